import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { hasPremiumAccess } from "~/domain/access";
import { taskDescriptionKey, taskLabelKey } from "~/domain/tasks/registry";
import { requireUser } from "~/lib/auth.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { taskHub } from "~/services/tasks.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "exercises.pageTitle");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { premium: hasPremiumAccess(user), current: await taskHub(context.db) };
}

const PREVIOUS_FORMAT = [
  { to: "/reading", title: "exercises.reading", text: "exercises.readingText" },
  { to: "/listening", title: "exercises.listening", text: "exercises.listeningText" },
  { to: "/writing", title: "exercises.writing", text: "exercises.writingText" },
  { to: "/speaking", title: "exercises.speaking", text: "exercises.speakingText" },
  { to: "/full-test", title: "exercises.fullTest", text: "exercises.fullTestText" },
];

/** /exercises: the current test's task types by section, then the previous format's sections. */
export default function Exercises() {
  const { premium, current } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div>
      {premium ? null : (
        <div role="note" className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <div>
            <p className="font-semibold text-amber-900">{t("exercises.limitedTitle")}</p>
            <p className="text-sm text-amber-900">{t("exercises.limitedText")}</p>
          </div>
          <Link to="/subscribe" className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white">
            {t("exercises.subscribeNow")}
          </Link>
        </div>
      )}
      <h1 className="text-2xl font-bold">{t("exercises.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("exercises.intro")}</p>

      <section id="current-test" aria-labelledby="current-test-heading" className="mt-8">
        <h2 id="current-test-heading" className="text-xl font-bold">
          {t("tasks.currentHeading")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("tasks.currentIntro")}</p>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {current.map((group) => (
            <section key={group.section} aria-labelledby={`current-${group.section}`} className="rounded-xl border border-slate-200 p-4">
              <h3 id={`current-${group.section}`} className="text-lg font-semibold">
                {t(`tasks.section.${group.section}`)}
              </h3>
              <ul className="mt-2 divide-y divide-slate-100">
                {group.types.map((type) => (
                  <li key={type.type} className="py-2">
                    <Link to={type.href} className="group block">
                      <span className="flex items-baseline justify-between gap-2">
                        <span className="font-medium text-brand-700 group-hover:underline">{t(taskLabelKey(type.type))}</span>
                        <span className="shrink-0 text-xs text-slate-500">{t("tasks.items", { count: type.items })}</span>
                      </span>
                      <span className="block text-sm text-slate-600">{t(taskDescriptionKey(type.type))}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <Link
          to="/full-test#current-format"
          className="mt-4 flex flex-wrap items-baseline justify-between gap-2 rounded-xl border border-brand-600 p-4 hover:shadow"
        >
          <span className="font-semibold text-brand-700">{t("tasks.fullTestLink")} →</span>
          <span className="text-sm text-slate-600">{t("tasks.fullTestText")}</span>
        </Link>
      </section>

      <section id="previous-format" aria-labelledby="previous-format-heading" className="mt-10">
        <h2 id="previous-format-heading" className="text-xl font-bold">
          {t("tasks.previousHeading")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("tasks.previousIntro")}</p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PREVIOUS_FORMAT.map((s) => (
            <li key={s.to}>
              <Link to={s.to} className="block h-full rounded-xl border border-slate-200 p-5 hover:border-brand-600 hover:shadow">
                <h3 className="text-lg font-semibold">{t(s.title)}</h3>
                <p className="mt-1 text-sm text-slate-600">{t(s.text)}</p>
                <span className="mt-3 inline-block text-sm font-semibold text-brand-700">{t("exercises.start")} →</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
