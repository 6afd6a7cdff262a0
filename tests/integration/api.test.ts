import { describe, expect, it } from "vitest";
import { Browser, latestCode, latestLinkToken, registerUser } from "./support/http";

describe("the JSON account calls", () => {
  it("GET /api/user answers 401 signed out and the user signed in", async () => {
    const anon = await new Browser().get("/api/user");
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ error: "Not authenticated" });
    const { browser, username } = await registerUser();
    const me = await browser.get("/api/user");
    expect(me.status).toBe(200);
    const body = await me.json<Record<string, unknown>>();
    expect(body).toMatchObject({ username, isAdmin: false, isSubscribed: false, emailVerified: true });
    expect(body).not.toHaveProperty("password");
  });

  it("POST /api/register creates and signs in; /api/verify-email-code verifies", async () => {
    const browser = new Browser();
    const res = await browser.json("/api/register", { username: "apiuser", email: "apiuser@example.com", password: "secret123" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ username: "apiuser", emailVerified: false });
    const dup = await new Browser().json("/api/register", { username: "apiuser", email: "other@example.com", password: "secret123" });
    expect(dup.status).toBe(409);

    const bad = await browser.json("/api/verify-email-code", { code: "12" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "Invalid Code: Please enter a 6-digit verification code." });
    const code = await latestCode("apiuser@example.com");
    const ok = await browser.json("/api/verify-email-code", { code });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ success: true });
    expect(await (await browser.get("/api/user")).json()).toMatchObject({ emailVerified: true });
    expect((await new Browser().json("/api/verify-email-code", { code })).status).toBe(401);
  });

  it("POST /api/login joins validation messages with a comma and refuses bad credentials", async () => {
    const invalid = await new Browser().json("/api/login", { username: "ab", password: "1" });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      error: "Username must be at least 3 characters, Password must be at least 6 characters",
    });
    const { username, password } = await registerUser();
    const wrong = await new Browser().json("/api/login", { username, password: "wrong-one" });
    expect(wrong.status).toBe(401);
    const browser = new Browser();
    const ok = await browser.json("/api/login", { username, password });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ username });
    expect((await browser.get("/api/user")).status).toBe(200);
    const out = await browser.json("/api/logout");
    expect(out.status).toBe(200);
    expect((await browser.get("/api/user")).status).toBe(401);
    const notJson = await new Browser().fetch("/api/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{not json" });
    expect(notJson.status).toBe(400);
  });

  it("forgot and reset password through the API", async () => {
    const { email, username } = await registerUser();
    const a = await new Browser().json("/api/forgot-password", { email });
    const b = await new Browser().json("/api/forgot-password", { email: "ghost@example.com" });
    expect(a.status).toBe(200);
    expect(await a.json()).toEqual(await b.json());
    const token = await latestLinkToken(email, "/reset-password");
    const badToken = await new Browser().json("/api/reset-password", { token: "x".repeat(30), password: "newpass123" });
    expect(badToken.status).toBe(400);
    expect(await badToken.json()).toHaveProperty("error");
    const ok = await new Browser().json("/api/reset-password", { token, password: "newpass123" });
    expect(ok.status).toBe(200);
    expect((await new Browser().json("/api/login", { username, password: "newpass123" })).status).toBe(200);
  });

  it("GET /api/verify-email answers success or the spec's message", async () => {
    const missing = await new Browser().get("/api/verify-email");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ success: false, message: "Missing verification token. Please check your email link and try again." });
    const { email } = await registerUser({ verify: false });
    const token = await latestLinkToken(email, "/verify-email");
    const ok = await new Browser().get(`/api/verify-email?token=${encodeURIComponent(token!)}`);
    expect(await ok.json()).toMatchObject({ success: true });
  });

  it("resend, profile update and password change", async () => {
    const { browser, email, password } = await registerUser({ verify: false });
    const resend = await browser.json("/api/resend-verification");
    expect(resend.status).toBe(200);
    const code = await latestCode(email);
    await browser.json("/api/verify-email-code", { code });
    expect((await browser.json("/api/resend-verification")).status).toBe(400);

    const patch = await browser.json("/api/user/profile", { name: "Bea Lima" }, "PATCH");
    expect(patch.status).toBe(200);
    expect(await patch.json()).toMatchObject({ name: "Bea Lima" });
    const badPatch = await browser.json("/api/user/profile", { name: "B", email: "nope" }, "PATCH");
    expect(badPatch.status).toBe(400);
    expect(await badPatch.json()).toMatchObject({ error: "Name must be at least 2 characters, Invalid email address" });

    const wrong = await browser.json("/api/user/change-password", { currentPassword: "wrongpass", newPassword: "another1" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: "Current password is incorrect" });
    const ok = await browser.json("/api/user/change-password", { currentPassword: password, newPassword: "another1" });
    expect(ok.status).toBe(200);
  });
});
