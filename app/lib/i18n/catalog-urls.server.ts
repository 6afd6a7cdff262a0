/** The built URL of a language's client catalog, for a modulepreload link (null outside a build). */
import urls from "virtual:client-catalogs";
import type { Locale } from "./index";

export function catalogUrl(locale: Locale): string | null {
  return urls[locale] ?? null;
}
