import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("worker entry", () => {
  it("answers /healthz with a constant 200 ok", async () => {
    const res = await SELF.fetch("http://localhost/healthz");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("ok");
  });

  it("refuses a cross-site POST before it reaches Remix", async () => {
    const res = await SELF.fetch("http://localhost/auth", {
      method: "POST",
      headers: {
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "intent=login&email=a%40example.com&password=x",
      redirect: "manual",
    });
    expect(res.status).toBe(403);
    await res.body?.cancel();
  });
});
