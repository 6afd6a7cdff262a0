import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { isLocal } from "~/lib/env.server";
import { isLocale, LOCALE_COOKIE } from "~/lib/i18n";
import { safeRedirect } from "~/lib/validation";

export async function loader() {
  return redirect("/");
}

/** Saves the chosen language in a cookie (a year) and returns to the page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const locale = form.get("locale");
  const back = safeRedirect(form.get("redirectTo"), "/");
  if (!isLocale(locale)) return redirect(back);
  const secure = isLocal(context.cloudflare.env) ? "" : "; Secure";
  return redirect(back, {
    headers: {
      "Set-Cookie": `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`,
    },
  });
}
