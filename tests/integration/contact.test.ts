import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, location, registerUser } from "./support/http";

let n = 0;
const visitor = () => new Browser({ "CF-Connecting-IP": `10.9.${++n}.${Date.now() % 250}` });

describe("the contact form", () => {
  it("asks for the missing fields with the spec's messages", async () => {
    const res = await visitor().post("/contact", { name: "", email: "", subject: "", message: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Missing information");
    expect(html).toContain("Please fill all required fields.");
    expect(html).toContain("Name is required");
    expect(html).toContain("Email is required");
    expect(html).toContain("Message is required");
  });

  it("stores the message, mails every admin and shows Message sent!", async () => {
    const admin = await registerUser();
    await env.DB.prepare("UPDATE users SET is_admin = 1 WHERE username = ?").bind(admin.username).run();
    const browser = visitor();
    const subject = `Question ${Date.now()}`;
    const res = await browser.post("/contact", { name: "Ana", email: "ana@example.com", subject, message: "Do you offer a trial?" });
    expect(res.status).toBe(303);
    expect(location(res)).toBe("/contact?sent=1");
    expect(await (await browser.get("/contact?sent=1")).text()).toContain("Message sent!");

    const row = await env.DB.prepare("SELECT * FROM contact_messages WHERE subject = ?").bind(subject).first<Record<string, unknown>>();
    expect(row).toMatchObject({ name: "Ana", email: "ana@example.com", message: "Do you offer a trial?" });
    const mail = await env.DB.prepare("SELECT subject, text FROM mail_outbox WHERE `to` = ? ORDER BY id DESC LIMIT 1")
      .bind(admin.email)
      .first<{ subject: string; text: string }>();
    expect(mail!.subject).toContain(subject);
    expect(mail!.text).toContain("Do you offer a trial?");
    expect(mail!.text).toContain("ana@example.com");

    // the admin page lists it, newest first
    const list = await admin.browser.get("/admin/contact");
    expect(list.status).toBe(200);
    expect(await list.text()).toContain(subject);
  });

  it("is rate-limited per IP address", async () => {
    const browser = visitor();
    for (let i = 0; i < 5; i++) {
      const ok = await browser.post("/contact", { name: "Bo", email: "bo@example.com", message: `Message ${i}` });
      expect(ok.status).toBe(303);
    }
    const limited = await browser.post("/contact", { name: "Bo", email: "bo@example.com", message: "One more" });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Too many messages. Please try again in");
    expect(await env.DB.prepare("SELECT id FROM contact_messages WHERE message = 'One more'").first()).toBeNull();
  });
});
