/**
 * Order-number verification (POST /api/verify-payment and the form on /profile): links a Hotmart
 * purchase to the signed-in learner when the order is in hotmart_events, approved and not
 * refunded, and no other account holds it. Used when the webhook could not tell whose purchase it
 * was (checkout without our ref, another email). Rate-limited per account and per address.
 */
import { hasPremiumAccess } from "~/domain/access";
import { RATE_POLICIES } from "~/domain/rate-limits";
import { normalizeOrderNumber, orderStanding, type HotmartEvent } from "~/domain/subscription/hotmart";
import type { Db } from "~/lib/db.server";
import { recordHit, retryAfter } from "~/lib/rate-limit.server";
import { claimOrder, listOrderEvents, listUserHotmartEvents } from "~/models/hotmart-event.server";
import type { User } from "~/models/user.server";
import type { Result } from "~/services/accounts.server";
import { hotmartPatch, parseStoredEvents } from "~/services/hotmart-webhooks.server";

export async function verifyHotmartOrder(deps: { db: Db; ip: string }, user: User, input: string): Promise<Result> {
  const fail = (status: 400 | 404 | 409 | 429, error: string, params?: Record<string, number>) =>
    ({ ok: false, status, error, params, field: "orderNumber" }) as const;
  const orderNumber = normalizeOrderNumber(input);
  if (!orderNumber) return fail(400, "payments.verify.required");

  const limits: Array<[(typeof RATE_POLICIES)[keyof typeof RATE_POLICIES], string]> = [
    [RATE_POLICIES.verifyPaymentAccount, String(user.id)],
    [RATE_POLICIES.verifyPaymentIp, deps.ip],
  ];
  const wait = await retryAfter(deps.db, limits);
  if (wait > 0) return fail(429, "auth.tooManyAttempts", { minutes: Math.max(1, Math.ceil(wait / 60)) });
  await recordHit(deps.db, limits);

  const rows = await listOrderEvents(deps.db, orderNumber);
  if (!rows.length) return fail(404, "payments.verify.notFound");
  if (rows.some((row) => row.userId !== null && row.userId !== user.id)) return fail(409, "payments.verify.otherAccount");
  const orderEvents = parseStoredEvents(rows);
  const standing = orderStanding(orderEvents);
  if (standing === "revoked") return fail(409, "payments.verify.revoked");
  if (standing === "pending") return fail(409, "payments.verify.notApproved");
  if (rows.every((row) => row.userId === user.id)) return fail(409, "payments.verify.alreadyLinked");

  const events = new Map<string, HotmartEvent>();
  for (const event of [...parseStoredEvents(await listUserHotmartEvents(deps.db, user.id)), ...orderEvents]) {
    events.set(event.id, event);
  }
  const patch = hotmartPatch([...events.values()]);
  if (!hasPremiumAccess({ ...user, ...patch, isFraudSuspect: false })) return fail(409, "payments.verify.expired");
  if (!(await claimOrder(deps.db, user.id, orderNumber, patch))) return fail(409, "payments.verify.otherAccount");
  return { ok: true };
}
