/**
 * Access rules (DECISIONS.md "Access and the free tier"), pure functions of the user's flags.
 */
export interface AccessSubject {
  isSubscribed: boolean;
  subscriptionEndDate: Date | null;
  isFraudSuspect: boolean;
  isAdmin?: boolean;
}

/** Premium: subscribed, not past the end date when one is set, and not withheld for fraud. */
export function hasPremiumAccess(user: AccessSubject, now = new Date()): boolean {
  if (user.isFraudSuspect) return false;
  if (!user.isSubscribed) return false;
  return !user.subscriptionEndDate || user.subscriptionEndDate.getTime() > now.getTime();
}

export const FREE_TIER = { exercisesPerSection: 2, fullTests: 1 } as const;
