/**
 * Attempt limits (fixed windows). Pure rules: the counters live in D1 (models/rate-limit.server.ts).
 * Each policy is applied per account and per IP address, so neither one account nor one address
 * can try passwords or codes without bound.
 */
export interface RatePolicy {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const RATE_POLICIES = {
  loginAccount: { name: "login:acct", limit: 5, windowMs: 15 * MINUTE },
  loginIp: { name: "login:ip", limit: 30, windowMs: 15 * MINUTE },
  codeAccount: { name: "code:acct", limit: 10, windowMs: 15 * MINUTE },
  codeIp: { name: "code:ip", limit: 30, windowMs: 15 * MINUTE },
  resendAccount: { name: "resend:acct", limit: 5, windowMs: 60 * MINUTE },
  forgotIp: { name: "forgot:ip", limit: 10, windowMs: 60 * MINUTE },
  forgotAccount: { name: "forgot:acct", limit: 3, windowMs: 60 * MINUTE },
  // generous: a school or campus often registers many learners from one address
  registerIp: { name: "register:ip", limit: 100, windowMs: 60 * MINUTE },
  /** Contact form messages per IP address (each one is mailed to every admin). */
  contactIp: { name: "contact:ip", limit: 5, windowMs: 60 * MINUTE },
  verifyPaymentAccount: { name: "verify-payment:acct", limit: 10, windowMs: 60 * MINUTE },
  verifyPaymentIp: { name: "verify-payment:ip", limit: 30, windowMs: 60 * MINUTE },
} satisfies Record<string, RatePolicy>;

export function rateKey(policy: RatePolicy, subject: string): string {
  return `${policy.name}:${subject.toLowerCase()}`;
}

export interface Counter {
  count: number;
  windowStart: Date;
}

/** Whether a counter has reached its policy's limit in the current window, and for how long. */
export function limitState(counter: Counter | null, policy: RatePolicy, now = Date.now()) {
  if (!counter) return { limited: false, retryAfterSeconds: 0 };
  const windowEnds = counter.windowStart.getTime() + policy.windowMs;
  if (windowEnds <= now) return { limited: false, retryAfterSeconds: 0 };
  const limited = counter.count >= policy.limit;
  return { limited, retryAfterSeconds: limited ? Math.ceil((windowEnds - now) / 1000) : 0 };
}

/** Token lifetimes (DECISIONS.md "Accounts and tokens"). */
export const TOKEN_TTL = {
  resetLinkMs: 60 * MINUTE,
  emailLinkMs: 24 * 60 * MINUTE,
  emailCodeMs: 15 * MINUTE,
  sessionMs: 30 * 24 * 60 * MINUTE,
} as const;
export const MAX_CODE_ATTEMPTS = 5;
