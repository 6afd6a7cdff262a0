/**
 * What a learner's list of one task type shows for each item: a title that gives nothing away
 * (never the sentence of a Listen and Repeat item), and the learner's state of the item.
 */
import { parseDiscussion, questionSummary } from "../academic-discussion";
import type { TaskType } from "./registry";

export type ItemState =
  | { kind: "new" }
  | { kind: "locked" }
  | { kind: "answered"; correct: number; total: number | null }
  | { kind: "graded"; score: number | null; submissionId: number }
  | { kind: "pending"; submissionId: number }
  | { kind: "failed"; submissionId: number };

/** A title for the list: the stored title, or one built from the type's own fields. */
export function itemTitle(
  type: TaskType,
  item: { id: number; title: string | null; text: string | null; data: Record<string, unknown> | null },
): { title: string | null; set: string | null; position: number | null } {
  const data = item.data ?? {};
  const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
  const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
  switch (type) {
    case "listen_repeat":
    case "interview":
      return { title: str(data.title), set: str(data.set), position: num(data.position) };
    case "email":
      return { title: str(data.subject) ?? str(data.title), set: null, position: null };
    case "academic_discussion": {
      const parsed = item.text ? parseDiscussion(item.text) : null;
      const source = parsed?.professorPost ?? item.text ?? "";
      return { title: str(data.title) ?? (source ? clip(questionSummary(source), 120) : null), set: null, position: null };
    }
    case "build_sentence":
      return { title: item.text ? clip(item.text, 120) : null, set: null, position: null };
    default:
      return { title: item.title, set: null, position: null };
  }
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The learner's state of one item from their practice record. */
export function itemState(
  scoring: "objective" | "graded",
  open: boolean,
  record: { answers: number; correct: number; latest: { id: number; status: string; score: number | null } | null } | undefined,
  questionCount: number | null,
): ItemState {
  if (!record || record.answers === 0) return open ? { kind: "new" } : { kind: "locked" };
  if (scoring === "objective") {
    if (questionCount == null && record.latest?.score != null && record.answers === 1) {
      // one row for the whole item (Complete the Words, Build a Sentence): its score is the result
      return { kind: "answered", correct: record.latest.score, total: null };
    }
    return { kind: "answered", correct: record.correct, total: questionCount };
  }
  const latest = record.latest!;
  if (latest.status === "graded") return { kind: "graded", score: latest.score, submissionId: latest.id };
  if (latest.status === "failed") return { kind: "failed", submissionId: latest.id };
  return { kind: "pending", submissionId: latest.id };
}
