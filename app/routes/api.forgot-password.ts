import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed, parseBody } from "~/lib/api.server";
import { accountDeps } from "~/lib/auth.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { ForgotPasswordSchema } from "~/lib/validation";
import { requestPasswordReset } from "~/services/accounts.server";

export const loader = methodNotAllowed;

/** POST /api/forgot-password {email}: the same answer whether or not the account exists. */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseBody(request, ForgotPasswordSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await requestPasswordReset(accountDeps(request, context), parsed.value.email);
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json({ success: true, message: translate(localeFromRequest(request), "forgot.success") });
}
