/**
 * Build a Sentence (current format, writing): the other speaker's line is the context; the reply is
 * given as shuffled word chunks plus one distractor, and the learner puts the chunks in order.
 * Stored as a `writing_prompts` row of type "build_sentence" whose `data` is `BuildSentenceData`
 * (ADR 0014); checked on the server at once (ADR 0016). Pure TypeScript.
 *
 * "Exactly one correct order": the chunks must be distinct (ignoring case and spacing) and the
 * distractor must equal none of them, so the stored order is the only arrangement of the chunks that
 * rebuilds the stored sentence. A learner's order is right when it produces the same normalised
 * sentence (so two orders that read identically are both right) and uses no distractor.
 */
import { shuffledFor } from "../practice/queue";

export interface BuildSentenceData {
  /** The reply's chunks in the correct order (3-7). */
  chunks: string[];
  /** One extra chunk that fits nowhere. */
  distractor: string;
  /** Fixed words shown before the slots (may be empty). */
  before?: string;
  /** Fixed text after the slots, usually "." or "?". */
  after: string;
}

export const BUILD_SENTENCE_CHUNKS = { min: 3, max: 7 } as const;

/** Catalog keys of the rules an item can break (area tasks-writing), with the field they concern. */
export type BuildSentenceIssue = { field: "chunks" | "distractor" | "after"; message: string };

/** Case and spacing do not tell two chunks apart. */
export function normaliseChunk(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

/** Validates an item's data; an empty list means it is valid. */
export function validateBuildSentence(data: { chunks: readonly string[]; distractor: string; after?: string }): BuildSentenceIssue[] {
  const issues: BuildSentenceIssue[] = [];
  const chunks = data.chunks.map((c) => c.trim());
  if (chunks.some((c) => !c)) issues.push({ field: "chunks", message: "tasksWS.bs.chunkEmpty" });
  const filled = chunks.filter(Boolean);
  if (filled.length < BUILD_SENTENCE_CHUNKS.min || filled.length > BUILD_SENTENCE_CHUNKS.max) {
    issues.push({ field: "chunks", message: "tasksWS.bs.chunkCount" });
  }
  const seen = new Set<string>();
  let duplicate = false;
  for (const c of filled) {
    const key = normaliseChunk(c);
    if (seen.has(key)) duplicate = true;
    seen.add(key);
  }
  if (duplicate) issues.push({ field: "chunks", message: "tasksWS.bs.chunkDuplicate" });
  const distractor = normaliseChunk(data.distractor ?? "");
  if (!distractor) issues.push({ field: "distractor", message: "tasksWS.bs.distractorRequired" });
  else if (seen.has(distractor)) issues.push({ field: "distractor", message: "tasksWS.bs.distractorEqualsChunk" });
  return issues;
}

/** The tiles a learner sees: the chunks (indices 0..n-1) and the distractor (index n). */
export function tiles(data: BuildSentenceData): string[] {
  return [...data.chunks, data.distractor];
}

/** A stable seed for (prompt, learner): a reload shows the same order. */
export function presentationSeed(promptId: number, userId: number): number {
  let hash = Math.imul(promptId ^ 0x9e3779b9, 2654435761) ^ Math.imul(userId + 1, 40503);
  hash = Math.imul(hash ^ (hash >>> 16), 2246822507);
  return (hash ^ (hash >>> 13)) >>> 0;
}

/**
 * The order in which the tiles are shown: a deterministic shuffle of the tile indices for this
 * prompt and learner, never the correct order itself (the distractor ends up among the chunks).
 */
export function presentationOrder(data: BuildSentenceData, promptId: number, userId: number): number[] {
  const indices = tiles(data).map((_, i) => i);
  let seed = presentationSeed(promptId, userId);
  for (let tries = 0; tries < 8; tries++, seed = (seed + 0x632be5ab) >>> 0) {
    const order = shuffledFor(indices, seed);
    const solved = order.slice(0, data.chunks.length).every((tile, i) => tile === i);
    if (!solved) return order;
  }
  // every shuffle tried was the solution (only possible with tiny inputs): rotate by one
  return [...indices.slice(1), indices[0]];
}

/** The sentence that a list of tile texts makes, with the fixed words around the slots. */
export function sentenceOf(data: Pick<BuildSentenceData, "before" | "after">, parts: readonly string[]): string {
  const body = [data.before?.trim() ?? "", ...parts.map((p) => p.trim())].filter(Boolean).join(" ");
  return body + (data.after ?? "").trim();
}

/** The correct sentence, as the feedback shows it. */
export function correctSentence(data: BuildSentenceData): string {
  return sentenceOf(data, data.chunks);
}

const normaliseSentence = (text: string) => normaliseChunk(text);

export type OrderCheck =
  | { status: "correct"; sentence: string }
  | { status: "wrong"; sentence: string }
  | { status: "invalid"; message: "tasksWS.bs.fillEverySlot" | "tasksWS.bs.eachOnce" };

/**
 * Checks a learner's order: `placed[i]` is the tile index put in slot i+1. A missing or unknown tile
 * (an empty slot, an index out of range, more or fewer slots than chunks) or a tile used twice is
 * `invalid` (nothing is stored; the page asks again); otherwise `correct` when the sentence it makes
 * equals the correct one after normalising case and spacing, else `wrong`.
 */
export function checkOrder(data: BuildSentenceData, placed: readonly (number | null | undefined)[]): OrderCheck {
  const count = tiles(data).length;
  if (placed.length !== data.chunks.length) return { status: "invalid", message: "tasksWS.bs.fillEverySlot" };
  if (placed.some((i) => typeof i !== "number" || !Number.isInteger(i) || i < 0 || i >= count)) {
    return { status: "invalid", message: "tasksWS.bs.fillEverySlot" };
  }
  const indices = placed as number[];
  if (new Set(indices).size !== indices.length) return { status: "invalid", message: "tasksWS.bs.eachOnce" };
  const all = tiles(data);
  const sentence = sentenceOf(data, indices.map((i) => all[i]));
  const right = !indices.includes(data.chunks.length) && normaliseSentence(sentence) === normaliseSentence(correctSentence(data));
  return right ? { status: "correct", sentence } : { status: "wrong", sentence };
}

/** Reads a stored row's `data` (null when it is not a Build a Sentence item). */
export function parseBuildSentenceData(value: unknown): BuildSentenceData | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  if (!Array.isArray(v.chunks) || !v.chunks.every((c) => typeof c === "string") || typeof v.distractor !== "string") return null;
  return {
    chunks: v.chunks as string[],
    distractor: v.distractor,
    before: typeof v.before === "string" ? v.before : "",
    after: typeof v.after === "string" ? v.after : "",
  };
}
