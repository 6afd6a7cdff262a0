/**
 * What a classic full test is made of (DECISIONS.md "Content rules"; admin spec section 9):
 * 3 reading passages, 3 listening audios, 2 writing prompts (1 integrated and 1 academic
 * discussion) and 4 speaking prompts.
 */
export const FULL_TEST_SECTIONS = ["reading", "listening", "writing", "speaking"] as const;
export type FullTestSection = (typeof FULL_TEST_SECTIONS)[number];

export const FULL_TEST_COUNTS: Record<FullTestSection, number> = {
  reading: 3,
  listening: 3,
  writing: 2,
  speaking: 4,
};

/** Writing prompt types a full test needs, with how many of each. */
export const FULL_TEST_WRITING_MIX: Readonly<Record<string, number>> = {
  integrated: 1,
  academic_discussion: 1,
};

/** Catalog key of the count message of a section ("Please select exactly {n} ... (TOEFL standard)"). */
export const COUNT_MESSAGE_KEYS: Record<FullTestSection, string> = {
  reading: "adminPrompts.fullTest.countReading",
  listening: "adminPrompts.fullTest.countListening",
  writing: "adminPrompts.fullTest.countWriting",
  speaking: "adminPrompts.fullTest.countSpeaking",
};

export function hasRequiredCount(section: FullTestSection, ids: ReadonlyArray<unknown>): boolean {
  return new Set(ids).size === FULL_TEST_COUNTS[section] && ids.length === FULL_TEST_COUNTS[section];
}

/** True when the writing prompts' types are exactly the required mix (1 integrated + 1 academic discussion). */
export function hasWritingMix(types: ReadonlyArray<string>): boolean {
  const counts = new Map<string, number>();
  for (const t of types) counts.set(t, (counts.get(t) ?? 0) + 1);
  const wanted = Object.entries(FULL_TEST_WRITING_MIX);
  if (types.length !== wanted.reduce((n, [, c]) => n + c, 0)) return false;
  return wanted.every(([type, n]) => counts.get(type) === n);
}

/** Whether a checkbox of a section can still be ticked (the browser disables the rest at the count). */
export function canSelectMore(section: FullTestSection, selectedCount: number): boolean {
  return selectedCount < FULL_TEST_COUNTS[section];
}
