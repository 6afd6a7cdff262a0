import type { MetaDescriptor } from "@remix-run/cloudflare";
import { DEFAULT_LOCALE, fillParams, isLocale, translate, type Locale, type MessageKey } from "~/lib/i18n";

type Match = { id: string; data?: unknown };

/** The request's locale, read from the root loader's data (meta functions have no React context). */
export function rootLocale(matches: ReadonlyArray<Match>): Locale {
  const root = matches.find((m) => m.id === "root")?.data as { locale?: unknown } | undefined;
  return isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE;
}

/** Title "<page> | <site>" and the site's default description, for pages without their own. */
export function pageTitle(matches: ReadonlyArray<Match>, key: MessageKey | (string & {})): MetaDescriptor[] {
  const locale = rootLocale(matches);
  return [
    { title: `${translate(locale, key)} | ${translate(locale, "app.name")}` },
    { name: "description", content: translate(locale, "app.tagline") },
  ];
}

/**
 * Title, description, Open Graph tags and the canonical link of a public page. `messages` are the
 * content texts the page's loader sent (content keys are not in the browser's catalog).
 * The canonical URL is the same for both languages: the locale is a cookie, not part of the URL.
 */
export function pageMeta(options: {
  matches: ReadonlyArray<Match>;
  messages?: Record<string, string>;
  title: MessageKey;
  description: MessageKey;
  canonical?: string;
  fullTitle?: boolean;
}): MetaDescriptor[] {
  const locale = rootLocale(options.matches);
  const tr = (key: string, params?: Record<string, string>) =>
    options.messages && key in options.messages ? fillParams(options.messages[key], params) : translate(locale, key, params);
  const app = tr("app.name");
  const page = tr(options.title);
  const title = options.fullTitle ? page : `${page} | ${app}`;
  const description = tr(options.description);
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
