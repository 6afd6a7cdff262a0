/**
 * TEMPORARY adapter until app/domain/tasks/build-sentence.ts (issue 10) lands on main: reading a
 * build_sentence prompt's data and checking a built sentence. Replaced by their module after merging.
 */
export interface BuildSentenceData {
  chunks: string[];
  distractor: string;
  before?: string;
  after: string;
}

export function parseBuildSentence(data: unknown): BuildSentenceData | null {
  const d = (data ?? {}) as Partial<BuildSentenceData>;
  if (!Array.isArray(d.chunks) || !d.chunks.every((c) => typeof c === "string")) return null;
  return { chunks: d.chunks, distractor: typeof d.distractor === "string" ? d.distractor : "", before: d.before ?? "", after: d.after ?? "" };
}

/** Correct when the chunks placed in the slots are the sentence's chunks in their order. */
export function checkBuiltSentence(data: BuildSentenceData, placed: readonly string[]): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();
  return placed.length === data.chunks.length && data.chunks.every((c, i) => norm(c) === norm(placed[i] ?? ""));
}
