import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed } from "~/lib/api.server";
import { handleHotmartWebhook } from "~/services/hotmart-webhooks.server";

export const loader = methodNotAllowed;

/**
 * POST /webhooks/hotmart. No session and no CSRF check (the Worker exempts /webhooks/): the
 * X-HOTMART-HOTTOK header is the guard, checked before the body is read.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const outcome = await handleHotmartWebhook({ db: context.db, env: context.cloudflare.env }, request);
  return Response.json(outcome.body, { status: outcome.status });
}
