/**
 * The free tier (DECISIONS.md "Access and the free tier"): 2 exercises per section, counted as
 * distinct items submitted (passages for reading, audios for listening, prompts for writing and
 * speaking), and 1 full test. Premium learners are unlimited.
 *
 * An item the learner has already submitted to stays open to them (to review it, or to finish its
 * remaining questions): the limit is on new items, not on revisiting.
 */
import { FREE_TIER } from "./access";

export type PracticeSection = "reading" | "listening" | "writing" | "speaking";

export interface FreeTierState {
  premium: boolean;
  /** Distinct items of the section the learner has submitted to. */
  submittedItemIds: readonly number[];
}

export function canOpenItem(state: FreeTierState, itemId: number): boolean {
  if (state.premium) return true;
  if (state.submittedItemIds.includes(itemId)) return true;
  return new Set(state.submittedItemIds).size < FREE_TIER.exercisesPerSection;
}

/** True when a free learner has used all of a section's exercises. */
export function isSectionLimitReached(state: FreeTierState): boolean {
  return !state.premium && new Set(state.submittedItemIds).size >= FREE_TIER.exercisesPerSection;
}

export function canStartFullTest(premium: boolean, fullTestsStarted: number): boolean {
  return premium || fullTestsStarted < FREE_TIER.fullTests;
}
