import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed, parseBody, requireApiUser } from "~/lib/api.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { VerifyPaymentSchema } from "~/lib/payment-schemas";
import { clientIp } from "~/lib/rate-limit.server";
import { verifyHotmartOrder } from "~/services/payment-verification.server";

export const loader = methodNotAllowed;

/** POST /api/verify-payment {orderNumber}: links an approved Hotmart order to the signed-in user. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request, context);
  const parsed = await parseBody(request, VerifyPaymentSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await verifyHotmartOrder({ db: context.db, ip: clientIp(request) }, user, parsed.value.orderNumber);
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json({ success: true, message: translate(localeFromRequest(request), "payments.verify.success") });
}
