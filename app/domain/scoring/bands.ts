/**
 * Band scores of the current TOEFL iBT (since 21 January 2026): every section 1-6 in half bands,
 * the total the mean of the four rounded to the nearest half band, CEFR per band, and the
 * comparable 0-120 from ETS's concordance (~/domain/scoring/scales). The one place these rules live
 * (docs/decisions/0017). ETS does not publish its raw-to-band conversion; the tables below are ours
 * and say so on every result page ("an estimate", with its range).
 */
import { BAND_TABLE, cefrFromBand, type Band, type Cefr } from "./scales";

export type Module = "easier" | "harder";

export const MIN_BAND = 1;
export const MAX_BAND = 6;

/** How far an estimate may be off, in bands, shown on every result page. */
export const ESTIMATE_MARGIN = 0.5;

// Means such as 5.125 (= 20.5 / 4) are exact in binary, but conversions from percentages are not:
// a value a hair below a threshold because of floating point must still reach it.
const EPSILON = 1e-9;

function finite(value: number) {
  return Number.isFinite(value) ? value : 0;
}

function clampBand(value: number): Band {
  return Math.min(MAX_BAND, Math.max(MIN_BAND, value)) as Band;
}

/** Nearest half band, halves rounded up: 5.125 -> 5, 5.25 -> 5.5, 5.74 -> 5.5, 5.75 -> 6. */
export function roundHalfBand(value: number): Band {
  return clampBand(Math.floor(finite(value) * 2 + 0.5 + EPSILON) / 2);
}

/**
 * Reading and listening: percent of the section's scored items answered correctly (routing module
 * plus the second module) -> band, by the second module taken. Only the harder module reaches the
 * top bands; the easier one is capped at 4.5 (B2), because a learner routed there answered fewer
 * than 60% of the routing module correctly and met no C1-level items. A learner in the harder
 * module scored at least 60% in the routing module, so its floor rows start higher.
 * Rows: [minimum percent correct, band], highest first; the first row at or below the percent wins.
 */
export const OBJECTIVE_BAND_TABLE: Readonly<Record<Module, ReadonlyArray<readonly [minPercent: number, band: Band]>>> = {
  harder: [
    [95, 6],
    [88, 5.5],
    [80, 5],
    [72, 4.5],
    [64, 4],
    [56, 3.5],
    [48, 3],
    [40, 2.5],
    [30, 2],
    [15, 1.5],
    [0, 1],
  ],
  easier: [
    [90, 4.5],
    [80, 4],
    [70, 3.5],
    [60, 3],
    [50, 2.5],
    [40, 2],
    [25, 1.5],
    [0, 1],
  ],
};

/** Reading or listening band from the points earned over both modules. */
export function objectiveBand(points: number, maxPoints: number, module: Module): Band {
  if (!(maxPoints > 0)) return MIN_BAND;
  const percent = (100 * Math.min(maxPoints, Math.max(0, finite(points)))) / maxPoints;
  for (const [min, band] of OBJECTIVE_BAND_TABLE[module]) if (percent + EPSILON >= min) return band;
  return MIN_BAND;
}

/**
 * Writing and speaking: the mean rubric score of the section's tasks on ETS's 0-5 scale -> band.
 * A band per half rubric point, centred on the rubric levels (mean 5 -> 6, 4 -> 5, 3 -> 4 ...):
 * [minimum mean, band], highest first.
 */
export const RUBRIC_BAND_TABLE: ReadonlyArray<readonly [minMean: number, band: Band]> = [
  [4.75, 6],
  [4.25, 5.5],
  [3.75, 5],
  [3.25, 4.5],
  [2.75, 4],
  [2.25, 3.5],
  [1.75, 3],
  [1.25, 2.5],
  [0.75, 2],
  [0.25, 1.5],
  [0, 1],
];

export const RUBRIC_MAX = 5;

export function rubricBand(mean: number): Band {
  const m = Math.min(RUBRIC_MAX, Math.max(0, finite(mean)));
  for (const [min, band] of RUBRIC_BAND_TABLE) if (m + EPSILON >= min) return band;
  return MIN_BAND;
}

/**
 * Writing's rubric mean: Build a Sentence counts as one task scored 0-5 by the share of its ten
 * sentences built correctly (objective), next to the Email and the Academic Discussion (0-5 each,
 * graded). Missing or ungradable tasks count 0.
 */
export function writingRubricMean(buildSentence: { correct: number; total: number }, gradedScores: ReadonlyArray<number>, gradedTasks = 2): number {
  const sentences = buildSentence.total > 0 ? (RUBRIC_MAX * buildSentence.correct) / buildSentence.total : 0;
  const graded = [...gradedScores, ...Array<number>(Math.max(0, gradedTasks - gradedScores.length)).fill(0)];
  const all = [sentences, ...graded];
  return all.reduce((a, b) => a + b, 0) / all.length;
}

/** The total band: the mean of the four section bands, to the nearest half band. */
export function totalBand(sections: ReadonlyArray<number>): Band {
  if (!sections.length) return MIN_BAND;
  return roundHalfBand(sections.reduce((a, b) => a + finite(b), 0) / sections.length);
}

/** The 0-120 range ETS's concordance gives for a band (~/domain/scoring/scales BAND_TABLE). */
export function comparableTotal(band: number): { min: number; max: number } {
  const row = BAND_TABLE.find(([, , b]) => b === roundHalfBand(band)) ?? BAND_TABLE[BAND_TABLE.length - 1];
  return { min: row[0], max: row[1] };
}

/** The range an estimated band may be off by (clamped to 1-6). */
export function estimateRange(band: number): { low: Band; high: Band } {
  return { low: clampBand(band - ESTIMATE_MARGIN), high: clampBand(band + ESTIMATE_MARGIN) };
}

export function bandCefr(band: number): Cefr {
  return cefrFromBand(band);
}

/** Band as shown: "5", "4.5". */
export function formatBand(band: number): string {
  return Number.isInteger(band) ? String(band) : band.toFixed(1);
}
