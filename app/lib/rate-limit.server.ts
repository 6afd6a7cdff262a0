import { limitState, rateKey, type RatePolicy } from "~/domain/rate-limits";
import type { Db } from "~/lib/db.server";
import { incrementCounter, readCounter, resetCounter } from "~/models/rate-limit.server";

/** How long the caller must wait (seconds) when any of the policies is exhausted; 0 when allowed. */
export async function retryAfter(db: Db, checks: Array<[RatePolicy, string]>): Promise<number> {
  let wait = 0;
  for (const [policy, subject] of checks) {
    const state = limitState(await readCounter(db, rateKey(policy, subject)), policy);
    if (state.limited) wait = Math.max(wait, state.retryAfterSeconds);
  }
  return wait;
}

export async function recordHit(db: Db, checks: Array<[RatePolicy, string]>) {
  for (const [policy, subject] of checks) await incrementCounter(db, rateKey(policy, subject), policy.windowMs);
}

export async function clearHits(db: Db, policy: RatePolicy, subject: string) {
  await resetCounter(db, rateKey(policy, subject));
}

export function clientIp(request: Request): string {
  return (
    request.headers.get("CF-Connecting-IP") ??
    request.headers.get("X-Forwarded-For")?.split(",")[0].trim() ??
    "local"
  );
}
