/**
 * The message catalog: every string a person reads, in English and Brazilian Portuguese.
 * Each area of the app keeps its messages in messages/<area>.ts as `export const en` and
 * `export const pt` (pt must have exactly the keys of en: checked by its type); the English texts
 * are the spec's exact texts. Placeholders are written {name} and filled by `t(key, { name })`.
 *
 * The catalogs are registered, not imported here, so a browser downloads only its own language:
 * the server registers both (app/lib/i18n/register-all.ts, imported by entry.server.tsx), the
 * browser registers the one of the page (entry.client.tsx) before hydrating, plus the admin
 * screens' catalog (catalog-admin.*) when the signed-in user is an administrator.
 */
import type { catalog as englishAdminCatalog } from "./catalog-admin.en";
import type { catalog as englishCatalog } from "./catalog.en";
import type { pageMessages } from "./messages/pages";

export const LOCALES = ["en", "pt-BR"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

type ClientKey = keyof typeof englishCatalog | keyof typeof englishAdminCatalog;
/**
 * Long page content (landing, about, privacy, terms) stays on the server: its loaders send the
 * current language's texts (see content.server.ts), so browsers never download both catalogs.
 */
export type ContentKey = keyof (typeof pageMessages)["en"];
export type MessageKey = ClientKey | ContentKey;

const catalogs: Partial<Record<Locale, Readonly<Record<string, string>>>> = {};

/** Adds messages to a language's table (the learner catalog, then the admin one for administrators). */
export function registerCatalog(locale: Locale, messages: Readonly<Record<string, string>>) {
  catalogs[locale] = { ...catalogs[locale], ...messages };
}

function tableFor(locale: Locale): Readonly<Record<string, string>> {
  return catalogs[locale] ?? catalogs[DEFAULT_LOCALE] ?? {};
}

export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey | (string & {}), params?: Params) => string;

export function isMessageKey(key: string, locale: Locale = DEFAULT_LOCALE): key is ClientKey {
  return Object.prototype.hasOwnProperty.call(tableFor(locale), key);
}

export function fillParams(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The text of a key in a locale (a string that is not a key is returned as it is). */
export function translate(locale: Locale, key: string, params?: Params): string {
  const table = tableFor(locale);
  return fillParams(Object.prototype.hasOwnProperty.call(table, key) ? table[key] : key, params);
}

export function makeT(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Picks a supported locale from an Accept-Language header (quality-ordered). */
export function localeFromAcceptLanguage(header: string | null): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag, ...rest] = part.trim().split(";");
      const q = rest.find((r) => r.trim().startsWith("q="));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag === "pt" || tag.startsWith("pt-")) return "pt-BR";
    if (tag === "en" || tag.startsWith("en-")) return "en";
  }
  return null;
}

/** Shared by the server (cookie parsing) and the client. */
export const LOCALE_COOKIE = "lang";

export function localeFromRequest(request: Request): Locale {
  const cookie = request.headers.get("Cookie") ?? "";
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`));
  const chosen = match ? decodeURIComponent(match[1]) : null;
  if (isLocale(chosen)) return chosen;
  return localeFromAcceptLanguage(request.headers.get("Accept-Language")) ?? DEFAULT_LOCALE;
}
