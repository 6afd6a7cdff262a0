/**
 * Test settings and builders of Stripe objects and events, shared by the integration tests
 * (workerd) and the E2E tests (Node). No imports: plain data.
 */
export const TEST_STRIPE = {
  secretKey: "sk_test_fake_not_a_real_key",
  webhookSecret: "whsec_test_fake_not_a_real_secret",
  priceId: "price_fake_premium_monthly",
} as const;

export const TEST_HOTMART_HOTTOK = "test-hottok-not-a-real-secret";

const seconds = (date: Date | number) => Math.floor((typeof date === "number" ? date : date.getTime()) / 1000);
const DAY = 86_400_000;
let counter = 0;
export const uniqueId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A Stripe Subscription as the 2025+ API returns it (periods on the items). */
export function subscriptionObject(options: {
  id: string;
  customer: string;
  userId?: number;
  status?: string;
  periodStart?: Date;
  periodEnd?: Date;
  cancelAt?: Date | null;
  endedAt?: Date | null;
}) {
  const start = options.periodStart ?? new Date();
  const end = options.periodEnd ?? new Date(start.getTime() + 30 * DAY);
  return {
    id: options.id,
    object: "subscription",
    customer: options.customer,
    status: options.status ?? "active",
    cancel_at: options.cancelAt ? seconds(options.cancelAt) : null,
    cancel_at_period_end: Boolean(options.cancelAt),
    canceled_at: options.endedAt ? seconds(options.endedAt) : null,
    ended_at: options.endedAt ? seconds(options.endedAt) : null,
    metadata: options.userId ? { userId: String(options.userId) } : {},
    items: {
      object: "list",
      data: [
        {
          id: `si_${options.id}`,
          object: "subscription_item",
          current_period_start: seconds(start),
          current_period_end: seconds(end),
          price: { id: TEST_STRIPE.priceId, object: "price" },
        },
      ],
    },
  };
}

/** A Stripe Event envelope around `object`. */
export function stripeEvent(type: string, object: unknown, options: { id?: string; created?: Date } = {}) {
  return {
    id: options.id ?? uniqueId("evt"),
    object: "event",
    api_version: "2026-10-28.endive",
    created: seconds(options.created ?? new Date()),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

export function checkoutSessionObject(options: { userId: number; customer: string; subscription: string }) {
  return {
    id: uniqueId("cs_test"),
    object: "checkout.session",
    mode: "subscription",
    status: "complete",
    payment_status: "paid",
    client_reference_id: String(options.userId),
    metadata: { userId: String(options.userId) },
    customer: options.customer,
    subscription: options.subscription,
  };
}

export function invoiceObject(options: { customer: string; subscription: string; paid: boolean }) {
  return {
    id: uniqueId("in"),
    object: "invoice",
    customer: options.customer,
    status: options.paid ? "paid" : "open",
    parent: { type: "subscription_details", subscription_details: { subscription: options.subscription, metadata: {} } },
  };
}

export function chargeObject(options: { id?: string; customer: string; amount?: number; refunded?: number }) {
  const amount = options.amount ?? 3700;
  const refunded = options.refunded ?? 0;
  return {
    id: options.id ?? uniqueId("ch"),
    object: "charge",
    customer: options.customer,
    amount,
    amount_refunded: refunded,
    refunded: refunded >= amount,
    currency: "usd",
    paid: true,
    status: "succeeded",
  };
}
