import { count, desc, eq, inArray, notInArray } from "drizzle-orm";
import { CURRENT_ONLY_SPEAKING_TYPES } from "~/domain/tasks/registry";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";

const { speakingPrompts, userSubmissions } = schema;

export type SpeakingPromptRow = typeof speakingPrompts.$inferSelect;

export type SpeakingPromptValues = {
  type: string;
  integratedType: string | null;
  question: string;
  difficulty: string;
  preparationTime: number;
  speakingTime: number;
  relatedPassageId: number | null;
  relatedAudioId: number | null;
  /** Type-specific fields (current format); left as stored when undefined. */
  data?: Record<string, unknown> | null;
};

/** Speaking prompts, newest first: all, or one format's (the admin list's two views). */
export async function listSpeakingPrompts(db: Db, format?: "previous" | "current") {
  const where =
    format === "previous"
      ? notInArray(speakingPrompts.type, [...CURRENT_ONLY_SPEAKING_TYPES])
      : format === "current"
        ? inArray(speakingPrompts.type, [...CURRENT_ONLY_SPEAKING_TYPES])
        : undefined;
  return db.select().from(speakingPrompts).where(where).orderBy(desc(speakingPrompts.id));
}

export async function getSpeakingPrompt(db: Db, id: number) {
  const [row] = await db.select().from(speakingPrompts).where(eq(speakingPrompts.id, id));
  return row ?? null;
}

export async function createSpeakingPrompt(db: Db, values: SpeakingPromptValues) {
  const [row] = await db.insert(speakingPrompts).values(values).returning({ id: speakingPrompts.id });
  return row.id;
}

export async function updateSpeakingPrompt(db: Db, id: number, values: SpeakingPromptValues) {
  const rows = await db
    .update(speakingPrompts)
    .set(values)
    .where(eq(speakingPrompts.id, id))
    .returning({ id: speakingPrompts.id });
  return rows.length > 0;
}

export async function deleteSpeakingPrompt(db: Db, id: number) {
  const rows = await db.delete(speakingPrompts).where(eq(speakingPrompts.id, id)).returning({ id: speakingPrompts.id });
  return rows.length > 0;
}

export async function countSpeakingSubmissions(db: Db, id: number) {
  const [row] = await db
    .select({ n: count() })
    .from(userSubmissions)
    .where(eq(userSubmissions.speakingPromptId, id));
  return row?.n ?? 0;
}
