import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed } from "~/lib/api.server";
import { handleStripeWebhook } from "~/services/stripe-webhooks.server";

export const loader = methodNotAllowed;

/**
 * POST /webhooks/stripe. No session and no CSRF check (the Worker exempts /webhooks/): the
 * Stripe-Signature header is the guard, verified on the raw body before anything is read.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const outcome = await handleStripeWebhook(
    { db: context.db, env: context.cloudflare.env },
    await request.text(),
    request.headers.get("Stripe-Signature"),
  );
  return Response.json(outcome.body, { status: outcome.status });
}
