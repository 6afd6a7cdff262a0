import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  affectsAccess,
  hotmartAccess,
  HOTMART_DELAY_GRACE_MS,
  HOTMART_PERIOD_MS,
  HOTMART_RENEWAL_GRACE_MS,
  normalizeOrderNumber,
  orderStanding,
  parseHotmartEvent,
} from "~/domain/subscription/hotmart";
import { planStatus, subscriptionSummary } from "~/domain/subscription/status";
import {
  accessFromSubscription,
  PAST_DUE_GRACE_MS,
  refundEndsAccess,
  revokedAccess,
  subscriptionAppliesToUser,
  type StripeSubscriptionState,
} from "~/domain/subscription/stripe";

const DAY = 86_400_000;
const fixture = (name: string) =>
  JSON.parse(readFileSync(path.join(__dirname, "..", "fixtures", "hotmart", `${name}.json`), "utf8")) as Record<string, unknown>;

describe("Stripe subscription state to access", () => {
  const start = new Date("2026-03-01T00:00:00Z");
  const end = new Date("2026-04-01T00:00:00Z");
  const sub: StripeSubscriptionState = {
    id: "sub_1",
    customerId: "cus_1",
    status: "active",
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAt: null,
    endedAt: null,
    userId: 7,
  };

  it("gives access to the end of the paid period while active or trialing", () => {
    expect(accessFromSubscription(sub)).toEqual({ isSubscribed: true, subscriptionEndDate: end });
    expect(accessFromSubscription({ ...sub, status: "trialing" })).toEqual({ isSubscribed: true, subscriptionEndDate: end });
  });

  it("ends access at a scheduled cancellation when it comes before the period end", () => {
    const cancelAt = new Date("2026-03-15T00:00:00Z");
    expect(accessFromSubscription({ ...sub, cancelAt }).subscriptionEndDate).toEqual(cancelAt);
    expect(accessFromSubscription({ ...sub, cancelAt: end }).subscriptionEndDate).toEqual(end);
  });

  it("keeps a 3-day grace after a failed renewal", () => {
    expect(accessFromSubscription({ ...sub, status: "past_due" })).toEqual({
      isSubscribed: true,
      subscriptionEndDate: new Date(start.getTime() + PAST_DUE_GRACE_MS),
    });
  });

  it("ends access for cancelled, unpaid and incomplete subscriptions", () => {
    for (const status of ["canceled", "unpaid", "incomplete", "incomplete_expired", "paused"]) {
      expect(accessFromSubscription({ ...sub, status }).isSubscribed).toBe(false);
    }
    const endedAt = new Date("2026-03-10T00:00:00Z");
    expect(accessFromSubscription({ ...sub, status: "canceled", endedAt }).subscriptionEndDate).toEqual(endedAt);
  });

  it("lets news about an old subscription change a learner only when it is live", () => {
    expect(subscriptionAppliesToUser(null, { id: "sub_1", status: "canceled" })).toBe(true);
    expect(subscriptionAppliesToUser("sub_1", { id: "sub_1", status: "canceled" })).toBe(true);
    expect(subscriptionAppliesToUser("sub_2", { id: "sub_1", status: "canceled" })).toBe(false);
    expect(subscriptionAppliesToUser("sub_2", { id: "sub_1", status: "active" })).toBe(true);
  });

  it("ends access on full refunds only, and flags disputes", () => {
    expect(refundEndsAccess({ refunded: true, amount: 3700, amountRefunded: 3700 })).toBe(true);
    expect(refundEndsAccess({ refunded: false, amount: 3700, amountRefunded: 1000 })).toBe(false);
    const now = new Date("2026-03-02T00:00:00Z");
    expect(revokedAccess(now)).toEqual({ isSubscribed: false, subscriptionEndDate: now });
    expect(revokedAccess(now, { fraud: true })).toEqual({ isSubscribed: false, subscriptionEndDate: now, isFraudSuspect: true });
  });
});

describe("Hotmart events", () => {
  it("reads the fields of Hotmart's real v2 purchase body", () => {
    const event = parseHotmartEvent(fixture("PURCHASE_APPROVED"))!;
    expect(event).toMatchObject({
      id: "545e7d21-8fc4-4906-8fba-dcd7889f6481",
      type: "PURCHASE_APPROVED",
      eventDate: new Date(1763247745737),
      transaction: "HP16015479281022",
      status: "APPROVED",
      subscriberCode: "I9OT62C3",
      email: "testecomprador271101postman15@example.com",
      price: 1500,
      paymentType: "CREDIT_CARD",
      approvedDate: new Date(1511783346000),
      ref: null,
    });
  });

  it("reads the subscription events' different shapes (snake_case and camelCase dates)", () => {
    const cancellation = parseHotmartEvent(fixture("SUBSCRIPTION_CANCELLATION"))!;
    expect(cancellation).toMatchObject({
      subscriberCode: "0000aaaa",
      subscriptionId: "4148584",
      email: "subscriber@example.com",
      nextChargeDate: new Date(1617105600000),
      cancelDate: new Date(1609181285500),
    });
    const chargeDate = parseHotmartEvent(fixture("UPDATE_SUBSCRIPTION_CHARGE_DATE"))!;
    expect(chargeDate.eventDate).toEqual(new Date(1763247745640));
    expect(chargeDate.nextChargeDate).toEqual(new Date("2022-10-25T12:00:00.000Z"));
    expect(parseHotmartEvent(fixture("SWITCH_PLAN"))!.subscriberCode).toBe("9W2LNSG4");
  });

  it("takes our user id from the checkout's sck or xcod", () => {
    const body = fixture("PURCHASE_APPROVED");
    (body.data as { purchase: Record<string, unknown> }).purchase.origin = { sck: "42" };
    expect(parseHotmartEvent(body)!.ref).toBe(42);
    (body.data as { purchase: Record<string, unknown> }).purchase.origin = { xcod: "43", sck: "HOTMART_PRODUCT_PAGE" };
    expect(parseHotmartEvent(body)!.ref).toBe(43);
  });

  it("refuses bodies that are not Hotmart events", () => {
    expect(parseHotmartEvent(null)).toBeNull();
    expect(parseHotmartEvent({ id: "x", event: "PURCHASE_APPROVED" })).toBeNull();
    expect(parseHotmartEvent({ event: "PURCHASE_APPROVED", data: {} })).toBeNull();
    expect(parseHotmartEvent([1, 2])).toBeNull();
  });

  const at = (iso: string) => new Date(iso);
  const ev = (type: string, iso: string, extra: { nextChargeDate?: Date; approvedDate?: Date } = {}) => ({
    type,
    eventDate: at(iso),
    nextChargeDate: extra.nextChargeDate ?? null,
    approvedDate: extra.approvedDate ?? null,
  });

  it("grants access to the next charge date plus a grace, or one month without one", () => {
    const next = at("2026-04-01T00:00:00Z");
    expect(hotmartAccess([ev("PURCHASE_APPROVED", "2026-03-01T00:00:00Z", { nextChargeDate: next })])).toEqual({
      isSubscribed: true,
      subscriptionEndDate: new Date(next.getTime() + HOTMART_RENEWAL_GRACE_MS),
    });
    const approved = at("2026-03-01T00:00:00Z");
    expect(hotmartAccess([ev("PURCHASE_COMPLETE", "2026-03-08T00:00:00Z", { approvedDate: approved })]).subscriptionEndDate).toEqual(
      new Date(approved.getTime() + HOTMART_PERIOD_MS + HOTMART_RENEWAL_GRACE_MS),
    );
  });

  it("ends access on refund, cancellation and chargeback", () => {
    for (const type of ["PURCHASE_REFUNDED", "PURCHASE_CANCELED", "PURCHASE_CHARGEBACK"]) {
      expect(hotmartAccess([ev("PURCHASE_APPROVED", "2026-03-01T00:00:00Z"), ev(type, "2026-03-03T00:00:00Z")])).toEqual({
        isSubscribed: false,
        subscriptionEndDate: at("2026-03-03T00:00:00Z"),
      });
    }
  });

  it("keeps access until the next charge date after a subscription cancellation, in either arrival order", () => {
    const next = at("2026-04-01T00:00:00Z");
    const approved = ev("PURCHASE_APPROVED", "2026-03-01T00:00:00Z", { nextChargeDate: next });
    const cancelled = ev("SUBSCRIPTION_CANCELLATION", "2026-03-10T00:00:00Z", { nextChargeDate: next });
    const expected = { isSubscribed: true, subscriptionEndDate: next };
    expect(hotmartAccess([approved, cancelled])).toEqual(expected);
    expect(hotmartAccess([cancelled, approved])).toEqual(expected);
  });

  it("never lets a cancellation, a delay or a record-only event grant access", () => {
    expect(hotmartAccess([ev("SUBSCRIPTION_CANCELLATION", "2026-03-10T00:00:00Z", { nextChargeDate: at("2026-04-01T00:00:00Z") })]).isSubscribed).toBe(false);
    expect(hotmartAccess([ev("PURCHASE_REFUNDED", "2026-03-02T00:00:00Z"), ev("SUBSCRIPTION_CANCELLATION", "2026-03-03T00:00:00Z")]).isSubscribed).toBe(false);
    expect(hotmartAccess([ev("PURCHASE_DELAYED", "2026-03-02T00:00:00Z")]).isSubscribed).toBe(false);
    expect(affectsAccess("PURCHASE_BILLET_PRINTED")).toBe(false);
    expect(affectsAccess("PURCHASE_PROTEST")).toBe(false);
    expect(affectsAccess("PURCHASE_EXPIRED")).toBe(false);
  });

  it("gives a late renewal payment a 3-day grace", () => {
    const delayed = at("2026-03-31T00:00:00Z");
    expect(
      hotmartAccess([
        ev("PURCHASE_APPROVED", "2026-03-01T00:00:00Z", { nextChargeDate: at("2026-04-01T00:00:00Z") }),
        ev("PURCHASE_DELAYED", "2026-03-31T00:00:00Z"),
      ]),
    ).toEqual({ isSubscribed: true, subscriptionEndDate: new Date(delayed.getTime() + HOTMART_DELAY_GRACE_MS) });
  });

  it("lets the newest of an approval and a refund win, whatever the arrival order", () => {
    const approved = ev("PURCHASE_APPROVED", "2026-03-01T00:00:00Z");
    const refunded = ev("PURCHASE_REFUNDED", "2026-03-04T00:00:00Z");
    expect(hotmartAccess([refunded, approved]).isSubscribed).toBe(false);
    const renewed = ev("PURCHASE_APPROVED", "2026-05-01T00:00:00Z");
    expect(hotmartAccess([renewed, refunded, approved]).isSubscribed).toBe(true);
  });

  it("tells whether an order is approved, refunded or still pending", () => {
    expect(orderStanding([ev("PURCHASE_BILLET_PRINTED", "2026-03-01T00:00:00Z")])).toBe("pending");
    expect(orderStanding([ev("PURCHASE_APPROVED", "2026-03-01T00:00:00Z")])).toBe("approved");
    expect(orderStanding([ev("PURCHASE_REFUNDED", "2026-03-05T00:00:00Z"), ev("PURCHASE_APPROVED", "2026-03-01T00:00:00Z")])).toBe("revoked");
    expect(normalizeOrderNumber("  hp 1601 5479281022 ")).toBe("HP16015479281022");
  });
});

describe("plan status on the profile", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  const free = { isSubscribed: false, subscriptionEndDate: null, isFraudSuspect: false, stripeCustomerId: null, hotmartOrderNumber: null };
  it("says Premium, free, ended or on hold from the same rule as every access check", () => {
    expect(planStatus(free, now)).toBe("free");
    expect(planStatus({ ...free, isSubscribed: true, subscriptionEndDate: new Date(now.getTime() + DAY) }, now)).toBe("premium");
    expect(planStatus({ ...free, isSubscribed: true, subscriptionEndDate: new Date(now.getTime() - DAY) }, now)).toBe("expired");
    expect(planStatus({ ...free, isSubscribed: false, subscriptionEndDate: new Date(now.getTime() - DAY) }, now)).toBe("expired");
    expect(planStatus({ ...free, isSubscribed: true, isFraudSuspect: true }, now)).toBe("withheld");
    expect(planStatus({ ...free, isFraudSuspect: true }, now)).toBe("withheld");
  });
  it("names the provider", () => {
    expect(subscriptionSummary({ ...free, stripeCustomerId: "cus_1" }, now).provider).toBe("stripe");
    expect(subscriptionSummary({ ...free, hotmartOrderNumber: "HP1" }, now)).toMatchObject({ provider: "hotmart", orderNumber: "HP1" });
  });
});
