import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { accountDeps } from "~/lib/auth.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { verifyEmailLink } from "~/services/accounts.server";

/** GET /api/verify-email?token=: {success, message} */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromRequest(request);
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  const outcome = await verifyEmailLink(accountDeps(request, context), token);
  if (!outcome.ok) {
    const message = translate(locale, outcome.error);
    return Response.json({ success: false, message, error: message }, { status: outcome.status });
  }
  return Response.json({ success: true, message: translate(locale, "verify.successText") });
}
