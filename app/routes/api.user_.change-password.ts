import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { failureJson, methodNotAllowed, parseBody, requireApiUser } from "~/lib/api.server";
import { accountDeps } from "~/lib/auth.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { getSessionId } from "~/lib/session.server";
import { PasswordSchema } from "~/lib/validation";
import { changePassword } from "~/services/accounts.server";

export const loader = methodNotAllowed;

const ApiChangePasswordSchema = z.object({
  currentPassword: z.string({ required_error: "validation.passwordMin" }).min(6, "validation.passwordMin"),
  newPassword: PasswordSchema,
});

/** POST /api/user/change-password {currentPassword, newPassword} */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request, context);
  const parsed = await parseBody(request, ApiChangePasswordSchema);
  if (!parsed.ok) return parsed.response;
  const sessionId = await getSessionId(request, context.cloudflare.env);
  const outcome = await changePassword(accountDeps(request, context), user, parsed.value, sessionId ?? undefined);
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json({ success: true, message: translate(localeFromRequest(request), "profile.passwordChangedText") });
}
