import type { MetaDescriptor } from "@remix-run/cloudflare";
import { DEFAULT_LOCALE, isLocale, translate, type Locale, type MessageKey } from "~/lib/i18n";

/** The request's locale as the root loader chose it (meta functions have no React context). */
export function localeFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown }>): Locale {
  const data = matches.find((m) => m.id === "root")?.data as { locale?: unknown } | undefined;
  return isLocale(data?.locale) ? data.locale : DEFAULT_LOCALE;
}

/**
 * Title, description, Open Graph tags and the canonical link of a public page.
 * `title` is shown as "Title | TOEFL Practice" unless `fullTitle` is set (the landing page).
 * The canonical URL is the same for both languages: the locale is a cookie, not part of the URL.
 */
export function pageMeta(options: {
  matches: ReadonlyArray<{ id: string; data?: unknown }>;
  title: MessageKey;
  description: MessageKey;
  canonical?: string;
  fullTitle?: boolean;
}): MetaDescriptor[] {
  const locale = localeFromMatches(options.matches);
  const app = translate(locale, "app.name");
  const page = translate(locale, options.title);
  const title = options.fullTitle ? page : translate(locale, "pages.titleTemplate", { page, app });
  const description = translate(locale, options.description);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: app },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:locale", content: locale === "pt-BR" ? "pt_BR" : "en_US" },
    { name: "twitter:card", content: "summary" },
  ];
  if (options.canonical) {
    tags.push({ tagName: "link", rel: "canonical", href: options.canonical });
    tags.push({ property: "og:url", content: options.canonical });
  }
  return tags;
}
