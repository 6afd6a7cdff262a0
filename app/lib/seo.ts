import type { MetaDescriptor } from "@remix-run/cloudflare";
import { rootLocale } from "~/lib/meta";
import { translate } from "~/lib/i18n";

type Match = { id: string; data?: unknown };

/**
 * Search and social metadata of a page whose texts are data (a blog article) rather than catalog
 * keys: title "<title> | <site>", description, keywords, canonical link, Open Graph and Twitter
 * tags, and optional JSON-LD (Remix escapes `<`, `>` and `&` inside the script element).
 * The site name is the catalog's `app.name`.
 */
export function seoMeta(options: {
  matches: ReadonlyArray<Match>;
  title: string;
  description: string;
  keywords?: string | null;
  canonical?: string;
  image?: string | null;
  type?: "website" | "article";
  publishedTime?: string | null;
  modifiedTime?: string | null;
  tags?: string[];
  jsonLd?: Record<string, unknown>;
}): MetaDescriptor[] {
  const locale = rootLocale(options.matches);
  const site = translate(locale, "app.name");
  const title = `${options.title} | ${site}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: options.description },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: site },
    { property: "og:title", content: options.title },
    { property: "og:description", content: options.description },
    { property: "og:locale", content: locale === "pt-BR" ? "pt_BR" : "en_US" },
    { name: "twitter:card", content: options.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: options.title },
    { name: "twitter:description", content: options.description },
  ];
  if (options.keywords) tags.push({ name: "keywords", content: options.keywords });
  if (options.canonical) {
    tags.push({ tagName: "link", rel: "canonical", href: options.canonical });
    tags.push({ property: "og:url", content: options.canonical });
  }
  if (options.image) {
    tags.push({ property: "og:image", content: options.image });
    tags.push({ name: "twitter:image", content: options.image });
  }
  if (options.publishedTime) tags.push({ property: "article:published_time", content: options.publishedTime });
  if (options.modifiedTime) tags.push({ property: "article:modified_time", content: options.modifiedTime });
  for (const tag of options.tags ?? []) tags.push({ property: "article:tag", content: tag });
  if (options.jsonLd) tags.push({ "script:ld+json": options.jsonLd });
  return tags;
}

/** An absolute URL for a possibly relative one (og:image must be absolute). */
export function absoluteUrl(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, origin + "/").toString();
  } catch {
    return null;
  }
}
