import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { registerAdmin } from "./support/content";
import { registerUser } from "./support/http";

const page = (language: string) =>
  SELF.fetch("http://localhost/about", { headers: { Host: "localhost", "Accept-Language": language } }).then((r) => r.text());

describe("the page language's message catalog", () => {
  it("is preloaded with the page, and only that language's", async () => {
    const english = await page("en-US");
    const portuguese = await page("pt-BR");
    expect(english).toMatch(/<link rel="modulepreload" href="\/assets\/catalog\.en-[\w-]+\.js"\/>/);
    expect(english).not.toMatch(/catalog\.pt-/);
    expect(portuguese).toMatch(/<link rel="modulepreload" href="\/assets\/catalog\.pt-[\w-]+\.js"\/>/);
    expect(portuguese).not.toMatch(/catalog\.en-/);
  });

  it("learners' pages carry no admin texts; an administrator's pages preload them", async () => {
    const { browser } = await registerUser();
    const learner = await (await browser.get("/exercises")).text();
    expect(learner).not.toMatch(/catalog-admin/);
    expect(learner).not.toContain('data-admin="1"');
    const admin = await registerAdmin();
    const dashboard = await (await admin.browser.get("/admin/dashboard")).text();
    expect(dashboard).toContain('data-admin="1"');
    expect(dashboard).toMatch(/<link rel="modulepreload" href="\/assets\/catalog-admin\.en-[\w-]+\.js"\/>/);
  });

  it("/admin leads an administrator to the dashboard and refuses a learner", async () => {
    const admin = await registerAdmin();
    const response = await admin.browser.get("/admin");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/dashboard");
    const { browser } = await registerUser();
    expect((await browser.get("/admin")).status).toBe(403);
  });
});
