/** Pieces of the two criteria pages: the score tables of app/domain/scoring/scales.ts, read-only. */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import {
  BAND_TABLE,
  CEFR_TABLE,
  PERFORMANCE_THRESHOLDS,
  SCALE_SOURCE,
  performanceLabelKey,
} from "~/domain/scoring/scales";
import { useT } from "~/lib/i18n/react";

export function CriteriaSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-8 rounded-xl border border-slate-200 p-5">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function Table({ head, rows, caption }: { head: ReactNode[]; rows: ReactNode[][]; caption?: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        {caption ? <caption className="mb-2 text-left text-sm text-slate-600">{caption}</caption> : null}
        <thead className="bg-slate-50 text-xs uppercase text-slate-600">
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col" className="px-3 py-2 align-bottom">{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-t border-slate-100 align-top">
              {row.map((cell, j) => (
                <td key={j} className="px-3 py-2">{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ConversionTable({ rows, caption, meanLabel }: { rows: ReadonlyArray<readonly [number, number]>; caption: string; meanLabel: string }) {
  const t = useT();
  return (
    <Table
      caption={caption}
      head={[meanLabel, t("adminPrompts.criteria.sectionScore")]}
      rows={rows.map(([mean, scaled]) => [mean.toFixed(2), scaled])}
    />
  );
}

/** Total, performance labels, the 2026 band scale with CEFR, and the source. */
export function ScoreScales({ other }: { other: { to: string; label: string } }) {
  const t = useT();
  return (
    <>
      <CriteriaSection title={t("adminPrompts.criteria.otherScales")}>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>{t("adminPrompts.criteria.objectiveRule")}</li>
          <li>{t("adminPrompts.criteria.proseRule")}</li>
          <li>{t("adminPrompts.criteria.totalRule")}</li>
        </ul>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <Table
            caption={t("adminPrompts.criteria.labelsCaption")}
            head={[t("adminPrompts.criteria.percent"), t("adminPrompts.criteria.label")]}
            rows={[
              ...PERFORMANCE_THRESHOLDS.map(([percent, label]) => [`≥ ${percent}%`, t(performanceLabelKey(label))]),
              [`< ${PERFORMANCE_THRESHOLDS[PERFORMANCE_THRESHOLDS.length - 1][0]}%`, t(performanceLabelKey("needsImprovement"))],
            ]}
          />
          <Table
            caption={t("adminPrompts.criteria.bandCaption")}
            head={[t("adminPrompts.criteria.total"), t("adminPrompts.criteria.band"), t("adminPrompts.criteria.cefr")]}
            rows={BAND_TABLE.map(([min, max, band]) => [
              `${min}-${max}`,
              band.toFixed(1),
              CEFR_TABLE.find(([b]) => band >= b)?.[1] ?? "A1",
            ])}
          />
        </div>
      </CriteriaSection>
      <p className="text-sm text-slate-600">
        {t("adminPrompts.criteria.source", { source: SCALE_SOURCE })} {t("adminPrompts.criteria.estimate")}{" "}
        <Link to={other.to} className="font-medium text-brand-700 hover:underline">{other.label}</Link>
      </p>
    </>
  );
}
