import { Form, Link, useLocation } from "@remix-run/react";
import { LOCALES } from "~/lib/i18n";
import { useLocale, useT } from "~/lib/i18n/react";

export function SiteFooter({ year }: { year: number }) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const links: Array<[string, string]> = [
    ["/", "footer.home"],
    ["/about", "footer.about"],
    ["/subscribe", "footer.pricing"],
    ["/privacy", "footer.privacy"],
    ["/terms", "footer.terms"],
    ["/contact", "footer.contact"],
  ];
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 md:flex-row md:items-center md:justify-between">
        <nav aria-label="Footer" className="flex flex-wrap gap-4">
          {links.map(([to, key]) => (
            <Link key={to} to={to} className="hover:text-brand-700 hover:underline">
              {t(key)}
            </Link>
          ))}
        </nav>
        <Form method="post" action="/language" className="flex items-center gap-2" reloadDocument>
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <label htmlFor="language-select">{t("nav.language")}</label>
          <select id="language-select" name="locale" defaultValue={locale} className="rounded border border-slate-300 bg-white px-2 py-1">
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {t(`lang.${l}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="rounded border border-slate-300 bg-white px-2 py-1 hover:bg-slate-100">
            {t("nav.languageSwitch")}
          </button>
        </Form>
      </div>
      <p className="mx-auto max-w-6xl px-4 pb-8 text-xs text-slate-500">{t("footer.copyright", { year })}</p>
    </footer>
  );
}
