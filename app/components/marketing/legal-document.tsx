import { Link } from "@remix-run/react";
import type { MessageKey } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";

/** A paragraph (a message key) or a bulleted list of message keys. */
export type LegalBlock = MessageKey | { list: MessageKey[] };

export interface LegalSection {
  /** The anchor id, stable across languages. */
  id: string;
  title: MessageKey;
  blocks: LegalBlock[];
  /** Ends the section with a link to the contact page. */
  contactLink?: boolean;
}

/**
 * A long legal text (privacy policy, terms): title, date, an optional summary, a table of contents
 * of plain anchors (no JavaScript) and numbered sections.
 */
export function LegalDocument({
  title,
  summary,
  sections,
}: {
  title: MessageKey;
  summary?: MessageKey;
  sections: LegalSection[];
}) {
  const t = useT();
  return (
    <article className="mx-auto max-w-3xl">
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(title)}</h1>
        <p className="mt-2 text-sm text-slate-500">{t("pages.lastUpdated")}</p>
        {summary ? (
          <p className="mt-6 rounded-md border border-brand-100 bg-brand-50 p-4 text-slate-700">{t(summary)}</p>
        ) : null}
      </header>

      <nav aria-labelledby="toc-heading" className="mt-6 rounded-md border border-slate-200 p-4">
        <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
          {t("pages.onThisPage")}
        </h2>
        <ol className="mt-2 grid list-inside list-decimal gap-1 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                {t(section.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-4">
          <h2 id={`${section.id}-title`} className="text-xl font-semibold">
            {index + 1}. {t(section.title)}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
            {section.blocks.map((block) =>
              typeof block === "string" ? (
                <p key={block}>{t(block)}</p>
              ) : (
                <ul key={block.list[0]} className="list-disc space-y-2 pl-6">
                  {block.list.map((item) => (
                    <li key={item}>{t(item)}</li>
                  ))}
                </ul>
              ),
            )}
            {section.contactLink ? (
              <p>
                <Link to="/contact" className="font-semibold text-brand-700 underline hover:text-brand-800">
                  {t("pages.contactLink")}
                </Link>
              </p>
            ) : null}
          </div>
        </section>
      ))}
    </article>
  );
}
