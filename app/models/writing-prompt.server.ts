import { count, desc, eq, inArray, notInArray } from "drizzle-orm";
import { CURRENT_ONLY_WRITING_TYPES } from "~/domain/tasks/registry";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";

const { writingPrompts, userSubmissions } = schema;

export type WritingPromptRow = typeof writingPrompts.$inferSelect;

export type WritingPromptValues = {
  type: string;
  question: string;
  difficulty: string;
  timeLimit: number;
  relatedPassageId: number | null;
  relatedAudioId: number | null;
  /** Type-specific fields (current format); left as stored when undefined. */
  data?: Record<string, unknown> | null;
};

/** The current format's writing types (academic discussion belongs to both formats). */
export const CURRENT_WRITING_TYPES = [...CURRENT_ONLY_WRITING_TYPES, "academic_discussion"];

/**
 * Writing prompts, newest first: all of them, or one format's (the admin list's two views: the
 * previous format leaves out the current-only types; the current format lists its own types).
 */
export async function listWritingPrompts(db: Db, format?: "previous" | "current") {
  const where =
    format === "previous"
      ? notInArray(writingPrompts.type, [...CURRENT_ONLY_WRITING_TYPES])
      : format === "current"
        ? inArray(writingPrompts.type, CURRENT_WRITING_TYPES)
        : undefined;
  return db.select().from(writingPrompts).where(where).orderBy(desc(writingPrompts.id));
}

export async function getWritingPrompt(db: Db, id: number) {
  const [row] = await db.select().from(writingPrompts).where(eq(writingPrompts.id, id));
  return row ?? null;
}

export async function createWritingPrompt(db: Db, values: WritingPromptValues) {
  const [row] = await db.insert(writingPrompts).values(values).returning({ id: writingPrompts.id });
  return row.id;
}

/** Returns false when the prompt does not exist. */
export async function updateWritingPrompt(db: Db, id: number, values: WritingPromptValues) {
  const rows = await db
    .update(writingPrompts)
    .set(values)
    .where(eq(writingPrompts.id, id))
    .returning({ id: writingPrompts.id });
  return rows.length > 0;
}

export async function deleteWritingPrompt(db: Db, id: number) {
  const rows = await db.delete(writingPrompts).where(eq(writingPrompts.id, id)).returning({ id: writingPrompts.id });
  return rows.length > 0;
}

/** How many learner submissions answer this prompt. */
export async function countWritingSubmissions(db: Db, id: number) {
  const [row] = await db
    .select({ n: count() })
    .from(userSubmissions)
    .where(eq(userSubmissions.writingPromptId, id));
  return row?.n ?? 0;
}
