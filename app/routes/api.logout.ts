import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed } from "~/lib/api.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { destroyUserSession } from "~/lib/session.server";

export const loader = methodNotAllowed;

/** POST /api/logout: ends the session. */
export async function action({ request, context }: ActionFunctionArgs) {
  const cookie = await destroyUserSession(request, context);
  const message = translate(localeFromRequest(request), "toast.loggedOutText");
  return Response.json({ success: true, message }, { headers: { "Set-Cookie": cookie } });
}
