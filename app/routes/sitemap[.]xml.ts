import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getOptionalUser } from "~/lib/auth.server";
import { getAppUrl } from "~/lib/env.server";
import { listPublishedSlugs } from "~/models/blog-post.server";

/** The public pages that search engines should index (the rest are private or forms). */
const STATIC_PAGES = ["/", "/blog", "/about", "/contact", "/privacy", "/terms"] as const;

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** GET /sitemap.xml: the static public pages and every published post, with its last change. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await getOptionalUser(request, context);
  const base = getAppUrl(context.cloudflare.env, request);
  const posts = await listPublishedSlugs(context.db);
  const newest = posts.reduce<Date | null>((max, p) => (!max || p.updatedAt > max ? p.updatedAt : max), null);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const urls = [
    ...STATIC_PAGES.map((path) => ({ loc: base + path, lastmod: path === "/blog" && newest ? day(newest) : null })),
    ...posts.map((p) => ({ loc: `${base}/blog/${encodeURIComponent(p.slug)}`, lastmod: day(p.updatedAt) })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (u) => `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
