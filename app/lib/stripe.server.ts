/**
 * The Stripe client, built per request from the environment (no module-level secrets). It uses
 * fetch and SubtleCrypto, which the Workers runtime provides. `STRIPE_API_BASE` (tests only)
 * points the real SDK at a local fake of Stripe's HTTP API.
 */
import Stripe from "stripe";
import type { AppEnv } from "~/lib/env.server";

export type { Stripe };

/** Verifies webhook signatures with Web Crypto (constructEventAsync). No secret in it. */
export const stripeCryptoProvider = Stripe.createSubtleCryptoProvider();

type StripeEnv = Pick<AppEnv, "STRIPE_SECRET_KEY" | "STRIPE_API_BASE">;

/** A Stripe client, or null when STRIPE_SECRET_KEY is not set (payments by card are then unavailable). */
export function createStripe(env: StripeEnv): Stripe | null {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) return null;
  return new Stripe(key, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...apiBase(env.STRIPE_API_BASE),
  });
}

function apiBase(base: string | undefined) {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? "80" : "443"), protocol } as const;
}

/** Verifies a webhook's Stripe-Signature header; throws when it is missing, forged or stale. */
export function verifyStripeEvent(payload: string, signature: string, secret: string): Promise<Stripe.Event> {
  return Stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, stripeCryptoProvider);
}

/** Stripe's "no such object" error (a 404 from its API). */
export function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.code === "resource_missing" || error.statusCode === 404);
}
