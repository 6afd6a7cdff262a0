/**
 * Listen and Repeat (current format, speaking): the learner hears a sentence once and repeats it
 * within its window (8, 8, 10, 10, 10, 12, 12 seconds by position). Scored on our side, not by a
 * model: the provider only transcribes; the transcription is compared with the target sentence by
 * word error rate (WER) on normalised text, and the WER maps to 0-5 through `LISTEN_REPEAT_TABLE`.
 *
 * Normalising (both sides alike): lower case; curly quotes made straight; common contractions
 * expanded ("don't" -> "do not", "it's" -> "it is", "I'm" -> "I am"...); "%" -> "percent"; clock times
 * "9:00" -> "nine o'clock" and "9:30" -> "nine thirty"; whole numbers 0-999 written as words; hyphens
 * and other punctuation removed (a remaining apostrophe, as in a possessive, is dropped). So a
 * transcriber writing "It's 9:00" for "It is nine o'clock" costs nothing.
 *
 * WER = (substitutions + deletions + insertions) / words of the target, by word-level edit distance.
 *
 * The table (ADR 0016), read against ETS's Listen and Repeat rubric (5 = an exact repetition;
 * 4 = the meaning kept with a minor change; 3 = mostly accurate, some meaning lost; 2 = partly
 * repeated; 1 = fragments; 0 = nothing or unrelated). For a typical 10-12-word sentence:
 *   WER 0            -> 5  every word, in order
 *   WER <= 0.10      -> 4  one word changed, missed or added
 *   WER <= 0.25      -> 3  two or three words off: the gist survives
 *   WER <= 0.45      -> 2  about half right
 *   WER <= 0.70      -> 1  fragments of the sentence
 *   otherwise        -> 0  (also: an empty transcription, when the transcription itself succeeded)
 */

/** Upper WER bound (inclusive) of each score, best first. */
export const LISTEN_REPEAT_TABLE: ReadonlyArray<{ maxWer: number; score: number }> = [
  { maxWer: 0, score: 5 },
  { maxWer: 0.1, score: 4 },
  { maxWer: 0.25, score: 3 },
  { maxWer: 0.45, score: 2 },
  { maxWer: 0.7, score: 1 },
];

const ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** 0-999 in words ("twenty one", "three hundred five"); larger numbers stay digits. */
export function numberToWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999) return String(n);
  if (n < 20) return ONES[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? ` ${ONES[n % 10]}` : "");
  const rest = n % 100;
  return `${ONES[Math.floor(n / 100)]} hundred${rest ? ` ${numberToWords(rest)}` : ""}`;
}

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bwon't\b/g, "will not"],
  [/\bshan't\b/g, "shall not"],
  [/\bcan't\b/g, "can not"],
  [/\bcannot\b/g, "can not"],
  [/\bain't\b/g, "is not"],
  [/\blet's\b/g, "let us"],
  [/n't\b/g, " not"],
  [/'re\b/g, " are"],
  [/'ve\b/g, " have"],
  [/'ll\b/g, " will"],
  [/'d\b/g, " would"],
  [/\bi'm\b/g, "i am"],
  [/\b(it|he|she|that|there|here|what|where|who|how|when|why)'s\b/g, "$1 is"],
  [/\bo'clock\b/g, "oclock"],
];

/** The normalised words of a text (see the module comment). */
export function normaliseWords(text: string): string[] {
  let s = text.toLowerCase().replace(/[\u2018\u2019\u02bc`]/g, "'");
  s = s.replace(/(\d+):(\d{2})\b/g, (_, h: string, m: string) => (m === "00" ? `${h} oclock` : `${h} ${Number(m) < 10 ? `oh ${Number(m)}` : m}`));
  for (const [pattern, replacement] of CONTRACTIONS) s = s.replace(pattern, replacement);
  s = s.replace(/%/g, " percent ");
  s = s.replace(/(\d),(\d{3})\b/g, "$1$2");
  s = s.replace(/\d+/g, (d) => ` ${numberToWords(Number(d))} `);
  s = s.replace(/'/g, "").replace(/[^a-z0-9\s]+/g, " ");
  return s.split(/\s+/).filter(Boolean);
}

/** Word-level edit distance (substitutions, deletions, insertions each cost 1). */
export function wordEditDistance(reference: readonly string[], hypothesis: readonly string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const current = [i];
    for (let j = 1; j <= hypothesis.length; j++) {
      const cost = reference[i - 1] === hypothesis[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = current;
  }
  return previous[hypothesis.length];
}

export interface RepeatResult {
  /** 0-5 by the table. */
  score: number;
  /** Word error rate (may exceed 1 when many words were added), rounded to 3 decimals. */
  wer: number;
  errors: number;
  targetWords: number;
}

/** Maps a word error rate to 0-5 through the table. */
export function scoreForWer(wer: number): number {
  for (const row of LISTEN_REPEAT_TABLE) if (wer <= row.maxWer + 1e-9) return row.score;
  return 0;
}

/** Scores a (successful) transcription against the target sentence. An empty one scores 0. */
export function scoreRepeat(target: string, transcription: string): RepeatResult {
  const reference = normaliseWords(target);
  const hypothesis = normaliseWords(transcription);
  const targetWords = reference.length;
  if (hypothesis.length === 0) return { score: 0, wer: targetWords ? 1 : 0, errors: targetWords, targetWords };
  const errors = wordEditDistance(reference, hypothesis);
  const wer = targetWords ? errors / targetWords : errors ? 1 : 0;
  return { score: scoreForWer(wer), wer: Math.round(wer * 1000) / 1000, errors, targetWords };
}

export interface ListenRepeatData {
  /** The set's context, e.g. "A guided tour of the campus library". */
  set: string;
  /** 1-7 within the set. */
  position: number;
}

/** Reads a stored row's `data` (null when it is not a Listen and Repeat item). */
export function parseSetData(value: unknown): ListenRepeatData | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  if (typeof v.set !== "string" || typeof v.position !== "number") return null;
  return { set: v.set, position: v.position };
}
