/**
 * What a Stripe subscription means for a learner's access (DECISIONS.md "Payments"). Pure rules:
 * the webhook service fetches the subscription's current state from Stripe and asks these
 * functions what to store, so the result does not depend on the order events arrive in.
 */
import type { AccessPatch } from "./types";

const DAY = 24 * 60 * 60 * 1000;
/** A renewal whose payment failed keeps access this long after the new period began (Stripe retries). */
export const PAST_DUE_GRACE_MS = 3 * DAY;

export interface StripeSubscriptionState {
  id: string;
  customerId: string | null;
  /** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused */
  status: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** Set when the subscription is scheduled to end (cancel at period end, or a chosen date). */
  cancelAt: Date | null;
  endedAt: Date | null;
  /** Our user id, from the subscription's metadata (set at checkout). */
  userId: number | null;
}

const LIVE = new Set(["active", "trialing", "past_due"]);

export function isLiveSubscription(status: string): boolean {
  return LIVE.has(status);
}

function earliest(...dates: Array<Date | null>): Date | null {
  const present = dates.filter((d): d is Date => d instanceof Date);
  if (!present.length) return null;
  return new Date(Math.min(...present.map((d) => d.getTime())));
}

/**
 * Access from the subscription's current state: paid periods give access to their end (or to the
 * scheduled cancellation); a failed renewal keeps a short grace; anything else ends access.
 */
export function accessFromSubscription(sub: StripeSubscriptionState): Required<Pick<AccessPatch, "isSubscribed" | "subscriptionEndDate">> {
  if (sub.status === "active" || sub.status === "trialing") {
    return { isSubscribed: true, subscriptionEndDate: earliest(sub.cancelAt, sub.currentPeriodEnd) };
  }
  if (sub.status === "past_due") {
    const graceEnd = sub.currentPeriodStart ? new Date(sub.currentPeriodStart.getTime() + PAST_DUE_GRACE_MS) : null;
    return { isSubscribed: true, subscriptionEndDate: earliest(graceEnd, sub.cancelAt, sub.currentPeriodEnd) };
  }
  return { isSubscribed: false, subscriptionEndDate: sub.endedAt ?? sub.cancelAt ?? null };
}

/**
 * Whether news about `sub` may change a user whose current subscription is `currentId`: always
 * for the same subscription (or when none is recorded); a different one only when it is live, so
 * a late event about an old, ended subscription never overrides a newer one.
 */
export function subscriptionAppliesToUser(currentId: string | null, sub: Pick<StripeSubscriptionState, "id" | "status">): boolean {
  if (!currentId || currentId === sub.id) return true;
  return isLiveSubscription(sub.status);
}

/** A full refund ends access at once (the 7-day guarantee); partial refunds change nothing. */
export function refundEndsAccess(charge: { refunded: boolean; amount: number; amountRefunded: number }): boolean {
  return charge.refunded || (charge.amount > 0 && charge.amountRefunded >= charge.amount);
}

export function revokedAccess(now: Date, options: { fraud?: boolean } = {}): AccessPatch {
  return {
    isSubscribed: false,
    subscriptionEndDate: now,
    ...(options.fraud ? { isFraudSuspect: true } : {}),
  };
}
