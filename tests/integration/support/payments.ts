import { env, SELF } from "cloudflare:test";
import Stripe from "stripe";
import approved from "../../fixtures/hotmart/PURCHASE_APPROVED.json";
import billetPrinted from "../../fixtures/hotmart/PURCHASE_BILLET_PRINTED.json";
import canceled from "../../fixtures/hotmart/PURCHASE_CANCELED.json";
import chargeback from "../../fixtures/hotmart/PURCHASE_CHARGEBACK.json";
import complete from "../../fixtures/hotmart/PURCHASE_COMPLETE.json";
import delayed from "../../fixtures/hotmart/PURCHASE_DELAYED.json";
import expired from "../../fixtures/hotmart/PURCHASE_EXPIRED.json";
import protest from "../../fixtures/hotmart/PURCHASE_PROTEST.json";
import refunded from "../../fixtures/hotmart/PURCHASE_REFUNDED.json";
import cancellation from "../../fixtures/hotmart/SUBSCRIPTION_CANCELLATION.json";
import switchPlan from "../../fixtures/hotmart/SWITCH_PLAN.json";
import { TEST_HOTMART_HOTTOK, uniqueId } from "../../fakes/payment-fixtures";

/** Calls the local fake of Stripe's API (tests/fakes/fake-stripe.ts). */
export async function fakeStripe(path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(env.STRIPE_API_BASE + path, {
    method: init.method ?? "GET",
    headers: { "Content-Type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return res.json() as Promise<any>;
}

export function putSubscription(sub: { id: string }) {
  return fakeStripe(`/__fake/subscriptions/${sub.id}`, { method: "PUT", body: sub });
}

/** Posts an event to /webhooks/stripe, signed with the SDK's test header helper. */
export async function sendStripeEvent(
  event: unknown,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature !== undefined
      ? options.signature
      : await Stripe.webhooks.generateTestHeaderStringAsync({
          payload,
          secret: options.secret ?? env.STRIPE_WEBHOOK_SECRET,
          timestamp: options.timestamp,
          cryptoProvider: Stripe.createSubtleCryptoProvider(),
        });
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (signature) headers["Stripe-Signature"] = signature;
  return SELF.fetch("http://localhost/webhooks/stripe", { method: "POST", headers, body: payload });
}

const HOTMART = {
  PURCHASE_APPROVED: approved,
  PURCHASE_COMPLETE: complete,
  PURCHASE_CANCELED: canceled,
  PURCHASE_REFUNDED: refunded,
  PURCHASE_CHARGEBACK: chargeback,
  PURCHASE_DELAYED: delayed,
  PURCHASE_PROTEST: protest,
  PURCHASE_EXPIRED: expired,
  PURCHASE_BILLET_PRINTED: billetPrinted,
  SUBSCRIPTION_CANCELLATION: cancellation,
  SWITCH_PLAN: switchPlan,
};
export type HotmartType = keyof typeof HOTMART;

/**
 * A real Hotmart v2 body (tests/fixtures/hotmart) with this test's own ids and dates: a fresh event
 * id, `creation_date`, and for purchase events the transaction, buyer email, approval date,
 * next charge date and the checkout origin (sck = our user id).
 */
export function hotmartBody(
  type: HotmartType,
  options: {
    created?: Date;
    transaction?: string;
    email?: string;
    approvedAt?: Date;
    nextCharge?: Date;
    ref?: number;
    subscriberCode?: string;
  } = {},
) {
  const body = structuredClone(HOTMART[type]) as any;
  body.id = uniqueId("hotmart-evt");
  body.creation_date = (options.created ?? new Date()).getTime();
  const purchase = body.data.purchase;
  if (purchase) {
    if (options.transaction) purchase.transaction = options.transaction;
    purchase.approved_date = (options.approvedAt ?? options.created ?? new Date()).getTime();
    if (options.nextCharge) purchase.date_next_charge = options.nextCharge.getTime();
    if (options.ref) purchase.origin = { sck: String(options.ref) };
    if (options.email) body.data.buyer.email = options.email;
    // the samples share one subscriber code: each test purchase gets its own
    body.data.subscription.subscriber.code = options.subscriberCode ?? uniqueId("SUB").toUpperCase();
  } else if (type === "SUBSCRIPTION_CANCELLATION") {
    if (options.email) body.data.subscriber.email = options.email;
    if (options.subscriberCode) body.data.subscriber.code = options.subscriberCode;
    if (options.nextCharge) body.data.date_next_charge = options.nextCharge.getTime();
    body.data.cancellation_date = body.creation_date;
  }
  return body;
}

export function sendHotmart(body: unknown, hottok: string | null = TEST_HOTMART_HOTTOK) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (hottok !== null) headers["X-HOTMART-HOTTOK"] = hottok;
  return SELF.fetch("http://localhost/webhooks/hotmart", {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export interface PaymentRow {
  id: number;
  is_subscribed: number;
  subscription_end_date: number | null;
  is_fraud_suspect: number;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  hotmart_subscription_id: string | null;
  hotmart_order_number: string | null;
}

const PAYMENT_COLUMNS =
  "id, is_subscribed, subscription_end_date, is_fraud_suspect, stripe_customer_id, stripe_subscription_id, hotmart_subscription_id, hotmart_order_number";

export async function paymentState(userId: number) {
  const row = await env.DB.prepare(`SELECT ${PAYMENT_COLUMNS} FROM users WHERE id = ?`).bind(userId).first<PaymentRow>();
  return {
    subscribed: Boolean(row!.is_subscribed),
    endDate: row!.subscription_end_date,
    fraud: Boolean(row!.is_fraud_suspect),
    stripeCustomerId: row!.stripe_customer_id,
    stripeSubscriptionId: row!.stripe_subscription_id,
    hotmartSubscriptionId: row!.hotmart_subscription_id,
    hotmartOrderNumber: row!.hotmart_order_number,
  };
}

/** Every user's payment columns except `userId`'s: to check that nothing else changed. */
export async function othersSnapshot(userId: number) {
  const rows = await env.DB.prepare(`SELECT ${PAYMENT_COLUMNS} FROM users WHERE id <> ? ORDER BY id`).bind(userId).all();
  return rows.results;
}

export async function userIdOf(email: string) {
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: number }>();
  return row!.id;
}
