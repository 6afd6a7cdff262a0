/**
 * Results of a current-format attempt: section bands, total band with CEFR and the comparable
 * 0-120, the estimate with its range, the module taken, per-task-type accuracy and the weakest
 * task types linked to their practice lists (ADR 0017).
 */
import { Link } from "@remix-run/react";
import { formatResultDate } from "~/domain/fulltest/results";
import { formatBand } from "~/domain/scoring/bands";
import { taskLabelKey } from "~/domain/tasks/registry";
import { useT } from "~/lib/i18n/react";
import type { CurrentResults } from "~/services/current-full-test.server";
import { PendingRefresh } from "./results";

const SECTIONS = ["reading", "listening", "writing", "speaking"] as const;

export function CurrentResultsView({ results }: { results: CurrentResults }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-6" data-testid="results">
      {results.pending ? <PendingRefresh /> : null}
      <div>
        <h1 className="text-2xl font-bold">{t("fullTest.resultsHeading")}</h1>
        <p className="text-slate-600">
          {`${results.title} · ${t("ftc.formatCurrent")} · ${t("fullTest.completedOn", { date: formatResultDate(results.completedAt) })}`}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {SECTIONS.map((s) => {
          const band = results.bands[s];
          const module = s === "reading" || s === "listening" ? results.modules[s] : null;
          return (
            <div key={s} className="rounded-lg border border-slate-200 bg-white p-3 text-center" data-testid={`band-${s}`}>
              <dt className="text-sm text-slate-600">{t(`tasks.section.${s}`)}</dt>
              <dd className="text-2xl font-bold">{band === null ? t("fullTest.pending") : t("ftc.bandOf", { band: formatBand(band) })}</dd>
              {module ? (
                <dd className="text-xs text-slate-600" data-testid={`module-${s}`}>
                  {t("ftc.moduleTaken", { module: t(`ftc.module.${module}`) })}
                </dd>
              ) : null}
            </div>
          );
        })}
        <div className="rounded-lg border border-brand-600 bg-white p-3 text-center" data-testid="band-total">
          <dt className="text-sm text-slate-600">{t("ftc.totalBand")}</dt>
          <dd className="text-2xl font-bold">{results.summary ? t("ftc.bandOf", { band: formatBand(results.summary.band) }) : t("fullTest.pending")}</dd>
          {results.summary ? <dd data-testid="cefr">{t("ftc.cefr", { cefr: results.summary.cefr })}</dd> : null}
        </div>
      </dl>
      {results.pending ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {t("fullTest.pendingText")}
        </p>
      ) : null}
      {results.ungraded > 0 ? <p className="text-sm text-slate-700">{t("fullTest.ungraded", { count: results.ungraded })}</p> : null}
      {results.summary ? (
        <section className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5">
          <p className="text-lg font-semibold" data-testid="comparable">
            {t("ftc.comparable", results.summary.comparable)}
          </p>
          <p className="text-slate-700" data-testid="estimate">
            {t("ftc.estimate", { low: formatBand(results.summary.range.low), high: formatBand(results.summary.range.high) })}
          </p>
        </section>
      ) : null}
      <section className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="text-lg font-semibold">{t("ftc.accuracyHeading")}</h2>
        <table className="mt-2 w-full text-left text-sm" data-testid="accuracy">
          <tbody>
            {results.accuracy.map((a) => (
              <tr key={a.type} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-2 font-normal">
                  {t(taskLabelKey(a.type))}
                </th>
                <td className="py-1">{a.percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        {!results.pending ? (
          <>
            <h2 className="mt-4 text-lg font-semibold">{t("ftc.weakestHeading")}</h2>
            {results.weakest.length ? (
              <ul className="mt-2 flex flex-col gap-1" data-testid="weakest">
                {results.weakest.map((a) => (
                  <li key={a.type}>
                    <Link to={a.href} className="text-brand-700 underline">
                      {t("ftc.practise", { type: t(taskLabelKey(a.type)) })}
                    </Link>{" "}
                    <span className="text-sm text-slate-600">({a.percent}%)</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-600">{t("ftc.noWeakest")}</p>
            )}
          </>
        ) : null}
      </section>
      <div className="flex gap-3">
        <Link to="/results" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
          {t("fullTest.seeAllResults")}
        </Link>
        <Link to="/full-tests" className="rounded-md border border-slate-300 px-4 py-2 font-semibold">
          {t("fullTest.backToTests")}
        </Link>
      </div>
    </div>
  );
}
