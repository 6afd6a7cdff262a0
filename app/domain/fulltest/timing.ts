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

/** Seconds a section lasts for a learner with the given extended-time multiplier. */
export function sectionSeconds(stage: FullTestStage, multiplier = 1): number | null {
  const base = SECTION_SECONDS[stage];
  if (base === undefined) return null;
  const m = (ACCOMMODATIONS as readonly number[]).includes(multiplier) ? multiplier : 1;
  // the break is rest, not exam time: it does not scale
  return stage === "break" ? base : Math.round(base * m);
}

export function nextStage(stage: FullTestStage): FullTestStage {
  const i = FULL_TEST_STAGES.indexOf(stage);
  return FULL_TEST_STAGES[Math.min(i + 1, FULL_TEST_STAGES.length - 1)];
}
