import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { canonicalUrl } from "~/components/marketing/canonical.server";
import { pageMeta } from "~/lib/meta";
import { contentMessages } from "~/lib/i18n/content.server";
import { localeFromRequest } from "~/lib/i18n";
import { ContentMessagesProvider } from "~/lib/i18n/react";
import type { MessageKey } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta({
    matches,
    messages: data?.messages,
    title: "about.metaTitle",
    description: "about.metaDescription",
    canonical: data?.canonical,
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    canonical: canonicalUrl(context, request, "/about"),
    messages: contentMessages(localeFromRequest(request), ["about.", "pages."]),
  };
}

const audiences: MessageKey[] = ["about.who.l1", "about.who.l2", "about.who.l3"];

const scoring: Array<[term: MessageKey, body: MessageKey]> = [
  ["about.scoring.rl.term", "about.scoring.rl.body"],
  ["about.scoring.writing.term", "about.scoring.writing.body"],
  ["about.scoring.speaking.term", "about.scoring.speaking.body"],
  ["about.scoring.total.term", "about.scoring.total.body"],
];

function AboutPage() {
  const t = useT();
  return (
    <article className="mx-auto max-w-3xl leading-relaxed text-slate-700">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("about.title")}</h1>
      <p className="mt-4 text-lg">{t("about.intro")}</p>

      <section aria-labelledby="what" className="mt-10">
        <h2 id="what" className="text-xl font-semibold text-slate-900">{t("about.what.heading")}</h2>
        <p className="mt-3">{t("about.what.body1")}</p>
        <p className="mt-3">{t("about.what.body2")}</p>
      </section>

      <section aria-labelledby="who" className="mt-10">
        <h2 id="who" className="text-xl font-semibold text-slate-900">{t("about.who.heading")}</h2>
        <p className="mt-3">{t("about.who.intro")}</p>
        <ul className="mt-3 list-disc space-y-1 pl-6">
          {audiences.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p className="mt-3">{t("about.who.outro")}</p>
      </section>

      <section aria-labelledby="scoring" className="mt-10">
        <h2 id="scoring" className="text-xl font-semibold text-slate-900">{t("about.scoring.heading")}</h2>
        <p className="mt-3">{t("about.scoring.intro")}</p>
        <dl className="mt-4 divide-y divide-slate-200 rounded-md border border-slate-200">
          {scoring.map(([term, body]) => (
            <div key={term} className="p-4 sm:grid sm:grid-cols-4 sm:gap-4">
              <dt className="font-semibold text-slate-900">{t(term)}</dt>
              <dd className="mt-1 sm:col-span-3 sm:mt-0">{t(body)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4">{t("about.scoring.ai")}</p>
        <p className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900" role="note">
          {t("about.scoring.disclaimer")}
        </p>
      </section>

      <section aria-labelledby="contact" className="mt-10">
        <h2 id="contact" className="text-xl font-semibold text-slate-900">{t("about.contact.heading")}</h2>
        <p className="mt-3">{t("about.contact.body")}</p>
        <Link
          to="/contact"
          className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t("pages.contactLink")}
        </Link>
      </section>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

export default function Page() {
  const { messages } = useLoaderData<typeof loader>();
  return (
    <ContentMessagesProvider messages={messages}>
      <AboutPage />
    </ContentMessagesProvider>
  );
}
