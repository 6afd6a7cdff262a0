/**
 * Rules of the writing and speaking practice screens (learner spec sections 4, 5 and 9; DECISIONS.md
 * "Essays", "Timing"). Pure TypeScript: shared by the pages (live word count) and the server.
 */
import { PRACTICE_SECONDS } from "./fulltest/timing";
import { TASK_REGISTRY } from "./tasks/registry";

/** The essay minimum, in words. */
export const MIN_ESSAY_WORDS = 100;

/** Words as the app counts them everywhere: split on whitespace. */
export function countEssayWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

export type EssayProblem = "empty" | "tooShort" | null;

/**
 * What stops an essay from being submitted. After the time is up a non-empty essay is accepted at any
 * length (the spec submits it automatically at zero); an empty one never is.
 */
export function essayProblem(essay: string, timeUp: boolean, minWords: number = MIN_ESSAY_WORDS): EssayProblem {
  const words = countEssayWords(essay);
  if (words === 0) return "empty";
  if (!timeUp && words < minWords) return "tooShort";
  return null;
}

/**
 * The word minimum of a writing prompt type: 100 words, except Write an Email, which has none beyond
 * being non-empty (a very short email scores low instead; ADR 0016).
 */
export function minimumWords(type: string): number {
  return type === "email" ? 1 : MIN_ESSAY_WORDS;
}

export type WritingType = "integrated" | "academic_discussion" | "independent";

export function writingType(type: string): WritingType {
  return type === "integrated" || type === "academic_discussion" ? type : "independent";
}

/** The practice timer of a writing type, in seconds. */
export function writingSeconds(type: string): number {
  if (type === "email" || type === "build_sentence") {
    const timing = TASK_REGISTRY[type].timing;
    if (timing.kind === "item") return timing.itemSeconds;
  }
  return PRACTICE_SECONDS.writing[writingType(type)];
}

/**
 * Suggested essay lengths. The spec gives two readings for the integrated task (280-300 and
 * 150-225): 150-225 is what ETS asks of the integrated task, so it is the one shown.
 */
export const SUGGESTED_WORDS: Record<WritingType, { min: number; max: number }> = {
  integrated: { min: 150, max: 225 },
  academic_discussion: { min: 100, max: 150 },
  independent: { min: 380, max: 400 },
};

/**
 * Which screen shows a writing prompt: integrated tasks have their own; the others (including the
 * current format's Build a Sentence and Write an Email, which branch inside it) the simple one.
 */
export function writingPath(prompt: { id: number; type: string }): string {
  return writingType(prompt.type) === "integrated" ? `/writing-integrated/${prompt.id}` : `/writing-simple/${prompt.id}`;
}

/** The speaking clocks of a prompt, with the defaults when it does not set them. */
export function speakingTimes(prompt: { type?: string | null; preparationTime?: number | null; speakingTime?: number | null }) {
  // the current format's speaking types have no preparation; the answer window is the prompt's own
  // (Listen and Repeat: the sentence's window) or the type's (interview: 45 s)
  if (prompt.type === "listen_repeat" || prompt.type === "interview") {
    const timing = TASK_REGISTRY[prompt.type].timing;
    const fallback = timing.kind === "answer" && typeof timing.answerSeconds === "number" ? timing.answerSeconds : 10;
    return { preparation: 0, speaking: prompt.speakingTime && prompt.speakingTime > 0 ? prompt.speakingTime : fallback };
  }
  return {
    preparation: prompt.preparationTime && prompt.preparationTime > 0 ? prompt.preparationTime : PRACTICE_SECONDS.speakingPreparationDefault,
    speaking: prompt.speakingTime && prompt.speakingTime > 0 ? prompt.speakingTime : PRACTICE_SECONDS.speakingResponseDefault,
  };
}

/**
 * Feedback "Next Question" (learner spec section 4): the prompt after the current one in the list,
 * wrapping around; when the current one is not in the list or it is the only one, a random other
 * prompt, else the first; null when there are none. `random` returns a number in [0, 1).
 */
export function nextPromptId(ids: readonly number[], currentId: number | null, random: () => number = Math.random): number | null {
  if (ids.length === 0) return null;
  const at = currentId == null ? -1 : ids.indexOf(currentId);
  if (at >= 0 && ids.length > 1) return ids[(at + 1) % ids.length];
  const others = ids.filter((id) => id !== currentId);
  if (others.length) return others[Math.min(others.length - 1, Math.floor(random() * others.length))];
  return ids[0];
}

/** How often the feedback page checks a pending grade, and for how long (spec section 9). */
export const FEEDBACK_POLL_MS = 3000;
export const FEEDBACK_POLL_LIMIT_MS = 120_000;
