import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { failureJson, methodNotAllowed, parseBody } from "~/lib/api.server";
import { accountDeps } from "~/lib/auth.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { PasswordSchema, ResetTokenSchema } from "~/lib/validation";
import { resetPassword } from "~/services/accounts.server";

export const loader = methodNotAllowed;

const ApiResetSchema = z.object({ token: ResetTokenSchema, password: PasswordSchema });

/** POST /api/reset-password {token, password} */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseBody(request, ApiResetSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await resetPassword(accountDeps(request, context), parsed.value);
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json({ success: true, message: translate(localeFromRequest(request), "toast.resetSuccessText") });
}
