/**
 * Checking reading and listening answers. Answers are letters (A, B, C, ...) by option position.
 * Scoring (DECISIONS.md "Scoring"): a single-answer question is worth 1 point; a prose summary
 * (exactly 3 of 6) 2 points for 3 correct, 1 for 2, otherwise 0.
 */
export const PROSE_SUMMARY_PICKS = 3;

export type AnswerVerdict = "correct" | "partial" | "incorrect";

export interface AnswerResult {
  verdict: AnswerVerdict;
  points: number;
  maxPoints: number;
  isCorrect: boolean;
}

export function letterFor(index: number): string {
  return String.fromCharCode(65 + index);
}

export function lettersFor(optionCount: number): string[] {
  return Array.from({ length: optionCount }, (_, i) => letterFor(i));
}

export function checkSingleAnswer(correctAnswer: string, answer: string): AnswerResult {
  const isCorrect = answer.trim().toUpperCase() === correctAnswer.trim().toUpperCase();
  return { verdict: isCorrect ? "correct" : "incorrect", points: isCorrect ? 1 : 0, maxPoints: 1, isCorrect };
}

export function proseSummaryPoints(correctHits: number): number {
  return correctHits >= 3 ? 2 : correctHits === 2 ? 1 : 0;
}

export function checkProseSummary(correctAnswers: readonly string[], picks: readonly string[]): AnswerResult {
  const correct = new Set(correctAnswers.map((a) => a.toUpperCase()));
  const hits = new Set(picks.map((p) => p.toUpperCase()).filter((p) => correct.has(p))).size;
  const points = proseSummaryPoints(hits);
  return {
    verdict: points === 2 ? "correct" : points === 1 ? "partial" : "incorrect",
    points,
    maxPoints: 2,
    isCorrect: points === 2,
  };
}

export type PicksProblem = "tooMany" | "tooFew" | "invalid" | null;

/** Whether a set of prose-summary picks is acceptable: exactly 3 distinct letters among the options. */
export function prosePicksProblem(picks: readonly string[], optionCount: number): PicksProblem {
  const valid = new Set(lettersFor(optionCount));
  const distinct = new Set(picks.map((p) => p.toUpperCase()));
  if ([...distinct].some((p) => !valid.has(p))) return "invalid";
  if (distinct.size > PROSE_SUMMARY_PICKS) return "tooMany";
  if (distinct.size < PROSE_SUMMARY_PICKS) return "tooFew";
  return null;
}

/** The maximum points of a question, by type. */
export function maxPointsOf(questionType: string): number {
  return questionType === "prose_summary" ? 2 : 1;
}
