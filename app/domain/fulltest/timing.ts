/**
 * Exam clock constants (DECISIONS.md "Timing"). The only place these numbers live.
 */
export const FULL_TEST_STAGES = [
  "intro",
  "reading",
  "listening",
  "break",
  "writing",
  "speaking",
  "results",
] as const;
export type FullTestStage = (typeof FULL_TEST_STAGES)[number];

/** Section lengths of the full test, in seconds, before any accommodation. */
export const SECTION_SECONDS: Partial<Record<FullTestStage, number>> = {
  reading: 54 * 60,
  listening: 41 * 60,
  break: 10 * 60,
  writing: 50 * 60,
  speaking: 17 * 60,
};

/** Single-practice timers, in seconds. */
export const PRACTICE_SECONDS = {
  reading: 30 * 60,
  listeningQuestions: 10 * 60,
  writing: { integrated: 20 * 60, academic_discussion: 10 * 60, independent: 30 * 60 },
  speakingPreparationDefault: 15,
  speakingResponseDefault: 45,
} as const;

export const ACCOMMODATIONS = [1, 1.5, 2] as const;

export type SectionSecondsTable = Partial<Record<FullTestStage, number>>;

/** Seconds a section lasts for a learner with the given extended-time multiplier. */
export function sectionSeconds(stage: FullTestStage, multiplier = 1, table: SectionSecondsTable = SECTION_SECONDS): number | null {
  const base = table[stage];
  if (base === undefined) return null;
  const m = (ACCOMMODATIONS as readonly number[]).includes(multiplier) ? multiplier : 1;
  // the break is rest, not exam time: it does not scale
  return stage === "break" ? base : Math.round(base * m);
}

export function nextStage(stage: FullTestStage): FullTestStage {
  const i = FULL_TEST_STAGES.indexOf(stage);
  return FULL_TEST_STAGES[Math.min(i + 1, FULL_TEST_STAGES.length - 1)];
}

/**
 * Short section times for automated test runs only (the env var FULL_TEST_SECONDS_OVERRIDE, read
 * only when APP_ENV is "test" or "local"): either a scale factor ("0.01") applied to every section,
 * or JSON with seconds per stage ('{"reading":90,"listening":5}'; stages left out keep their time).
 * Anything unreadable gives null, i.e. the real times.
 */
export function parseSecondsOverride(raw: string | null | undefined): SectionSecondsTable | null {
  const text = raw?.trim();
  if (!text) return null;
  const table: SectionSecondsTable = { ...SECTION_SECONDS };
  if (/^\d+(\.\d+)?$/.test(text)) {
    const factor = Number(text);
    if (!(factor > 0)) return null;
    for (const stage of Object.keys(table) as FullTestStage[]) table[stage] = Math.max(1, Math.round(table[stage]! * factor));
    return table;
  }
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== "object" || Array.isArray(value)) return null;
    for (const [stage, seconds] of Object.entries(value)) {
      if (!(stage in SECTION_SECONDS)) return null;
      if (typeof seconds !== "number" || !(seconds > 0)) return null;
      table[stage as FullTestStage] = Math.round(seconds);
    }
    return table;
  } catch {
    return null;
  }
}
