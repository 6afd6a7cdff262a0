import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getOptionalUser } from "~/lib/auth.server";
import { getAppUrl } from "~/lib/env.server";

/** GET /robots.txt: private areas closed to crawlers, and the absolute sitemap address. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await getOptionalUser(request, context);
  const base = getAppUrl(context.cloudflare.env, request);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin/",
    "Disallow: /api/",
    "Disallow: /dev/",
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
