import { describe, expect, it } from "vitest";
import { hasPremiumAccess } from "~/domain/access";
import { limitState, RATE_POLICIES, rateKey } from "~/domain/rate-limits";

describe("rate limit windows", () => {
  const policy = RATE_POLICIES.loginAccount; // 5 per 15 minutes
  const now = Date.UTC(2026, 0, 1, 12);

  it("allows until the limit is reached, then says how long to wait", () => {
    expect(limitState(null, policy, now).limited).toBe(false);
    expect(limitState({ count: 4, windowStart: new Date(now - 60_000) }, policy, now).limited).toBe(false);
    const state = limitState({ count: 5, windowStart: new Date(now - 60_000) }, policy, now);
    expect(state).toEqual({ limited: true, retryAfterSeconds: 14 * 60 });
  });

  it("forgets a window once it is over", () => {
    expect(limitState({ count: 50, windowStart: new Date(now - policy.windowMs) }, policy, now).limited).toBe(false);
  });

  it("keys counters by policy and subject, case-insensitively", () => {
    expect(rateKey(policy, "Maria")).toBe("login:acct:maria");
  });
});

describe("premium access", () => {
  const base = { isSubscribed: true, subscriptionEndDate: null, isFraudSuspect: false };
  const now = new Date("2026-06-01T00:00:00Z");
  it("needs a subscription that has not ended and no fraud flag", () => {
    expect(hasPremiumAccess(base, now)).toBe(true);
    expect(hasPremiumAccess({ ...base, isSubscribed: false }, now)).toBe(false);
    expect(hasPremiumAccess({ ...base, subscriptionEndDate: new Date("2026-05-31T23:59:59Z") }, now)).toBe(false);
    expect(hasPremiumAccess({ ...base, subscriptionEndDate: new Date("2026-06-02T00:00:00Z") }, now)).toBe(true);
    expect(hasPremiumAccess({ ...base, isFraudSuspect: true }, now)).toBe(false);
  });
});
