import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "~/lib/password.server";

describe("password hashing", () => {
  it("verifies the right password only, with a fresh salt each time", async () => {
    const a = await hashPassword("toefl-demo-2026");
    const b = await hashPassword("toefl-demo-2026");
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$15\$8\$3\$/);
    expect(await verifyPassword("toefl-demo-2026", a)).toBe(true);
    expect(await verifyPassword("toefl-demo-2025", a)).toBe(false);
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
    expect(needsRehash(a)).toBe(false);
    expect(needsRehash("scrypt$14$8$1$c2FsdA==$aGFzaA==")).toBe(true);
    // four deliberately slow scrypt hashes: on a loaded 2-core machine they exceed vitest's 5 s default
  }, 30_000);
});
