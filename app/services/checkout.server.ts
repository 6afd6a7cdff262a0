/**
 * Starting a payment: a Stripe Checkout Session (card), the Hotmart checkout link (Brazil), and the
 * Stripe customer portal (cancel, change card). Results carry catalog keys; routes turn them into
 * redirects or toasts. Nothing here changes a subscription: only verified webhooks do.
 */
import { hasPremiumAccess } from "~/domain/access";
import type { AppEnv } from "~/lib/env.server";
import { createStripe } from "~/lib/stripe.server";
import type { User } from "~/models/user.server";

export type CheckoutResult = { ok: true; url: string } | { ok: false; error: string };

export interface CheckoutDeps {
  env: AppEnv;
  /** Absolute origin of the app, for Stripe's return URLs. */
  appUrl: string;
}

const redirectError = { ok: false, error: "payments.redirectError" } as const;

/** Nobody pays twice, and an account on hold after a chargeback cannot buy access it would not get. */
function cannotBuy(user: User): CheckoutResult | null {
  if (user.isFraudSuspect) return { ok: false, error: "payments.withheldText" };
  if (hasPremiumAccess(user)) return { ok: false, error: "payments.alreadySubscribed" };
  return null;
}

export async function startCardCheckout({ env, appUrl }: CheckoutDeps, user: User): Promise<CheckoutResult> {
  const refused = cannotBuy(user);
  if (refused) return refused;
  const stripe = createStripe(env);
  if (!stripe || !env.STRIPE_PRICE_ID) {
    console.error("Card checkout unavailable: STRIPE_SECRET_KEY or STRIPE_PRICE_ID is not set");
    return redirectError;
  }
  try {
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: env.STRIPE_PRICE_ID, quantity: 1 }],
      client_reference_id: String(user.id),
      metadata: { userId: String(user.id) },
      subscription_data: { metadata: { userId: String(user.id) } },
      ...(user.stripeCustomerId ? { customer: user.stripeCustomerId } : { customer_email: user.email }),
      success_url: `${appUrl}/subscribe/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${appUrl}/subscribe?canceled=1`,
    });
    if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
    return { ok: true, url: session.url };
  } catch (error) {
    console.error("Stripe Checkout Session could not be created:", error instanceof Error ? error.message : error);
    return redirectError;
  }
}

/** The configured Hotmart checkout link, carrying our user id so the purchase can be linked. */
export function hotmartCheckoutUrl(env: Pick<AppEnv, "HOTMART_CHECKOUT_URL">, user: User): CheckoutResult {
  const refused = cannotBuy(user);
  if (refused) return refused;
  if (!env.HOTMART_CHECKOUT_URL) {
    console.error("Hotmart checkout unavailable: HOTMART_CHECKOUT_URL is not set");
    return redirectError;
  }
  let url: URL;
  try {
    url = new URL(env.HOTMART_CHECKOUT_URL);
  } catch {
    console.error("HOTMART_CHECKOUT_URL is not a URL");
    return redirectError;
  }
  const id = String(user.id);
  url.searchParams.set("ref", id);
  url.searchParams.set("sck", id);
  url.searchParams.set("xcod", id);
  if (!url.searchParams.has("email")) url.searchParams.set("email", user.email);
  return { ok: true, url: url.toString() };
}

/** A Stripe customer-portal session for a learner who pays by card. */
export async function openBillingPortal({ env, appUrl }: CheckoutDeps, user: User): Promise<CheckoutResult> {
  if (!user.stripeCustomerId) return { ok: false, error: "payments.noCardSubscription" };
  const stripe = createStripe(env);
  if (!stripe) {
    console.error("Billing portal unavailable: STRIPE_SECRET_KEY is not set");
    return redirectError;
  }
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: user.stripeCustomerId,
      return_url: `${appUrl}/profile`,
    });
    return { ok: true, url: session.url };
  } catch (error) {
    console.error("Stripe billing portal session could not be created:", error instanceof Error ? error.message : error);
    return redirectError;
  }
}
