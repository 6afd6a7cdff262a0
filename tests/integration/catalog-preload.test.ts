import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

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
});
