import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed, requireApiUser } from "~/lib/api.server";
import { accountDeps } from "~/lib/auth.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { resendVerification } from "~/services/accounts.server";

export const loader = methodNotAllowed;

/** POST /api/resend-verification: mails a new code and link. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request, context, { allowUnverified: true });
  const outcome = await resendVerification(accountDeps(request, context), user);
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json({ success: true, message: translate(localeFromRequest(request), "code.resent") });
}
