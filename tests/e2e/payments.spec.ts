import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import Stripe from "stripe";
import {
  checkoutSessionObject,
  stripeEvent,
  subscriptionObject,
  TEST_HOTMART_HOTTOK,
  TEST_STRIPE,
  uniqueId,
} from "../fakes/payment-fixtures";
import { readLatestCode } from "./support/outbox";

// The fake Stripe API started by global-setup.ts (also serves the fake checkout page).
const FAKE_STRIPE = () => {
  const url = process.env.E2E_FAKE_STRIPE_URL;
  if (!url) throw new Error("E2E_FAKE_STRIPE_URL is not set (tests/e2e/global-setup.ts starts the fake Stripe API)");
  return url;
};

/** A fresh, verified learner on the free plan, signed in on `page`. */
async function newLearner(page: Page, label: string) {
  const id = `${label.replace(/\W/g, "")}${Date.now().toString(36)}`;
  const username = `pay${id}`;
  const email = `pay${id}@example.com`;
  await page.goto("/auth?tab=register");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("paying-pass-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/email-verification$/);
  await page.getByLabel("Verification code").fill(await readLatestCode(page, email, { subject: "verification code" }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/exercises$/, { timeout: 10_000 });
  await expect(page.getByText("Limited Access Mode")).toBeVisible();
  return { username, email };
}

/** Posts a Stripe event signed with the webhook secret, as Stripe does. */
async function sendStripeEvent(request: APIRequestContext, event: unknown) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_STRIPE.webhookSecret });
  const res = await request.post("/webhooks/stripe", {
    data: payload,
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
  });
  expect(res.status()).toBe(200);
}

test("a free learner subscribes by card and, after Stripe's signed webhook, practises without limits", async ({ page, request }, info) => {
  const { email } = await newLearner(page, `${info.project.name}card`);

  await page.goto("/subscribe");
  await expect(page.getByText("$37")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute("href", "/exercises");
  await expect(page.getByLabel(/Credit or debit card/)).toBeChecked();
  await page.getByRole("button", { name: "Subscribe" }).click();

  // redirected to the (fake) Stripe Checkout page of a session created for this learner
  await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE()}/c/pay/cs_test_`));
  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  const sessions = (await (await request.get(`${FAKE_STRIPE()}/__fake/checkout-sessions`)).json()) as Array<{
    id: string;
    customer_email: string;
    client_reference_id: string;
  }>;
  const session = sessions.find((s) => s.customer_email === email)!;
  expect(page.url()).toContain(session.id);
  const userId = Number(session.client_reference_id);

  // Stripe completes the payment and tells us through a signed webhook
  const customer = uniqueId("cus");
  const sub = subscriptionObject({ id: uniqueId("sub"), customer, userId });
  await request.put(`${FAKE_STRIPE()}/__fake/subscriptions/${sub.id}`, { data: sub });
  await sendStripeEvent(request, stripeEvent("checkout.session.completed", checkoutSessionObject({ userId, customer, subscription: sub.id })));

  await page.goto(`/subscribe/success?session_id=${session.id}`);
  await expect(page.getByText("Your Premium access is active. Enjoy unlimited practice.")).toBeVisible();
  await page.getByRole("link", { name: "Go to Exercises" }).click();
  await expect(page).toHaveURL(/\/exercises$/);
  await expect(page.getByRole("heading", { name: "Choose what to practise" })).toBeVisible();
  await expect(page.getByText("Limited Access Mode")).toHaveCount(0);

  await page.goto("/subscribe");
  await expect(page.getByRole("button", { name: "You are already subscribed" })).toBeDisabled();
  await page.goto("/profile");
  await expect(page.getByTestId("subscription-panel").getByText("Premium", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Manage or cancel subscription" })).toBeVisible();
});

test("a learner who paid through Hotmart activates Premium with the order number", async ({ page, request }, info) => {
  await newLearner(page, `${info.project.name}hotmart`);

  // Hotmart's webhook arrives for a purchase made with another email and without our ref
  const body = JSON.parse(readFileSync(new URL("../fixtures/hotmart/PURCHASE_APPROVED.json", import.meta.url), "utf8"));
  const order = `HP${Date.now()}${info.project.name === "js-on" ? 1 : 2}`;
  body.id = uniqueId("hotmart-evt");
  body.creation_date = Date.now();
  body.data.purchase.transaction = order;
  body.data.purchase.approved_date = Date.now();
  body.data.buyer.email = `${uniqueId("buyer")}@example.com`;
  body.data.subscription.subscriber.code = uniqueId("SUB").toUpperCase();
  const hook = await request.post("/webhooks/hotmart", { data: body, headers: { "X-HOTMART-HOTTOK": TEST_HOTMART_HOTTOK } });
  expect(hook.status()).toBe(200);

  await page.goto("/profile");
  const panel = page.getByTestId("subscription-panel");
  await expect(panel.getByText("Free plan")).toBeVisible();
  await page.getByRole("button", { name: "Verify payment" }).click();
  await expect(page.getByText("Please enter your order number")).toBeVisible();

  await page.getByLabel("Order number").fill("HP0000000000");
  await page.getByRole("button", { name: "Verify payment" }).click();
  await expect(page.getByText("Verification failed")).toBeVisible();
  await expect(page.getByText("We could not find a Hotmart order with this number.", { exact: false })).toBeVisible();

  await page.getByLabel("Order number").fill(order.toLowerCase());
  await page.getByRole("button", { name: "Verify payment" }).click();
  await expect(page.getByText("Success!")).toBeVisible();
  await expect(page.getByText("Payment verified successfully.")).toBeVisible();
  await expect(panel.getByText("Premium", { exact: true })).toBeVisible();
  await expect(panel.getByText(`Paid through Hotmart, order ${order}`)).toBeVisible();

  await page.goto("/exercises");
  await expect(page.getByText("Limited Access Mode")).toHaveCount(0);
});

test("visitors see the plans and are sent to log in to subscribe; Hotmart buyers go to Hotmart with their id", async ({ page }, info) => {
  await page.goto("/subscription?canceled=1");
  await expect(page).toHaveURL(/\/subscribe\?canceled=1$/);
  await expect(page.getByText("Checkout canceled")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
  await page.getByRole("link", { name: "Log in to subscribe" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fsubscribe$/);

  await newLearner(page, `${info.project.name}visit`);
  await page.goto("/subscribe");
  await page.getByLabel(/Hotmart \(Brazil\)/).check();
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE()}/hotmart/checkout\\?`));
  const url = new URL(page.url());
  expect(url.searchParams.get("ref")).toMatch(/^\d+$/);
  expect(url.searchParams.get("sck")).toBe(url.searchParams.get("ref"));
});
