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
export type ClassicStage = (typeof FULL_TEST_STAGES)[number];

/**
 * The current (adaptive, 2026) format: each of reading and listening is a routing module then a
 * second module (easier or harder, decided by the server when the routing module ends); no break.
 */
export const CURRENT_TEST_STAGES = [
  "intro",
  "reading_routing",
  "reading_second",
  "listening_routing",
  "listening_second",
  "writing",
  "speaking",
  "results",
] as const;
export type CurrentStage = (typeof CURRENT_TEST_STAGES)[number];
export type FullTestStage = ClassicStage | CurrentStage;

export type FullTestFormat = "classic" | "current";

export function stagesOf(format: FullTestFormat | undefined): readonly FullTestStage[] {
  return format === "current" ? CURRENT_TEST_STAGES : FULL_TEST_STAGES;
}

/** Section lengths of the full test, in seconds, before any accommodation. */
export const SECTION_SECONDS: Partial<Record<FullTestStage, number>> = {
  reading: 54 * 60,
  listening: 41 * 60,
  break: 10 * 60,
  writing: 50 * 60,
  speaking: 17 * 60,
};

/**
 * Section lengths of the current format, in seconds, before any accommodation: reading 30, listening
 * 29, writing 23, speaking 8 minutes. The two modules of reading and of listening share their
 * section's time in proportion to their scored items (routing 20, second module 15 of 35), so each
 * module has its own deadline and a slow routing module cannot eat into the second one.
 */
export const CURRENT_MODULE_ITEMS = { routing: 20, second: 15 } as const;
const share = (sectionSeconds: number, items: number) =>
  Math.round((sectionSeconds * items) / (CURRENT_MODULE_ITEMS.routing + CURRENT_MODULE_ITEMS.second));
export const CURRENT_SECTION_MINUTES = { reading: 30, listening: 29, writing: 23, speaking: 8 } as const;
export const CURRENT_SECTION_SECONDS: Partial<Record<FullTestStage, number>> = {
  reading_routing: share(30 * 60, CURRENT_MODULE_ITEMS.routing),
  reading_second: share(30 * 60, CURRENT_MODULE_ITEMS.second),
  listening_routing: share(29 * 60, CURRENT_MODULE_ITEMS.routing),
  listening_second: share(29 * 60, CURRENT_MODULE_ITEMS.second),
  writing: 23 * 60,
  speaking: 8 * 60,
};

export function defaultSecondsOf(format: FullTestFormat | undefined): SectionSecondsTable {
  return format === "current" ? CURRENT_SECTION_SECONDS : SECTION_SECONDS;
}

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

export function nextStage(stage: FullTestStage, format: FullTestFormat = "classic"): FullTestStage {
  const stages = stagesOf(format);
  const i = stages.indexOf(stage);
  return stages[Math.min(i + 1, stages.length - 1)];
}

export function previousStage(stage: FullTestStage, format: FullTestFormat = "classic"): FullTestStage | undefined {
  const stages = stagesOf(format);
  const i = stages.indexOf(stage);
  return i > 0 ? stages[i - 1] : undefined;
}

/**
 * Short section times for automated test runs only (the env var FULL_TEST_SECONDS_OVERRIDE, read
 * only when APP_ENV is "test" or "local"): either a scale factor ("0.01") applied to every section,
 * or JSON with seconds per stage ('{"reading":90,"listening":5}'; stages left out keep their time).
 * Anything unreadable gives null, i.e. the real times.
 */
export function parseSecondsOverride(raw: string | null | undefined, base: SectionSecondsTable = SECTION_SECONDS): SectionSecondsTable | null {
  const text = raw?.trim();
  if (!text) return null;
  const table: SectionSecondsTable = { ...base };
  const known = new Set<string>([...Object.keys(SECTION_SECONDS), ...Object.keys(CURRENT_SECTION_SECONDS)]);
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
      if (!known.has(stage)) return null;
      if (typeof seconds !== "number" || !(seconds > 0)) return null;
      // a stage of the other format is ignored ("writing" is in both)
      if (stage in base) table[stage as FullTestStage] = Math.round(seconds);
    }
    return table;
  } catch {
    return null;
  }
}
