/**
 * How a learner's plan reads on their profile. Derived from the same fields, and the same rule
 * (`hasPremiumAccess`), as every access check.
 */
import { hasPremiumAccess, type AccessSubject } from "~/domain/access";

export type PlanStatus = "premium" | "free" | "expired" | "withheld";

export interface SubscriptionSummary {
  status: PlanStatus;
  /** Paid-through date while Premium; the end date once it ended; null when none is known. */
  endDate: string | null;
  provider: "stripe" | "hotmart" | null;
  orderNumber: string | null;
}

export function planStatus(user: AccessSubject, now = new Date()): PlanStatus {
  if (hasPremiumAccess(user, now)) return "premium";
  if (user.isFraudSuspect) return "withheld";
  if (user.isSubscribed || user.subscriptionEndDate) return "expired";
  return "free";
}

export function subscriptionSummary(
  user: AccessSubject & { stripeCustomerId: string | null; hotmartOrderNumber: string | null },
  now = new Date(),
): SubscriptionSummary {
  return {
    status: planStatus(user, now),
    endDate: user.subscriptionEndDate?.toISOString() ?? null,
    provider: user.stripeCustomerId ? "stripe" : user.hotmartOrderNumber ? "hotmart" : null,
    orderNumber: user.hotmartOrderNumber,
  };
}
