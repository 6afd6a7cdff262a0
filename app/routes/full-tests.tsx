import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatResultDate } from "~/domain/fulltest/results";
import { requireUser } from "~/lib/auth.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { listFullTestsForLearner } from "~/services/full-test-attempts.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "fullTest.listTitle");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { tests: await listFullTestsForLearner({ db: context.db, env: context.cloudflare.env }, user) };
}

export default function FullTests() {
  const { tests } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">{t("fullTest.listTitle")}</h1>
      <p className="mb-6 text-slate-600">{t("fullTest.listIntro")}</p>
      {tests.length === 0 ? <p>{t("fullTest.noTests")}</p> : null}
      <ul className="flex flex-col gap-4">
        {tests.map((test) => (
          <li key={test.id} className="rounded-xl border border-slate-200 bg-white p-5">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <h2 className="text-lg font-semibold">{test.title}</h2>
                <p className="text-sm text-slate-600" data-testid="test-format">
                  {t(test.format === "current" ? "ftc.formatCurrent" : "ftc.formatPrevious")}
                </p>
              </div>
              {test.inProgress ? (
                <div className="flex items-center gap-3">
                  <span className="text-sm text-amber-800">{t("fullTest.inProgress", { stage: t(test.format === "current" ? `ftc.stage.${test.inProgress.stage}` : `fullTest.stage.${test.inProgress.stage}`) })}</span>
                  <Link to={`/full-test/${test.id}`} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
                    {t("fullTest.resume")}
                  </Link>
                </div>
              ) : (
                <Form method="post" action={`/full-test/${test.id}`}>
                  <input type="hidden" name="intent" value="start" />
                  <Link to={`/full-test/${test.id}`} className="mr-2 rounded-md border border-slate-300 px-4 py-2 font-semibold">
                    {t("fullTest.introHeading")}
                  </Link>
                  <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
                    {t("fullTest.start")}
                  </button>
                </Form>
              )}
            </div>
            <h3 className="mt-3 text-sm font-semibold text-slate-600">{t("fullTest.pastResults")}</h3>
            {test.results.length ? (
              <ul className="text-sm">
                {test.results.map((r) => (
                  <li key={r.attemptId ?? r.completedAt}>
                    <Link to={`/full-test/${test.id}?attempt=${r.attemptId}`} className="underline">
                      {t("fullTest.viewResult", { date: formatResultDate(r.completedAt), total: r.totalScore })}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">{t("fullTest.noResults")}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
