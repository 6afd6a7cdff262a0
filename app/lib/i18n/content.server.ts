import type { Locale } from "./index";
import { pageMessages } from "./messages/pages";

export type ContentMessages = Record<string, string>;

/** The current language's texts of the content keys that start with one of `prefixes`. */
export function contentMessages(locale: Locale, prefixes: string[]): ContentMessages {
  const catalog: Record<string, string> = locale === "pt-BR" ? pageMessages.pt : pageMessages.en;
  const out: ContentMessages = {};
  for (const [key, text] of Object.entries(catalog)) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) out[key] = text;
  }
  return out;
}
