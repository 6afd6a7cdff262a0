/**
 * Rules of reading and listening questions (admin spec section 5, DECISIONS.md "Content rules").
 * Answers are stored as letters A, B, C... by option position. Pure: no Remix or drizzle imports.
 */

export const MAX_QUESTIONS_PER_PASSAGE = 10;
export const MAX_OPTIONS = 10;
/** Option inputs shown by the forms: reading needs 6 for a prose summary; listening shows 4. */
export const READING_OPTION_SLOTS = 6;
export const LISTENING_OPTION_SLOTS = 4;
export const PROSE_SUMMARY_OPTIONS = 6;
export const PROSE_SUMMARY_CORRECT = 3;
/** Question text is cut at this length in the admin tables. */
export const QUESTION_PREVIEW_LENGTH = 50;

export const QUESTION_TYPES = ["single", "prose_summary"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export type QuestionKind = "reading" | "listening";

export function letterFor(index: number): string {
  return String.fromCharCode(65 + index);
}

export function indexOfLetter(letter: string): number {
  return /^[A-Z]$/.test(letter) ? letter.charCodeAt(0) - 65 : -1;
}

/** The text cut at `length` characters, with an ellipsis when it was longer. */
export function truncate(text: string, length = QUESTION_PREVIEW_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

export interface QuestionDraft {
  questionType: QuestionType;
  /** Option slots as entered; blank slots are dropped. */
  options: Array<string | null | undefined>;
  /** A letter naming a slot, or (from the JSON calls) an option's text. */
  correctAnswer?: string | null;
  correctAnswers?: Array<string | null | undefined> | null;
}

export interface NormalizedQuestion {
  questionType: QuestionType;
  options: string[];
  correctAnswer: string;
  correctAnswers: string[] | null;
}

export type QuestionIssue = { path: "options" | "correctAnswer" | "correctAnswers" | "questionType"; message: string };

/** Messages (catalog keys) of each rule; reading and listening word them differently in the spec. */
const MESSAGES = {
  reading: {
    minOptions: "admin.question.minOptions",
    correct: "admin.question.correctNotInOptions",
  },
  listening: {
    minOptions: "admin.listening.minOptions",
    correct: "admin.listening.correctRequired",
  },
} as const;

/** The slot index an answer names: a letter of a slot, else the text of an option; -1 if neither. */
function resolveSlot(slots: Array<string | null | undefined>, answer: string | null | undefined): number {
  const value = (answer ?? "").trim();
  if (!value) return -1;
  const byLetter = indexOfLetter(value.toUpperCase());
  if (value.length === 1 && byLetter >= 0 && byLetter < slots.length) return byLetter;
  return slots.findIndex((s) => (s ?? "").trim() === value);
}

/**
 * Checks a question against the rules and, when it holds, returns it normalized: blank option
 * slots dropped, answers as letters of the remaining options.
 */
export function checkQuestion(
  kind: QuestionKind,
  draft: QuestionDraft,
): { ok: true; value: NormalizedQuestion } | { ok: false; issues: QuestionIssue[] } {
  const type: QuestionType = kind === "listening" ? "single" : draft.questionType;
  const slots = draft.options.map((o) => (o ?? "").trim());
  const filled = slots.map((o, i) => (o ? i : -1)).filter((i) => i >= 0);
  const compact = new Map(filled.map((slot, index) => [slot, index]));
  const options = filled.map((i) => slots[i]);
  const issues: QuestionIssue[] = [];

  if (options.length < 2) issues.push({ path: "options", message: MESSAGES[kind].minOptions });
  if (options.length > MAX_OPTIONS) issues.push({ path: "options", message: "admin.question.tooManyOptions" });

  if (type === "prose_summary") {
    if (options.length !== PROSE_SUMMARY_OPTIONS) {
      issues.push({ path: "options", message: "admin.question.proseOptions" });
    }
    const answers = [...new Set((draft.correctAnswers ?? []).map((a) => (a ?? "").trim()).filter(Boolean))];
    if (answers.length !== PROSE_SUMMARY_CORRECT) {
      issues.push({ path: "correctAnswers", message: "admin.question.proseCorrectCount" });
    }
    const slotsChosen = answers.map((a) => resolveSlot(slots, a));
    if (slotsChosen.some((s) => !compact.has(s))) {
      issues.push({ path: "correctAnswers", message: "admin.question.proseCorrectNotInOptions" });
    }
    if (issues.length) return { ok: false, issues };
    const letters = [...new Set(slotsChosen.map((s) => letterFor(compact.get(s)!)))].sort();
    if (letters.length !== PROSE_SUMMARY_CORRECT) {
      return { ok: false, issues: [{ path: "correctAnswers", message: "admin.question.proseCorrectCount" }] };
    }
    return { ok: true, value: { questionType: type, options, correctAnswer: letters.join(","), correctAnswers: letters } };
  }

  const slot = resolveSlot(slots, draft.correctAnswer);
  if (!compact.has(slot)) issues.push({ path: "correctAnswer", message: MESSAGES[kind].correct });
  if (issues.length) return { ok: false, issues };
  return {
    ok: true,
    value: { questionType: type, options, correctAnswer: letterFor(compact.get(slot)!), correctAnswers: null },
  };
}

/** The correct answer(s) of a stored question, as letters, for tables. */
export function correctLetters(question: { correctAnswer: string; correctAnswers: string[] | null }): string[] {
  if (question.correctAnswers?.length) return question.correctAnswers;
  return question.correctAnswer ? question.correctAnswer.split(",") : [];
}

/** Difficulty levels 1-5 and their catalog labels. */
export const DIFFICULTY_LEVELS = [1, 2, 3, 4, 5] as const;
export const DEFAULT_DIFFICULTY = 3;
export function difficultyLabelKey(level: number): string {
  return `admin.difficulty.${Math.min(5, Math.max(1, Math.round(level)))}`;
}
