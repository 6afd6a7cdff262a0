import { describe, expect, it } from "vitest";
import { verifyPassword, needsRehash } from "~/lib/password.server";
// @ts-ignore - plain .mjs script without types
import { DEMO_PASSWORD, hashPassword } from "../../scripts/seed.mjs";

// scripts/seed.mjs hashes the demo password outside the app: it must stay in step with the app's
// format and parameters, or the demo accounts cannot sign in.
describe("seed password hashes", () => {
  it("verify with the app's verifyPassword and use today's parameters", async () => {
    const hash: string = await hashPassword(DEMO_PASSWORD);
    expect(hash).toMatch(/^scrypt\$15\$8\$3\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(true);
    expect(await verifyPassword("wrong-password", hash)).toBe(false);
  });
});
