import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed, parseBody, requireApiUser } from "~/lib/api.server";
import { accountDeps } from "~/lib/auth.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { VerificationCodeSchema } from "~/lib/validation";
import { verifyEmailCode } from "~/services/accounts.server";

export const loader = methodNotAllowed;

/** POST /api/verify-email-code {code}: verifies the signed-in user's email. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request, context, { allowUnverified: true });
  const parsed = await parseBody(request, VerificationCodeSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await verifyEmailCode(accountDeps(request, context), user, parsed.value.code);
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json({ success: true, message: translate(localeFromRequest(request), "verify.successText") });
}
