/**
 * Score conversion tables (DECISIONS.md "Scoring"). The one place these numbers live.
 *
 * Source: ETS, TOEFL iBT score scale update (the rubric-to-scaled-score conversion tables for
 * Writing and Speaking, and the concordance of the 0-120 total with the 1-6 band scale used
 * since 21 January 2026, with its CEFR levels). These are estimates, not official scores.
 */
export const SCALE_SOURCE = "ETS TOEFL iBT score scale update";

export const SECTION_MAX = 30;
export const TOTAL_MAX = 120;

/** Mean writing task score (0-5) -> section score (0-30): nearest row at or below the mean. */
export const WRITING_TABLE: ReadonlyArray<readonly [mean: number, scaled: number]> = [
  [5.0, 30],
  [4.75, 29],
  [4.5, 28],
  [4.25, 27],
  [4.0, 25],
  [3.75, 24],
  [3.5, 22],
  [3.25, 21],
  [3.0, 20],
  [2.75, 18],
  [2.5, 17],
  [2.25, 15],
  [2.0, 14],
  [1.75, 12],
  [1.5, 11],
  [1.25, 10],
  [1.0, 8],
];

/** Mean speaking task score (0-4) -> section score (0-30): nearest row at or below the mean. */
export const SPEAKING_TABLE: ReadonlyArray<readonly [mean: number, scaled: number]> = [
  [4.0, 30],
  [3.83, 29],
  [3.66, 28],
  [3.5, 27],
  [3.33, 26],
  [3.16, 24],
  [3.0, 23],
  [2.83, 22],
  [2.66, 20],
  [2.5, 19],
  [2.33, 18],
  [2.16, 17],
  [2.0, 15],
  [1.83, 14],
  [1.66, 13],
  [1.5, 11],
  [1.33, 10],
  [1.16, 9],
  [1.0, 8],
  [0.83, 6],
  [0.66, 5],
  [0.5, 4],
  [0.33, 3],
  [0.16, 2],
  [0, 0],
];

// Means such as 11/3 = 3.666... must reach the 3.66 row; floating-point noise must not drop a row.
const EPSILON = 1e-9;

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value));
}

function finite(value: number) {
  return Number.isFinite(value) ? value : 0;
}

function rowAtOrBelow(table: ReadonlyArray<readonly [number, number]>, mean: number): number | null {
  for (const [row, scaled] of table) if (mean + EPSILON >= row) return scaled;
  return null;
}

export function mean(scores: ReadonlyArray<number>): number {
  if (!scores.length) return 0;
  return scores.reduce((a, b) => a + b, 0) / scores.length;
}

/** Writing section score (0-30) from the mean of the task scores (each 0-5, half points allowed). */
export function writingSectionScore(taskMean: number): number {
  const m = clamp(finite(taskMean), 0, 5);
  const scaled = rowAtOrBelow(WRITING_TABLE, m);
  if (scaled !== null) return scaled;
  // below 1.00: straight line from (0, 0) to (1.00, 8)
  return Math.round(m * 8);
}

/** Speaking section score (0-30) from the mean of the task scores (each 0-4). */
export function speakingSectionScore(taskMean: number): number {
  const m = clamp(finite(taskMean), 0, 4);
  return rowAtOrBelow(SPEAKING_TABLE, m) ?? 0;
}

/** The single-answer "TOEFL equivalent" of one speaking score (0-4) shown to learners: score/4*30. */
export function speakingTaskEquivalent(score: number): number {
  return Math.round((clamp(finite(score), 0, 4) / 4) * SECTION_MAX);
}

/** Reading and listening section score: round(30 * points / maximum points). */
export function objectiveSectionScore(points: number, maxPoints: number): number {
  if (!(maxPoints > 0)) return 0;
  return Math.round((SECTION_MAX * clamp(finite(points), 0, maxPoints)) / maxPoints);
}

/** Points of a prose-summary answer: 2 for 3 correct choices, 1 for 2, else 0. */
export function proseSummaryPoints(correctChoices: number): number {
  if (correctChoices >= 3) return 2;
  if (correctChoices === 2) return 1;
  return 0;
}

/** Maximum points of a prose-summary question. */
export const PROSE_SUMMARY_MAX_POINTS = 2;

/** Total 0-120: the sum of the four section scores, each clamped to 0-30. */
export function totalScore(sections: ReadonlyArray<number | null | undefined>): number {
  return sections.reduce<number>((sum, s) => sum + clamp(Math.round(finite(s ?? 0)), 0, SECTION_MAX), 0);
}

export type PerformanceLabel = "excellent" | "veryGood" | "good" | "fair" | "needsImprovement";

/** Thresholds of the performance labels, by percent of the maximum (learner spec). */
export const PERFORMANCE_THRESHOLDS: ReadonlyArray<readonly [percent: number, label: PerformanceLabel]> = [
  [80, "excellent"],
  [70, "veryGood"],
  [60, "good"],
  [50, "fair"],
];

export function performanceLabel(percent: number): PerformanceLabel {
  const p = finite(percent);
  for (const [threshold, label] of PERFORMANCE_THRESHOLDS) if (p >= threshold) return label;
  return "needsImprovement";
}

/** The catalog key of a performance label. */
export function performanceLabelKey(label: PerformanceLabel) {
  return `scoring.label.${label}` as const;
}

export type Band = 1 | 1.5 | 2 | 2.5 | 3 | 3.5 | 4 | 4.5 | 5 | 5.5 | 6;
export type Cefr = "A1" | "A2" | "B1" | "B2" | "C1" | "C2";

/** Total (0-120) -> band (1-6), lowest total of each band. */
export const BAND_TABLE: ReadonlyArray<readonly [minTotal: number, maxTotal: number, band: Band]> = [
  [114, 120, 6],
  [107, 113, 5.5],
  [95, 106, 5],
  [86, 94, 4.5],
  [72, 85, 4],
  [58, 71, 3.5],
  [44, 57, 3],
  [34, 43, 2.5],
  [24, 33, 2],
  [12, 23, 1.5],
  [0, 11, 1],
];

export function bandFromTotal(total: number): Band {
  const t = clamp(Math.round(finite(total)), 0, TOTAL_MAX);
  for (const [min, , band] of BAND_TABLE) if (t >= min) return band;
  return 1;
}

export const CEFR_TABLE: ReadonlyArray<readonly [minBand: number, cefr: Cefr]> = [
  [6, "C2"],
  [5, "C1"],
  [4, "B2"],
  [3, "B1"],
  [2, "A2"],
  [1, "A1"],
];

export function cefrFromBand(band: number): Cefr {
  for (const [min, cefr] of CEFR_TABLE) if (band >= min) return cefr;
  return "A1";
}
