/** The built URLs of the client catalogs a page needs, for modulepreload links (none outside a build). */
import urls from "virtual:client-catalogs";
import type { Locale } from "./index";

export function catalogUrls(locale: Locale, admin: boolean): string[] {
  return [urls[locale], admin ? urls[`admin:${locale}`] : undefined].filter((url): url is string => Boolean(url));
}
