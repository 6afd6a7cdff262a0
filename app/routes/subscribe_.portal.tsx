import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/lib/auth.server";
import { getAppUrl } from "~/lib/env.server";
import { redirectWithToast } from "~/lib/responses.server";
import { openBillingPortal } from "~/services/checkout.server";

/** Only POST opens the portal; a GET goes back to the profile. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return redirect("/profile");
}

/** POST /subscribe/portal: the Stripe customer portal (cancel, change card, invoices). */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const env = context.cloudflare.env;
  const outcome = await openBillingPortal({ env, appUrl: getAppUrl(env, request) }, user);
  if (outcome.ok) return redirect(outcome.url, 303);
  return redirectWithToast("/profile", { type: "error", title: "payments.error", description: outcome.error });
}
