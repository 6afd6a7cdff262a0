import { Link, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { formatResultDate, scoreChartGeometry, type ReviewRow } from "~/domain/fulltest/results";
import { useT } from "~/lib/i18n/react";

type SectionResult = { status: "scored" | "pending"; score: number | null; ungradedTasks?: number };

export interface ResultsData {
  title: string;
  completedAt: string;
  pending: boolean;
  sections: { reading: SectionResult; listening: SectionResult; writing: SectionResult; speaking: SectionResult };
  summary: { total: number; label: string; band: number; cefr: string } | null;
  review: { reading: ReviewRow[]; listening: ReviewRow[] };
}

const POLL_MS = 3000;
const POLL_LIMIT_MS = 120_000;

/** While grades are pending: with JavaScript, poll every 3 s (up to 2 minutes); without, the page refreshes itself. */
export function PendingRefresh() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > POLL_LIMIT_MS) return clearInterval(timer);
      if (revalidator.state === "idle") revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <noscript>
      <meta httpEquiv="refresh" content="5" />
    </noscript>
  );
}

function Review({ heading, rows }: { heading: string; rows: ReviewRow[] }) {
  const t = useT();
  if (!rows.length) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold">{heading}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-1 pr-2">#</th>
            <th scope="col" className="py-1 pr-2">{t("fullTest.reviewYour")}</th>
            <th scope="col" className="py-1 pr-2">{t("fullTest.reviewCorrect")}</th>
            <th scope="col" className="py-1 pr-2">{t("fullTest.reviewResult")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.questionId} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-1 pr-2 font-normal">
                <span className="font-semibold">{r.number}.</span> {r.questionText}
              </th>
              <td className="py-1 pr-2">{r.answer || "—"}</td>
              <td className="py-1 pr-2">{r.correctAnswer}</td>
              <td className="py-1 pr-2">
                {t(`fullTest.verdict.${r.verdict}`)}
                {r.maxPoints > 1 ? ` (${r.points}/${r.maxPoints})` : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ResultsView({ results }: { results: ResultsData }) {
  const t = useT();
  const sections = ["reading", "listening", "writing", "speaking"] as const;
  const ungraded = (results.sections.writing.ungradedTasks ?? 0) + (results.sections.speaking.ungradedTasks ?? 0);
  return (
    <div className="flex flex-col gap-6" data-testid="results">
      {results.pending ? <PendingRefresh /> : null}
      <div>
        <h1 className="text-2xl font-bold">{t("fullTest.resultsHeading")}</h1>
        <p className="text-slate-600">
          {`${results.title} · ${t("fullTest.completedOn", { date: formatResultDate(results.completedAt) })}`}
        </p>
      </div>
      <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">{t("fullTest.estimateNote")}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {sections.map((s) => {
          const section = results.sections[s];
          return (
            <div key={s} className="rounded-lg border border-slate-200 bg-white p-3 text-center" data-testid={`score-${s}`}>
              <dt className="text-sm text-slate-600">{t(`fullTest.stage.${s}`)}</dt>
              <dd className="text-2xl font-bold">
                {section.status === "scored" ? t("fullTest.outOf30", { score: section.score ?? 0 }) : t("fullTest.pending")}
              </dd>
            </div>
          );
        })}
        <div className="rounded-lg border border-brand-600 bg-white p-3 text-center" data-testid="score-total">
          <dt className="text-sm text-slate-600">{t("fullTest.total")}</dt>
          <dd className="text-2xl font-bold">{results.summary ? t("fullTest.outOf120", { score: results.summary.total }) : t("fullTest.pending")}</dd>
        </div>
      </dl>
      {results.pending ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {t("fullTest.pendingText")}
        </p>
      ) : null}
      {ungraded > 0 ? <p className="text-sm text-slate-700">{t("fullTest.ungraded", { count: ungraded })}</p> : null}
      {results.summary ? (
        <section className="rounded-xl border border-slate-200 bg-white p-5">
          <p className="text-xl font-semibold" data-testid="performance-label">
            {t(`fullTest.label.${results.summary.label}`)}
          </p>
          <h2 className="mt-3 text-sm font-semibold text-slate-600">{t("fullTest.bandHeading")}</h2>
          <p className="text-lg" data-testid="band">
            {`${t("fullTest.band", { band: results.summary.band })} · ${t("fullTest.cefr", { cefr: results.summary.cefr })}`}
          </p>
        </section>
      ) : null}
      <section className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="text-lg font-semibold">{t("fullTest.review")}</h2>
        <Review heading={t("fullTest.stage.reading")} rows={results.review.reading} />
        <Review heading={t("fullTest.stage.listening")} rows={results.review.listening} />
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

export interface HistoryRow {
  attemptId: string | null;
  fullTestId: number | null;
  title: string | null;
  totalScore: number;
  readingScore: number | null;
  listeningScore: number | null;
  writingScore: number | null;
  speakingScore: number | null;
  completedAt: string;
}

/** Server-rendered SVG of total scores over time, with the same numbers as a table for screen readers. */
export function ScoreChart({ rows }: { rows: HistoryRow[] }) {
  const t = useT();
  const chart = scoreChartGeometry(rows.map((r) => ({ total: r.totalScore, date: formatResultDate(r.completedAt) })));
  return (
    <figure>
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-label={`${t("performance.chartLabel")}: ${chart.points.map((p) => `${p.date} ${p.total}`).join(", ")}`}
        className="w-full max-w-2xl"
        data-testid="score-chart"
      >
        {chart.gridLines.map((g) => (
          <g key={g.value}>
            <line x1={32} x2={chart.width - 32} y1={g.y} y2={g.y} stroke="#e2e8f0" />
            <text x={4} y={g.y + 4} fontSize="11" fill="#64748b">
              {g.value}
            </text>
          </g>
        ))}
        {chart.points.length > 1 ? <polyline points={chart.polyline} fill="none" stroke="#2563eb" strokeWidth="2" /> : null}
        {chart.points.map((p, i) => (
          <circle key={i} cx={p.x} cy={p.y} r="4" fill="#2563eb" />
        ))}
      </svg>
      <figcaption className="sr-only">{t("performance.chartLabel")}</figcaption>
    </figure>
  );
}

export function PerformancePanel({
  stats,
  history,
}: {
  stats: {
    currentStreak: number;
    totalDaysActive: number;
    exercisesCompleted: { total: number; reading: number; listening: number; writing: number; speaking: number };
    fullTestsCompleted: number;
  };
  history: HistoryRow[];
}) {
  const t = useT();
  const cards: Array<[string, number]> = [
    ["performance.streak", stats.currentStreak],
    ["performance.daysActive", stats.totalDaysActive],
    ["performance.exercises", stats.exercisesCompleted.total],
    ["performance.reading", stats.exercisesCompleted.reading],
    ["performance.listening", stats.exercisesCompleted.listening],
    ["performance.writing", stats.exercisesCompleted.writing],
    ["performance.speaking", stats.exercisesCompleted.speaking],
    ["performance.fullTests", stats.fullTestsCompleted],
  ];
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-xl border border-slate-200 p-5">
        <h2 className="text-lg font-semibold">{t("performance.statsHeading")}</h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {cards.map(([key, value]) => (
            <div key={key} className="rounded-lg bg-slate-50 p-3 text-center">
              <dt className="text-xs text-slate-500">{t(key)}</dt>
              <dd className="text-2xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="rounded-xl border border-slate-200 p-5">
        <h2 className="text-lg font-semibold">{t("performance.historyHeading")}</h2>
        {history.length ? (
          <>
            <h3 className="mt-4 text-sm font-semibold text-slate-600">{t("performance.chartHeading")}</h3>
            <ScoreChart rows={history} />
            <table className="mt-4 w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-1">{t("performance.colDate")}</th>
                  <th scope="col" className="py-1">{t("performance.colTest")}</th>
                  <th scope="col" className="py-1">R</th>
                  <th scope="col" className="py-1">L</th>
                  <th scope="col" className="py-1">W</th>
                  <th scope="col" className="py-1">S</th>
                  <th scope="col" className="py-1">{t("performance.colTotal")}</th>
                </tr>
              </thead>
              <tbody>
                {history
                  .slice()
                  .reverse()
                  .map((r, i) => (
                    <tr key={r.attemptId ?? i} className="border-b border-slate-100">
                      <td className="py-1">{formatResultDate(r.completedAt)}</td>
                      <td className="py-1">
                        {r.attemptId && r.fullTestId ? <Link to={`/full-test/${r.fullTestId}?attempt=${r.attemptId}`} className="underline">{r.title}</Link> : r.title}
                      </td>
                      <td className="py-1">{r.readingScore}</td>
                      <td className="py-1">{r.listeningScore}</td>
                      <td className="py-1">{r.writingScore}</td>
                      <td className="py-1">{r.speakingScore}</td>
                      <td className="py-1 font-semibold">{r.totalScore}/120</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </>
        ) : (
          <p className="mt-2 text-slate-600">{t("performance.noHistory")}</p>
        )}
      </section>
    </div>
  );
}
