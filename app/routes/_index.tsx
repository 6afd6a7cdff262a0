import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { canonicalUrl } from "~/components/marketing/canonical.server";
import { Icon, type IconName } from "~/components/marketing/icons";
import { pageMeta } from "~/lib/meta";
import { contentMessages } from "~/lib/i18n/content.server";
import { localeFromRequest } from "~/lib/i18n";
import { ContentMessagesProvider } from "~/lib/i18n/react";
import { PricingCards } from "~/components/marketing/pricing-cards";
import { requireAnonymous } from "~/lib/auth.server";
import type { MessageKey } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta({
    matches,
    messages: data?.messages,
    title: "landing.metaTitle",
    description: "landing.metaDescription",
    canonical: data?.canonical,
    fullTitle: true,
  });

/** Visitors only: a signed-in user goes to the exercises. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  return {
    canonical: canonicalUrl(context, request, "/"),
    messages: contentMessages(localeFromRequest(request), ["landing.", "pages."]),
  };
}

type Section = "reading" | "listening" | "writing" | "speaking" | "fullTests" | "progress";
/** Checked by the compiler: every section has its title and body in the catalog. */
const featureKey = (section: Section, part: "title" | "body") =>
  `landing.feature.${section}.${part}` satisfies MessageKey;

const features: Array<{ icon: Section & IconName; badge?: MessageKey }> = [
  { icon: "reading" },
  { icon: "listening" },
  { icon: "writing", badge: "landing.badge.aiFeedback" },
  { icon: "speaking", badge: "landing.badge.aiFeedback" },
  { icon: "fullTests", badge: "landing.badge.officialScoring" },
  { icon: "progress" },
];

const steps: Array<[title: MessageKey, body: MessageKey]> = [
  ["landing.how.step1.title", "landing.how.step1.body"],
  ["landing.how.step2.title", "landing.how.step2.body"],
  ["landing.how.step3.title", "landing.how.step3.body"],
];

/** The hero's example report: 27 + 25 + 24 + 23 = 99, band 5 (C1) on the 2026 scale. */
const sampleScores: Array<[Section, number]> = [
  ["reading", 27],
  ["listening", 25],
  ["writing", 24],
  ["speaking", 23],
];

function SampleReport() {
  const t = useT();
  const total = sampleScores.reduce((sum, [, score]) => sum + score, 0);
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg" aria-labelledby="sample-label">
      <p id="sample-label" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
        {t("landing.sample.label")}
      </p>
      <dl className="mt-4 space-y-3">
        {sampleScores.map(([section, score]) => (
          <div key={section}>
            <div className="flex justify-between text-sm">
              <dt className="font-medium text-slate-700">{t(featureKey(section, "title"))}</dt>
              <dd className="font-semibold text-slate-900">{score}/30</dd>
            </div>
            <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
              <div className="h-2 rounded-full bg-brand-600" style={{ width: `${(score / 30) * 100}%` }} />
            </div>
          </div>
        ))}
        <div className="flex items-baseline justify-between border-t border-slate-200 pt-3">
          <dt className="font-semibold text-slate-900">{t("landing.sample.total")}</dt>
          <dd className="text-2xl font-bold text-brand-700">{total}/120</dd>
        </div>
      </dl>
      <p className="mt-2 text-right text-sm font-medium text-slate-600">{t("landing.sample.band")}</p>
      <figcaption className="mt-4 text-xs text-slate-500">{t("landing.sample.note")}</figcaption>
    </figure>
  );
}

function LandingPage() {
  const t = useT();
  return (
    <div className="space-y-20 sm:space-y-24">
      <section className="grid items-center gap-10 pt-4 md:grid-cols-2 md:pt-10" aria-labelledby="hero-title">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t("landing.eyebrow")}</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t("landing.title")}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-600">{t("landing.subtitle")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/auth?tab=register"
              className="rounded-md bg-brand-600 px-6 py-3 text-center text-base font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              {t("landing.ctaStart")}
            </Link>
            <a
              href="#pricing"
              className="rounded-md border border-slate-300 px-6 py-3 text-center text-base font-semibold text-slate-700 hover:bg-slate-50"
            >
              {t("landing.ctaPlans")}
            </a>
          </div>
          <p className="mt-3 text-sm text-slate-500">{t("landing.noCard")}</p>
        </div>
        <div className="hidden md:block">
          <SampleReport />
        </div>
      </section>

      <section aria-labelledby="features-title">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {t("landing.features.heading")}
          </h2>
          <p className="mt-3 text-slate-600">{t("landing.features.intro")}</p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon, badge }) => (
            <li key={icon} className="rounded-xl border border-slate-200 p-6">
              <div className="flex items-center justify-between gap-2">
                <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon name={icon} />
                </span>
                {badge ? (
                  <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                    {t(badge)}
                  </span>
                ) : null}
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(featureKey(icon, "title"))}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(featureKey(icon, "body"))}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-title" className="rounded-2xl bg-slate-50 px-6 py-12 sm:px-10">
        <h2 id="how-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {t("landing.how.heading")}
        </h2>
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {steps.map(([title, body], index) => (
            <li key={title} className="flex gap-4">
              <span
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{t(title)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{t(body)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {t("landing.pricing.heading")}
          </h2>
          <p className="mt-3 text-slate-600">{t("landing.pricing.intro")}</p>
        </div>
        <div className="mt-10">
          <PricingCards freeTo="/auth" premiumTo="/subscribe" />
        </div>
        <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-slate-500">{t("landing.pricing.note")}</p>
      </section>

      <section
        aria-labelledby="final-title"
        className="rounded-2xl bg-brand-700 px-6 py-12 text-center text-white sm:px-10"
      >
        <h2 id="final-title" className="text-3xl font-bold tracking-tight">{t("landing.final.heading")}</h2>
        <p className="mt-3 text-brand-100">{t("landing.final.body")}</p>
        <Link
          to="/auth?tab=register"
          className="mt-8 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("landing.ctaStart")}
        </Link>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

export default function Page() {
  const { messages } = useLoaderData<typeof loader>();
  return (
    <ContentMessagesProvider messages={messages}>
      <LandingPage />
    </ContentMessagesProvider>
  );
}
