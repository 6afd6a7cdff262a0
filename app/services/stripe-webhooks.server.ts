/**
 * POST /webhooks/stripe: verified events change subscriptions (DECISIONS.md "Payments").
 *
 * - The signature is checked with constructEventAsync and Web Crypto; a bad or stale one changes
 *   nothing.
 * - Each event id is applied once (stripe_events), atomically with the user update.
 * - Order-independent: for subscription news the subscription's CURRENT state is fetched from
 *   Stripe and stored, so a late or repeated event never brings back an older state.
 * - A full refund or a dispute cancels the subscription at Stripe (no further charges) and ends
 *   access; a dispute also sets isFraudSuspect.
 */
import {
  accessFromSubscription,
  isLiveSubscription,
  refundEndsAccess,
  revokedAccess,
  subscriptionAppliesToUser,
  type StripeSubscriptionState,
} from "~/domain/subscription/stripe";
import type { Db } from "~/lib/db.server";
import type { AppEnv } from "~/lib/env.server";
import { createStripe, isMissingResource, verifyStripeEvent, type Stripe } from "~/lib/stripe.server";
import {
  findUserByStripeCustomer,
  findUserByStripeSubscription,
  getPaymentState,
  recordStripeEvent,
  stripeEventSeen,
  type PaymentState,
  type UserPaymentPatch,
} from "~/models/subscription.server";

export interface WebhookOutcome {
  status: number;
  body: Record<string, unknown>;
}

type Change = { userId: number; patch: UserPaymentPatch } | null;

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

function userIdOf(value: string | null | undefined): number | null {
  return value && /^\d{1,12}$/.test(value) ? Number(value) : null;
}

const fromSeconds = (value: number | null | undefined) => (typeof value === "number" ? new Date(value * 1000) : null);

/** The fields we use, from Stripe's subscription object (periods live on its items since 2025). */
export function subscriptionState(sub: Stripe.Subscription): StripeSubscriptionState {
  const item = sub.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_start?: number }) | undefined;
  const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
  return {
    id: sub.id,
    customerId: idOf(sub.customer as string | { id: string }),
    status: sub.status,
    currentPeriodStart: fromSeconds(item?.current_period_start ?? legacy.current_period_start),
    currentPeriodEnd: fromSeconds(item?.current_period_end ?? legacy.current_period_end),
    cancelAt: fromSeconds(sub.cancel_at),
    endedAt: fromSeconds(sub.ended_at),
    userId: userIdOf(sub.metadata?.userId),
  };
}

async function fetchSubscription(stripe: Stripe, id: string): Promise<StripeSubscriptionState | null> {
  try {
    return subscriptionState(await stripe.subscriptions.retrieve(id));
  } catch (error) {
    if (isMissingResource(error)) return null;
    throw error;
  }
}

async function findUser(db: Db, hints: { userId?: number | null; customerId?: string | null; subscriptionId?: string | null }) {
  if (hints.userId) {
    const user = await getPaymentState(db, hints.userId);
    if (user) return user;
  }
  if (hints.customerId) {
    const user = await findUserByStripeCustomer(db, hints.customerId);
    if (user) return user;
  }
  if (hints.subscriptionId) return findUserByStripeSubscription(db, hints.subscriptionId);
  return null;
}

/** The subscription's current state, applied to its learner. */
async function subscriptionChange(
  deps: { db: Db; stripe: Stripe },
  subscriptionId: string,
  hints: { userId?: number | null; customerId?: string | null } = {},
): Promise<Change> {
  const sub = await fetchSubscription(deps.stripe, subscriptionId);
  if (!sub) return null;
  const user = await findUser(deps.db, {
    userId: hints.userId ?? sub.userId,
    customerId: sub.customerId ?? hints.customerId,
    subscriptionId: sub.id,
  });
  if (!user || !subscriptionAppliesToUser(user.stripeSubscriptionId, sub)) return null;
  return {
    userId: user.id,
    patch: {
      ...accessFromSubscription(sub),
      stripeCustomerId: sub.customerId ?? user.stripeCustomerId,
      stripeSubscriptionId: sub.id,
    },
  };
}

/** Stops further charges after a refund or a dispute; a subscription already ended is left alone. */
async function cancelAtStripe(stripe: Stripe, user: PaymentState) {
  if (!user.stripeSubscriptionId) return;
  const sub = await fetchSubscription(stripe, user.stripeSubscriptionId);
  if (!sub || !isLiveSubscription(sub.status)) return;
  try {
    await stripe.subscriptions.cancel(sub.id);
  } catch (error) {
    if (!isMissingResource(error)) throw error;
  }
}

async function chargeChange(
  deps: { db: Db; stripe: Stripe },
  charge: Stripe.Charge,
  now: Date,
  options: { fraud: boolean },
): Promise<Change> {
  const customerId = idOf(charge.customer as string | { id: string } | null);
  const user = customerId ? await findUserByStripeCustomer(deps.db, customerId) : null;
  if (!user) return null;
  await cancelAtStripe(deps.stripe, user);
  return { userId: user.id, patch: revokedAccess(now, options) };
}

async function decide(deps: { db: Db; stripe: Stripe }, event: Stripe.Event, now: Date): Promise<Change> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription as string | { id: string } | null);
      if (session.mode !== "subscription" || !subscriptionId) return null;
      return subscriptionChange(deps, subscriptionId, {
        userId: userIdOf(session.client_reference_id) ?? userIdOf(session.metadata?.userId),
        customerId: idOf(session.customer as string | { id: string } | null),
      });
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return subscriptionChange(deps, event.data.object.id);
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const legacy = invoice as unknown as { subscription?: string | { id: string } | null };
      const subscriptionId = idOf(
        (invoice.parent?.subscription_details?.subscription as string | { id: string } | undefined) ?? legacy.subscription,
      );
      return subscriptionId ? subscriptionChange(deps, subscriptionId) : null;
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const refund = { refunded: charge.refunded, amount: charge.amount, amountRefunded: charge.amount_refunded };
      return refundEndsAccess(refund) ? chargeChange(deps, charge, now, { fraud: false }) : null;
    }
    case "charge.dispute.created": {
      const dispute = event.data.object;
      const charge =
        typeof dispute.charge === "string" ? await deps.stripe.charges.retrieve(dispute.charge) : dispute.charge;
      return chargeChange(deps, charge, now, { fraud: true });
    }
    default:
      return null;
  }
}

export async function handleStripeWebhook(
  deps: { db: Db; env: AppEnv },
  payload: string,
  signature: string | null,
  now = new Date(),
): Promise<WebhookOutcome> {
  const secret = deps.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) {
    console.error("Stripe webhook refused: STRIPE_WEBHOOK_SECRET is not set");
    return { status: 503, body: { error: "Stripe webhooks are not configured" } };
  }
  if (!signature) return { status: 400, body: { error: "Missing Stripe-Signature header" } };
  let event: Stripe.Event;
  try {
    event = await verifyStripeEvent(payload, signature, secret);
  } catch {
    return { status: 400, body: { error: "Invalid signature" } };
  }
  if (await stripeEventSeen(deps.db, event.id)) return { status: 200, body: { received: true, duplicate: true } };
  const stripe = createStripe(deps.env);
  if (!stripe) {
    console.error("Stripe webhook not applied: STRIPE_SECRET_KEY is not set");
    return { status: 503, body: { error: "Stripe is not configured" } };
  }
  const change = await decide({ db: deps.db, stripe }, event, now);
  await recordStripeEvent(deps.db, event, change);
  return { status: 200, body: { received: true, applied: Boolean(change) } };
}
