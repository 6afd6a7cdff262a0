import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { decode, registerAdmin, userId } from "./support/admin";
import { location, registerUser } from "./support/http";

describe("/admin/users", () => {
  it("finds users by name, username or email and shows plan, verification and activity", async () => {
    const { browser } = await registerAdmin();
    const learner = await registerUser();
    const id = await userId(learner.email);
    await env.DB.prepare("UPDATE users SET name = 'Zélia Pereira', is_subscribed = 1 WHERE id = ?").bind(id).run();
    await env.DB.prepare("UPDATE user_progress SET total_exercises_completed = 7 WHERE user_id = ?").bind(id).run();
    for (const q of ["zélia", learner.username.toUpperCase(), learner.email]) {
      const html = decode(await (await browser.get(`/admin/users?q=${encodeURIComponent(q)}`)).text());
      expect(html, q).toContain(learner.email);
      expect(html).toContain("Premium");
      expect(html).toContain("Verified");
      expect(html).toContain("7 exercises completed");
    }
    const none = await (await browser.get("/admin/users?q=nobody-matches-this")).text();
    expect(none).toContain("No users found.");
  });

  it("blocking signs the user out at once; unblocking lets them back", async () => {
    const { browser } = await registerAdmin();
    const learner = await registerUser();
    const id = await userId(learner.email);
    expect((await learner.browser.get("/exercises")).status).toBe(200);
    const res = await browser.post("/admin/users", { intent: "block", userId: String(id), q: learner.username });
    expect(location(res)).toBe(`/admin/users?q=${learner.username}`);
    expect(decode(await (await browser.get(location(res)!)).text())).toContain(`${learner.username} was blocked and signed out`);
    expect(location(await learner.browser.get("/exercises"))).toMatch(/^\/auth/);
    const sessions = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?").bind(id).first<{ n: number }>();
    expect(sessions!.n).toBe(0);
    await browser.post("/admin/users", { intent: "unblock", userId: String(id) });
    const row = await env.DB.prepare("SELECT is_blocked AS b FROM users WHERE id = ?").bind(id).first<{ b: number }>();
    expect(row!.b).toBe(0);
  });

  it("an admin cannot block themselves", async () => {
    const { browser, id } = await registerAdmin();
    const res = await browser.post("/admin/users", { intent: "block", userId: String(id) });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("You cannot block yourself.");
    expect((await browser.get("/admin/dashboard")).status).toBe(200);
  });

  it("clears the fraud-suspect flag and sets the extended time to 1.0, 1.5 or 2.0 only", async () => {
    const { browser } = await registerAdmin();
    const learner = await registerUser();
    const id = await userId(learner.email);
    await env.DB.prepare("UPDATE users SET is_fraud_suspect = 1 WHERE id = ?").bind(id).run();
    expect((await browser.post("/admin/users", { intent: "clearFraud", userId: String(id) })).status).toBe(302);
    expect((await browser.post("/admin/users", { intent: "setTime", userId: String(id), timeMultiplier: "1.5" })).status).toBe(302);
    expect(decode(await (await browser.get("/admin/users")).text())).toContain(`Extended time of ${learner.username} set to 1.5x`);
    const bad = await browser.post("/admin/users", { intent: "setTime", userId: String(id), timeMultiplier: "3" });
    expect(bad.status).toBe(400);
    const row = await env.DB.prepare("SELECT is_fraud_suspect AS f, time_multiplier AS t FROM users WHERE id = ?").bind(id).first<{ f: number; t: number }>();
    expect(row).toEqual({ f: 0, t: 1.5 });
  });

  it("grants and removes admin, but never removes the last admin", async () => {
    const { browser, id: me } = await registerAdmin();
    const learner = await registerUser();
    const id = await userId(learner.email);
    // make this test's admin the only one
    await env.DB.prepare("UPDATE users SET is_admin = 0 WHERE id <> ?").bind(me).run();
    const last = await browser.post("/admin/users", { intent: "removeAdmin", userId: String(me) });
    expect(last.status).toBe(409);
    expect(await last.text()).toContain("The last admin cannot lose the admin role.");

    expect((await browser.post("/admin/users", { intent: "grantAdmin", userId: String(id) })).status).toBe(302);
    expect((await learner.browser.get("/admin/dashboard")).status).toBe(200);
    // a blocked admin does not count as the other admin
    await env.DB.prepare("UPDATE users SET is_blocked = 1 WHERE id = ?").bind(id).run();
    expect((await browser.post("/admin/users", { intent: "removeAdmin", userId: String(me) })).status).toBe(409);
    await env.DB.prepare("UPDATE users SET is_blocked = 0 WHERE id = ?").bind(id).run();
    expect((await browser.post("/admin/users", { intent: "removeAdmin", userId: String(id) })).status).toBe(302);
    const row = await env.DB.prepare("SELECT is_admin AS a FROM users WHERE id = ?").bind(id).first<{ a: number }>();
    expect(row!.a).toBe(0);
  });
});
