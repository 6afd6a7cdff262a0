import type { AppLoadContext } from "@remix-run/cloudflare";
import { getAppUrl } from "~/lib/env.server";

/** The absolute canonical URL of a public page, from APP_URL (the request origin only when it is unset). */
export function canonicalUrl(context: AppLoadContext, request: Request, pathname: string): string {
  return getAppUrl(context.cloudflare.env, request) + pathname;
}
