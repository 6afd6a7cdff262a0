import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  chargeObject,
  checkoutSessionObject,
  invoiceObject,
  stripeEvent,
  subscriptionObject,
  TEST_STRIPE,
  uniqueId,
} from "../fakes/payment-fixtures";
import { Browser, location, registerUser } from "./support/http";
import {
  fakeStripe,
  hotmartBody,
  othersSnapshot,
  paymentState,
  putSubscription,
  sendHotmart,
  sendStripeEvent,
  userIdOf,
} from "./support/payments";

const DAY = 86_400_000;
const seconds = (ms: number) => Math.floor(ms / 1000) * 1000;

async function learner() {
  const account = await registerUser();
  return { ...account, id: await userIdOf(account.email) };
}

async function isLimited(browser: Browser) {
  return (await (await browser.get("/exercises")).text()).includes("Limited Access Mode");
}

/** A learner subscribed by card through the usual events; returns their ids and period. */
async function subscribedByCard() {
  const user = await learner();
  const customer = uniqueId("cus");
  const start = new Date(seconds(Date.now()));
  const end = new Date(start.getTime() + 30 * DAY);
  const sub = subscriptionObject({ id: uniqueId("sub"), customer, userId: user.id, periodStart: start, periodEnd: end });
  await putSubscription(sub);
  const completed = await sendStripeEvent(
    stripeEvent("checkout.session.completed", checkoutSessionObject({ userId: user.id, customer, subscription: sub.id })),
  );
  expect(completed.status).toBe(200);
  return { ...user, customer, sub, start, end };
}

describe("card checkout (real Stripe SDK against a local fake of Stripe's API)", () => {
  it("creates a subscription Checkout Session for the learner and sends them to it", async () => {
    const { browser, id, email } = await learner();
    const res = await browser.post("/subscribe", { method: "card" });
    expect(res.status).toBe(303);
    const target = new URL(res.headers.get("Location")!);
    expect(target.origin).toBe(env.STRIPE_API_BASE);
    expect(target.pathname).toMatch(/^\/c\/pay\/cs_test_/);

    const sessions: any[] = await fakeStripe("/__fake/checkout-sessions");
    const session = sessions.find((s) => target.pathname.endsWith(s.id));
    expect(session).toMatchObject({
      mode: "subscription",
      client_reference_id: String(id),
      metadata: { userId: String(id) },
      subscription_data: { metadata: { userId: String(id) } },
      customer: null,
      customer_email: email,
      line_items: { 0: { price: TEST_STRIPE.priceId, quantity: "1" } },
      success_url: "http://localhost:8787/subscribe/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:8787/subscribe?canceled=1",
    });
  });

  it("reuses the learner's Stripe customer", async () => {
    const { browser, id } = await learner();
    await env.DB.prepare("UPDATE users SET stripe_customer_id = 'cus_existing42' WHERE id = ?").bind(id).run();
    const res = await browser.post("/subscribe", { method: "card" });
    const sessions: any[] = await fakeStripe("/__fake/checkout-sessions");
    const session = sessions.find((s) => res.headers.get("Location")!.endsWith(s.id));
    expect(session.customer).toBe("cus_existing42");
    expect(session.customer_email).toBeNull();
  });

  it("keeps the learner on the plans page with 'Error redirecting to payment page' when Stripe fails", async () => {
    const { browser } = await learner();
    await fakeStripe("/__fake/fail/checkout", { method: "PUT", body: { fail: true } });
    try {
      const res = await browser.post("/subscribe", { method: "card" });
      expect(res.status).toBe(302);
      expect(location(res)).toBe("/subscribe");
      const page = await (await browser.get("/subscribe")).text();
      expect(page).toContain("Error redirecting to payment page");
    } finally {
      await fakeStripe("/__fake/fail/checkout", { method: "PUT", body: { fail: false } });
    }
  });

  it("answers 'Error redirecting to payment page', never a 500, without a Stripe key or a reachable Stripe", async () => {
    const { startCardCheckout } = await import("~/services/checkout.server");
    const user = { id: 1, email: "a@example.com", stripeCustomerId: null, isSubscribed: false, subscriptionEndDate: null, isFraudSuspect: false } as any;
    const appUrl = "http://localhost";
    expect(await startCardCheckout({ env: { ...env, STRIPE_SECRET_KEY: "" }, appUrl }, user)).toEqual({
      ok: false,
      error: "payments.redirectError",
    });
    expect(await startCardCheckout({ env: { ...env, STRIPE_API_BASE: "http://127.0.0.1:9" }, appUrl }, user)).toEqual({
      ok: false,
      error: "payments.redirectError",
    });
  });

  it("asks for a payment method with a 400 when none is chosen", async () => {
    const { browser } = await learner();
    const res = await browser.post("/subscribe", {});
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please choose a payment method");
  });

  it("sends Hotmart buyers to the Hotmart checkout with ref and sck set to their user id", async () => {
    const { browser, id } = await learner();
    const res = await browser.post("/subscribe", { method: "hotmart" });
    expect(res.status).toBe(303);
    const target = new URL(res.headers.get("Location")!);
    expect(target.origin + target.pathname).toBe("https://pay.hotmart.com/T00000000X");
    expect(target.searchParams.get("off")).toBe("fake");
    expect(target.searchParams.get("ref")).toBe(String(id));
    expect(target.searchParams.get("sck")).toBe(String(id));
  });

  it("shows visitors the plans and sends them to log in to subscribe", async () => {
    const visitor = new Browser();
    const page = await (await visitor.get("/subscribe")).text();
    expect(page).toContain("$37");
    expect(page).toContain("Cancel anytime · 7-day satisfaction guarantee");
    expect(page).toContain("Frequently asked questions");
    expect(page).toContain('href="/auth?redirectTo=%2Fsubscribe"');
    const res = await visitor.post("/subscribe", { method: "card" });
    expect(location(res)).toBe("/auth?redirectTo=%2Fsubscribe");
  });

  it("redirects /subscription permanently to /subscribe, keeping the query", async () => {
    const res = await new Browser().get("/subscription?canceled=1");
    expect(res.status).toBe(301);
    expect(location(res)).toBe("/subscribe?canceled=1");
    const page = await (await new Browser().get("/subscribe?canceled=1")).text();
    expect(page).toContain("Checkout canceled");
  });

  it("disables Subscribe for Premium learners and starts no second checkout", async () => {
    const { browser } = await subscribedByCard();
    const page = await (await browser.get("/subscribe")).text();
    expect(page).toMatch(/<button type="submit" disabled=""[^>]*>You are already subscribed<\/button>/);
    const res = await browser.post("/subscribe", { method: "card" });
    expect(location(res)).toBe("/subscribe");
    expect(await (await browser.get("/subscribe")).text()).toContain("You already have an active Premium subscription.");
  });

  it("opens the Stripe customer portal for card subscribers, and explains when there is none", async () => {
    const { browser } = await subscribedByCard();
    const res = await browser.post("/subscribe/portal", {});
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toMatch(new RegExp(`^${env.STRIPE_API_BASE}/p/session/bps_`));

    const { browser: other } = await learner();
    const none = await other.post("/subscribe/portal", {});
    expect(location(none)).toBe("/profile");
    expect(await (await other.get("/profile")).text()).toContain("There is no card subscription to manage on this account.");
  });
});

describe("Stripe webhooks", () => {
  it("makes a learner Premium until the end of the paid period (subscribe)", async () => {
    const { browser, id, customer, sub, end } = await subscribedByCard();
    expect(await paymentState(id)).toMatchObject({
      subscribed: true,
      endDate: end.getTime(),
      fraud: false,
      stripeCustomerId: customer,
      stripeSubscriptionId: sub.id,
    });
    expect(await isLimited(browser)).toBe(false);
    const created = await sendStripeEvent(stripeEvent("customer.subscription.created", sub));
    expect(created.status).toBe(200);
    const paid = await sendStripeEvent(stripeEvent("invoice.paid", invoiceObject({ customer, subscription: sub.id, paid: true })));
    expect(paid.status).toBe(200);
    expect((await paymentState(id)).endDate).toBe(end.getTime());
    const profile = await (await browser.get("/profile")).text();
    expect(profile).toContain("Paid through");
    expect(profile).toContain("Manage or cancel subscription");
  });

  it("moves the paid-through date to the new period on renewal (renew)", async () => {
    const { id, customer, sub, end } = await subscribedByCard();
    const nextEnd = new Date(end.getTime() + 30 * DAY);
    await putSubscription(subscriptionObject({ id: sub.id, customer, userId: id, periodStart: end, periodEnd: nextEnd }));
    const before = await othersSnapshot(id);
    const res = await sendStripeEvent(stripeEvent("invoice.paid", invoiceObject({ customer, subscription: sub.id, paid: true })));
    expect(res.status).toBe(200);
    expect(await paymentState(id)).toMatchObject({ subscribed: true, endDate: nextEnd.getTime() });
    expect(await othersSnapshot(id)).toEqual(before);
  });

  it("keeps a 3-day grace after a failed renewal payment (payment failure)", async () => {
    const { id, customer, sub } = await subscribedByCard();
    const renewal = new Date(seconds(Date.now()));
    await putSubscription(
      subscriptionObject({ id: sub.id, customer, userId: id, status: "past_due", periodStart: renewal, periodEnd: new Date(renewal.getTime() + 30 * DAY) }),
    );
    const res = await sendStripeEvent(stripeEvent("invoice.payment_failed", invoiceObject({ customer, subscription: sub.id, paid: false })));
    expect(res.status).toBe(200);
    expect(await paymentState(id)).toMatchObject({ subscribed: true, endDate: renewal.getTime() + 3 * DAY });
  });

  it("keeps Premium until the period end after cancelling, then ends it (cancel at period end)", async () => {
    const { browser, id, customer, sub, start, end } = await subscribedByCard();
    await putSubscription(subscriptionObject({ id: sub.id, customer, userId: id, periodStart: start, periodEnd: end, cancelAt: end }));
    await sendStripeEvent(stripeEvent("customer.subscription.updated", sub));
    expect(await paymentState(id)).toMatchObject({ subscribed: true, endDate: end.getTime() });
    expect(await isLimited(browser)).toBe(false);

    await putSubscription(
      subscriptionObject({ id: sub.id, customer, userId: id, status: "canceled", periodStart: start, periodEnd: end, cancelAt: end, endedAt: end }),
    );
    await sendStripeEvent(stripeEvent("customer.subscription.deleted", sub));
    expect(await paymentState(id)).toMatchObject({ subscribed: false, endDate: end.getTime(), stripeSubscriptionId: sub.id });
    expect(await isLimited(browser)).toBe(true);
  });

  it("ends access at once on a full refund and cancels the subscription at Stripe (refund within 7 days)", async () => {
    const { browser, id, customer, sub } = await subscribedByCard();
    const before = await othersSnapshot(id);
    const res = await sendStripeEvent(stripeEvent("charge.refunded", chargeObject({ customer, refunded: 3700 })));
    expect(res.status).toBe(200);
    const state = await paymentState(id);
    expect(state).toMatchObject({ subscribed: false, fraud: false });
    expect(state.endDate).toBeLessThanOrEqual(Date.now());
    expect((await fakeStripe(`/__fake/subscriptions/${sub.id}`)).status).toBe("canceled");
    expect(await isLimited(browser)).toBe(true);
    expect(await othersSnapshot(id)).toEqual(before);

    // a later update about the cancelled subscription does not bring access back
    await sendStripeEvent(stripeEvent("customer.subscription.updated", sub));
    expect((await paymentState(id)).subscribed).toBe(false);
  });

  it("changes nothing on a partial refund", async () => {
    const { id, customer, end } = await subscribedByCard();
    await sendStripeEvent(stripeEvent("charge.refunded", chargeObject({ customer, refunded: 1000 })));
    expect(await paymentState(id)).toMatchObject({ subscribed: true, endDate: end.getTime() });
  });

  it("ends access and flags the account on a dispute (chargeback)", async () => {
    const { browser, id, customer, sub } = await subscribedByCard();
    const charge = chargeObject({ customer });
    await fakeStripe(`/__fake/charges/${charge.id}`, { method: "PUT", body: charge });
    const dispute = { id: uniqueId("dp"), object: "dispute", charge: charge.id, amount: 3700, status: "needs_response", reason: "fraudulent" };
    const res = await sendStripeEvent(stripeEvent("charge.dispute.created", dispute));
    expect(res.status).toBe(200);
    expect(await paymentState(id)).toMatchObject({ subscribed: false, fraud: true });
    expect((await fakeStripe(`/__fake/subscriptions/${sub.id}`)).status).toBe("canceled");
    expect(await isLimited(browser)).toBe(true);
    // the account is on hold: it cannot buy access it would not get
    expect(location(await browser.post("/subscribe", { method: "card" }))).toBe("/subscribe");
    expect(await (await browser.get("/subscribe")).text()).toContain("Premium access on this account is on hold");
  });

  it("applies an event delivered twice only once (duplicate delivery)", async () => {
    const { id, customer, sub, end } = await subscribedByCard();
    const event = stripeEvent("customer.subscription.updated", sub);
    expect((await sendStripeEvent(event)).status).toBe(200);
    // Stripe's state moves on; a redelivery of the same event id must not be applied again
    await putSubscription(subscriptionObject({ id: sub.id, customer, userId: id, status: "unpaid" }));
    const again = await sendStripeEvent(event);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ duplicate: true });
    expect(await paymentState(id)).toMatchObject({ subscribed: true, endDate: end.getTime() });
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM stripe_events WHERE id = ?").bind(event.id).first<{ n: number }>();
    expect(rows!.n).toBe(1);
  });

  it("ends in the subscription's current state when events arrive in reverse order", async () => {
    const { id, browser } = await learner();
    const customer = uniqueId("cus");
    const start = new Date(seconds(Date.now() - 40 * DAY));
    const end = new Date(start.getTime() + 30 * DAY);
    const sub = subscriptionObject({ id: uniqueId("sub"), customer, userId: id, status: "canceled", periodStart: start, periodEnd: end, endedAt: end });
    await putSubscription(sub);
    // the deletion arrives first, then the (older) creation and checkout completion
    await sendStripeEvent(stripeEvent("customer.subscription.deleted", sub, { created: end }));
    await sendStripeEvent(stripeEvent("customer.subscription.created", { ...sub, status: "active" }, { created: start }));
    await sendStripeEvent(
      stripeEvent("checkout.session.completed", checkoutSessionObject({ userId: id, customer, subscription: sub.id }), { created: start }),
    );
    expect(await paymentState(id)).toMatchObject({ subscribed: false, stripeCustomerId: customer, stripeSubscriptionId: sub.id });
    expect(await isLimited(browser)).toBe(true);
  });

  it("does not let a late event about an old subscription override a newer one", async () => {
    const { id, customer, sub, end } = await subscribedByCard();
    const old = subscriptionObject({ id: uniqueId("sub"), customer, userId: id, status: "canceled", endedAt: new Date(Date.now() - DAY) });
    await putSubscription(old);
    await sendStripeEvent(stripeEvent("customer.subscription.deleted", old));
    expect(await paymentState(id)).toMatchObject({ subscribed: true, endDate: end.getTime(), stripeSubscriptionId: sub.id });
  });

  it("refuses forged, stale and unsigned events with 400 and changes nothing (forged signature)", async () => {
    const { id, browser } = await learner();
    const customer = uniqueId("cus");
    const sub = subscriptionObject({ id: uniqueId("sub"), customer, userId: id });
    await putSubscription(sub);
    const event = stripeEvent("checkout.session.completed", checkoutSessionObject({ userId: id, customer, subscription: sub.id }));
    const before = await othersSnapshot(id);
    const forged = await sendStripeEvent(event, { secret: "whsec_attacker" });
    const stale = await sendStripeEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const unsigned = await sendStripeEvent(event, { signature: null });
    const garbage = await sendStripeEvent(event, { signature: "t=1,v1=deadbeef" });
    for (const res of [forged, stale, unsigned, garbage]) expect(res.status).toBe(400);
    expect(await paymentState(id)).toMatchObject({ subscribed: false, stripeCustomerId: null, stripeSubscriptionId: null });
    expect(await othersSnapshot(id)).toEqual(before);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM stripe_events WHERE id = ?").bind(event.id).first<{ n: number }>();
    expect(stored!.n).toBe(0);
    expect(await isLimited(browser)).toBe(true);
  });

  it("acknowledges event types it does not use", async () => {
    const res = await sendStripeEvent(stripeEvent("customer.created", { id: uniqueId("cus"), object: "customer" }));
    expect(res.status).toBe(200);
  });
});

describe("Hotmart webhooks (real v2 payload shapes)", () => {
  it("grants Premium for an approved purchase linked by our ref (sck)", async () => {
    const { id, browser } = await learner();
    const next = new Date(seconds(Date.now() + 30 * DAY));
    const transaction = uniqueId("HP").toUpperCase();
    const before = await othersSnapshot(id);
    const subscriberCode = uniqueId("SUB").toUpperCase();
    const res = await sendHotmart(
      hotmartBody("PURCHASE_APPROVED", { ref: id, transaction, subscriberCode, nextCharge: next, email: "someone-else@example.com" }),
    );
    expect(res.status).toBe(200);
    expect(await paymentState(id)).toMatchObject({
      subscribed: true,
      endDate: next.getTime() + 3 * DAY,
      hotmartOrderNumber: transaction,
      hotmartSubscriptionId: subscriberCode,
    });
    expect(await othersSnapshot(id)).toEqual(before);
    expect(await isLimited(browser)).toBe(false);
  });

  it("links by the buyer's email when there is no ref, and PURCHASE_COMPLETE grants too", async () => {
    const { id, email } = await learner();
    const transaction = uniqueId("HP").toUpperCase();
    await sendHotmart(hotmartBody("PURCHASE_COMPLETE", { email: email.toUpperCase(), transaction }));
    expect((await paymentState(id)).subscribed).toBe(true);
  });

  it("refuses a wrong or missing hottok with 401 and stores nothing (wrong hottok)", async () => {
    const { id } = await learner();
    const body = hotmartBody("PURCHASE_APPROVED", { ref: id });
    const before = await othersSnapshot(id);
    expect((await sendHotmart(body, "wrong-token")).status).toBe(401);
    expect((await sendHotmart(body, null)).status).toBe(401);
    expect((await sendHotmart(body, "")).status).toBe(401);
    expect((await paymentState(id)).subscribed).toBe(false);
    expect(await othersSnapshot(id)).toEqual(before);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM hotmart_events WHERE event_id = ?").bind(body.id).first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });

  it("answers 400 to a malformed body", async () => {
    expect((await sendHotmart("{not json")).status).toBe(400);
    expect((await sendHotmart({ event: "PURCHASE_APPROVED" })).status).toBe(400);
  });

  it("stores an event once and ignores its redelivery (duplicate delivery)", async () => {
    const { id } = await learner();
    const transaction = uniqueId("HP").toUpperCase();
    const approved = hotmartBody("PURCHASE_APPROVED", { ref: id, transaction, created: new Date(Date.now() - DAY) });
    const refunded = hotmartBody("PURCHASE_REFUNDED", { ref: id, transaction });
    await sendHotmart(approved);
    await sendHotmart(refunded);
    const again = await sendHotmart(approved);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ duplicate: true });
    expect((await paymentState(id)).subscribed).toBe(false);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM hotmart_events WHERE event_id = ?").bind(approved.id).first<{ n: number }>();
    expect(stored!.n).toBe(1);
  });

  it("ends access on a refund and keeps the refund's record", async () => {
    const { id, browser } = await learner();
    const transaction = uniqueId("HP").toUpperCase();
    await sendHotmart(hotmartBody("PURCHASE_APPROVED", { ref: id, transaction, created: new Date(Date.now() - 2 * DAY) }));
    expect(await isLimited(browser)).toBe(false);
    await sendHotmart(hotmartBody("PURCHASE_REFUNDED", { ref: id, transaction }));
    expect(await paymentState(id)).toMatchObject({ subscribed: false, fraud: false });
    expect(await isLimited(browser)).toBe(true);
    const row = await env.DB.prepare("SELECT status, user_id, processed FROM hotmart_events WHERE order_number = ? AND event_type = 'PURCHASE_REFUNDED'")
      .bind(transaction)
      .first();
    expect(row).toEqual({ status: "REFUNDED", user_id: id, processed: 1 });
  });

  it("revokes access and flags the account on a chargeback", async () => {
    const { id, browser } = await learner();
    const transaction = uniqueId("HP").toUpperCase();
    await sendHotmart(hotmartBody("PURCHASE_APPROVED", { ref: id, transaction, created: new Date(Date.now() - 2 * DAY) }));
    await sendHotmart(hotmartBody("PURCHASE_CHARGEBACK", { transaction }));
    expect(await paymentState(id)).toMatchObject({ subscribed: false, fraud: true });
    expect(await isLimited(browser)).toBe(true);
    expect(await (await browser.get("/profile")).text()).toContain("Premium on hold");
  });

  it("keeps access until the next charge date after a subscription cancellation, whatever the arrival order (reversed order)", async () => {
    const { id, email } = await learner();
    const code = uniqueId("SUB").toUpperCase();
    const next = new Date(seconds(Date.now() + 10 * DAY));
    const approved = hotmartBody("PURCHASE_APPROVED", { ref: id, subscriberCode: code, created: new Date(Date.now() - 20 * DAY), nextCharge: next });
    const cancelled = hotmartBody("SUBSCRIPTION_CANCELLATION", { subscriberCode: code, email, nextCharge: next });
    // the cancellation arrives before the approval it follows
    await sendHotmart(cancelled);
    await sendHotmart(approved);
    expect(await paymentState(id)).toMatchObject({ subscribed: true, endDate: next.getTime() });
  });

  it("gives a late renewal payment a 3-day grace (PURCHASE_DELAYED)", async () => {
    const { id } = await learner();
    const transaction = uniqueId("HP").toUpperCase();
    await sendHotmart(hotmartBody("PURCHASE_APPROVED", { ref: id, transaction, created: new Date(Date.now() - 31 * DAY), nextCharge: new Date(Date.now() + 5 * DAY) }));
    const delayed = new Date(seconds(Date.now()));
    await sendHotmart(hotmartBody("PURCHASE_DELAYED", { transaction, created: delayed }));
    expect(await paymentState(id)).toMatchObject({ subscribed: true, endDate: delayed.getTime() + 3 * DAY });
  });

  it("stores and acknowledges events that do not change access", async () => {
    const { id } = await learner();
    for (const type of ["PURCHASE_BILLET_PRINTED", "PURCHASE_PROTEST", "PURCHASE_EXPIRED", "SWITCH_PLAN"] as const) {
      const body = hotmartBody(type, { ref: id });
      const res = await sendHotmart(body);
      expect(res.status).toBe(200);
      const row = await env.DB.prepare("SELECT event_type FROM hotmart_events WHERE event_id = ?").bind(body.id).first();
      expect(row).toEqual({ event_type: type });
    }
    const unknown = hotmartBody("PURCHASE_APPROVED");
    unknown.event = "SOMETHING_NEW";
    expect((await sendHotmart(unknown)).status).toBe(200);
    expect((await paymentState(id)).subscribed).toBe(false);
  });

  it("never stores the hottok that some bodies repeat", async () => {
    const body = { ...hotmartBody("PURCHASE_BILLET_PRINTED"), hottok: "secret-in-body" };
    await sendHotmart(body);
    const row = await env.DB.prepare("SELECT event_data FROM hotmart_events WHERE event_id = ?").bind(body.id).first<{ event_data: string }>();
    expect(row!.event_data).not.toContain("secret-in-body");
  });
});

describe("order-number verification", () => {
  async function unlinkedOrder(type: "PURCHASE_APPROVED" | "PURCHASE_BILLET_PRINTED" = "PURCHASE_APPROVED") {
    const transaction = uniqueId("HP").toUpperCase();
    const res = await sendHotmart(hotmartBody(type, { transaction, email: `${uniqueId("buyer")}@example.com` }));
    expect(res.status).toBe(200);
    return transaction;
  }

  it("links an approved Hotmart order to the learner once (POST /api/verify-payment)", async () => {
    const { browser, id } = await learner();
    const order = await unlinkedOrder();
    const res = await browser.json("/api/verify-payment", { orderNumber: ` ${order.toLowerCase()} ` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Payment verified successfully." });
    expect(await paymentState(id)).toMatchObject({ subscribed: true, hotmartOrderNumber: order });
    expect(await isLimited(browser)).toBe(false);

    const again = await browser.json("/api/verify-payment", { orderNumber: order });
    expect(again.status).toBe(409);
    expect(((await again.json()) as any).message).toBe("This order is already linked to your account.");

    const { browser: other, id: otherId } = await learner();
    const taken = await other.json("/api/verify-payment", { orderNumber: order });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as any).message).toBe("This order is already linked to another account.");
    expect((await paymentState(otherId)).subscribed).toBe(false);
  });

  it("explains empty, unknown, unapproved and refunded orders", async () => {
    const { browser } = await learner();
    const empty = await browser.json("/api/verify-payment", { orderNumber: "" });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as any).message).toBe("Please enter your order number");
    const unknown = await browser.json("/api/verify-payment", { orderNumber: "HP0000000000" });
    expect(unknown.status).toBe(404);
    const pending = await browser.json("/api/verify-payment", { orderNumber: await unlinkedOrder("PURCHASE_BILLET_PRINTED") });
    expect(((await pending.json()) as any).message).toBe("This order has not been approved yet. Try again once Hotmart confirms your payment.");

    const order = await unlinkedOrder();
    await sendHotmart(hotmartBody("PURCHASE_REFUNDED", { transaction: order, email: "nobody@example.com", created: new Date(Date.now() + 1000) }));
    const refunded = await browser.json("/api/verify-payment", { orderNumber: order });
    expect(refunded.status).toBe(409);
    expect(((await refunded.json()) as any).message).toBe("This order was cancelled or refunded.");
  });

  it("works from the profile form, with 'Verification failed' and 'Success!'", async () => {
    const { browser } = await learner();
    const empty = await browser.post("/profile", { intent: "verify-payment", orderNumber: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Please enter your order number");
    const failed = await browser.post("/profile", { intent: "verify-payment", orderNumber: "HP404" });
    expect(failed.status).toBe(404);
    const html = await failed.text();
    expect(html).toContain("Verification failed");
    expect(html).toContain("We could not find a Hotmart order with this number.");

    const ok = await browser.post("/profile", { intent: "verify-payment", orderNumber: await unlinkedOrder() });
    expect(location(ok)).toBe("/profile");
    const page = await (await browser.get("/profile")).text();
    expect(page).toContain("Success!");
    expect(page).toContain("Payment verified successfully.");
  });

  it("limits attempts per account", async () => {
    const { browser } = await learner();
    for (let i = 0; i < 10; i++) {
      expect((await browser.json("/api/verify-payment", { orderNumber: `HPNOPE${i}` })).status).toBe(404);
    }
    const limited = await browser.json("/api/verify-payment", { orderNumber: "HPNOPE" });
    expect(limited.status).toBe(429);
  });

  it("needs a signed-in learner", async () => {
    const res = await SELF.fetch("http://localhost/api/verify-payment", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost" },
      body: JSON.stringify({ orderNumber: "HP1" }),
    });
    expect(res.status).toBe(401);
  });
});
