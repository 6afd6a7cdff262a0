/**
 * Complete the Words (current TOEFL iBT reading, a C-test): the gaps of a paragraph, their rules
 * and the learner's score. Pure: no Remix or drizzle imports. The gaps are never stored; the server
 * derives them from the paragraph every time, so an item is just its text.
 *
 * Gap generation (the C-test convention):
 * - The first sentence stays intact. It ends at the first ".", "!" or "?" (possibly followed by a
 *   closing quote or bracket) that is followed by white space.
 * - After it, the text is read as white-space separated tokens. A token is a "word" when, once its
 *   leading and trailing punctuation (commas, quotes, brackets, full stops...) is set aside, what
 *   remains is 2 or more letters and nothing else. Everything else is skipped and NOT counted:
 *   one-letter words ("a", "I"), numbers and anything with a digit ("1998", "CO2"), hyphenated
 *   words ("well-known"), words with an apostrophe ("don't", "city's") and bare punctuation.
 * - Counting only words, the 2nd, 4th, 6th... word loses its second half, until there are 10
 *   gaps; the text after the 10th gap stays intact.
 * - A word of n letters keeps its first floor(n/2) letters and loses the other ceil(n/2): for odd
 *   lengths the larger half is removed ("the" -> "t___", "science" -> "sci____", "to" -> "t_").
 * - Punctuation around a gapped word stays visible ("results," -> "res" + gap + ",").
 *
 * Scoring: per word, case-insensitively, letters only (anything else the learner types is
 * ignored). The learner types the missing letters; typing the whole word is accepted too. The
 * score is correct gaps out of 10.
 */

export const CTW_GAPS = 10;
export const CTW_MIN_WORDS = 70;
export const CTW_MAX_WORDS = 100;

export type CtwSegment =
  | { kind: "text"; text: string }
  | { kind: "gap"; index: number; visible: string; missing: string; word: string };

/** Words as a person counts them: white-space separated tokens with at least one letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Where the first sentence ends (index just after its closing punctuation), or -1 when it never ends. */
export function firstSentenceEnd(text: string): number {
  const match = /[.!?]["'”’)\]]*(?=\s)/u.exec(text);
  return match ? match.index + match[0].length : -1;
}

const WORD = /^([^\p{L}\p{N}]*)(\p{L}{2,})([^\p{L}\p{N}]*)$/u;

/** A token's parts when it is a gappable word (2+ letters, only punctuation around it), else null. */
function wordParts(token: string): { before: string; word: string; after: string } | null {
  const match = WORD.exec(token);
  if (!match) return null;
  // an apostrophe or hyphen inside the token would have broken the letter run; none inside here
  return { before: match[1], word: match[2], after: match[3] };
}

/** The letters a word keeps visible: the first floor(n/2). */
export function visiblePart(word: string): string {
  return word.slice(0, Math.floor(word.length / 2));
}

/**
 * The paragraph as text and gap segments. Yields fewer than 10 gaps when the text is too short
 * (the validation refuses such a paragraph).
 */
export function completeWordsSegments(paragraph: string): CtwSegment[] {
  const text = paragraph.trim();
  const end = firstSentenceEnd(text);
  if (end < 0) return text ? [{ kind: "text", text }] : [];
  const segments: CtwSegment[] = [];
  let buffer = text.slice(0, end);
  const flush = () => {
    if (buffer) segments.push({ kind: "text", text: buffer });
    buffer = "";
  };
  let words = 0;
  let gaps = 0;
  // keep the white space as its own tokens so the text is rebuilt exactly
  for (const token of text.slice(end).split(/(\s+)/)) {
    if (!token) continue;
    const parts = gaps < CTW_GAPS && !/^\s+$/.test(token) ? wordParts(token) : null;
    if (!parts) {
      buffer += token;
      continue;
    }
    words += 1;
    if (words % 2 === 1) {
      buffer += token;
      continue;
    }
    const visible = visiblePart(parts.word);
    buffer += parts.before;
    flush();
    segments.push({ kind: "gap", index: gaps, visible, missing: parts.word.slice(visible.length), word: parts.word });
    gaps += 1;
    buffer += parts.after;
  }
  flush();
  return segments;
}

export type CtwGap = Extract<CtwSegment, { kind: "gap" }>;

export function completeWordsGaps(paragraph: string): CtwGap[] {
  return completeWordsSegments(paragraph).filter((s): s is CtwGap => s.kind === "gap");
}

/**
 * The rules of a paragraph (catalog keys of what is wrong, in order; empty when it holds):
 * 70-100 words, a first sentence followed by more text, and enough words after it for 10 gaps.
 */
export function completeWordsProblems(paragraph: string): string[] {
  const text = paragraph.trim();
  const problems: string[] = [];
  const words = countWords(text);
  if (words < CTW_MIN_WORDS || words > CTW_MAX_WORDS) problems.push("tasksRL.rule.ctwWords");
  const end = firstSentenceEnd(text);
  if (end < 0 || !text.slice(end).trim()) problems.push("tasksRL.rule.ctwFirstSentence");
  else if (completeWordsGaps(text).length < CTW_GAPS) problems.push("tasksRL.rule.ctwGaps");
  return problems;
}

/** Letters only, lower case: what is compared. */
export function normalizeLetters(value: string): string {
  return value.normalize("NFC").toLowerCase().replace(/[^\p{L}]/gu, "");
}

export function isGapCorrect(gap: Pick<CtwGap, "missing" | "word">, answer: string): boolean {
  const typed = normalizeLetters(answer);
  if (!typed) return false;
  return typed === normalizeLetters(gap.missing) || typed === normalizeLetters(gap.word);
}

export interface CtwGapResult {
  index: number;
  visible: string;
  missing: string;
  word: string;
  answer: string;
  correct: boolean;
}

export interface CtwResult {
  gaps: CtwGapResult[];
  correct: number;
  total: number;
  /** correct / total, 0-1 */
  score: number;
}

/** Scores the learner's answers (by gap order; missing answers count as wrong). */
export function scoreCompleteWords(paragraph: string, answers: readonly string[]): CtwResult {
  const gaps = completeWordsGaps(paragraph).map((gap, i) => {
    const answer = (answers[i] ?? "").slice(0, 40);
    return { index: gap.index, visible: gap.visible, missing: gap.missing, word: gap.word, answer, correct: isGapCorrect(gap, answer) };
  });
  const correct = gaps.filter((g) => g.correct).length;
  return { gaps, correct, total: CTW_GAPS, score: correct / CTW_GAPS };
}

/** What a learner receives before answering: the visible letters and how many are missing, never the answers. */
export type CtwLearnerSegment = { kind: "text"; text: string } | { kind: "gap"; index: number; visible: string; length: number };

export function learnerSegments(segments: readonly CtwSegment[]): CtwLearnerSegment[] {
  return segments.map((s) => (s.kind === "text" ? s : { kind: "gap", index: s.index, visible: s.visible, length: s.missing.length }));
}
