import type { Locale } from "~/lib/i18n";

/**
 * A post date as "MMM dd, yyyy" in the reader's language ("Mar 05, 2026"; "05 de mar. de 2026"),
 * in UTC so the server's and the browser's renderings agree.
 */
export function formatPostDate(value: string | Date | null | undefined, locale: Locale): string {
  if (!value) return "";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale, { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" }).format(date);
}
