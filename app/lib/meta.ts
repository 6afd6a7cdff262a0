import { DEFAULT_LOCALE, isLocale, translate, type Locale, type MessageKey } from "~/lib/i18n";

type Match = { id: string; data?: unknown };

/** The request's locale, read from the root loader's data (for `meta` functions). */
export function rootLocale(matches: Match[]): Locale {
  const root = matches.find((m) => m.id === "root")?.data as { locale?: unknown } | undefined;
  return isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE;
}

/** A page title "<page> | <site name>" in the request's locale. */
export function pageTitle(matches: Match[], key: MessageKey | (string & {})) {
  const locale = rootLocale(matches);
  return { title: `${translate(locale, key)} | ${translate(locale, "app.name")}` };
}
