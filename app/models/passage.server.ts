import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";
import { previousFormatPassage } from "~/models/current-format.server";

const { passages, questions } = schema;

export type PassageInput = {
  title: string;
  content: string;
  difficultyLevel?: number;
  isForSpeaking?: boolean;
  isForWriting?: boolean;
  /** the current format's task type (null for the previous format) */
  kind?: string | null;
  data?: Record<string, unknown> | null;
};

export async function createPassage(db: Db, input: PassageInput) {
  const [row] = await db.insert(passages).values(input).returning({ id: passages.id });
  return row.id;
}

export async function getPassage(db: Db, id: number) {
  const [row] = await db.select().from(passages).where(eq(passages.id, id));
  return row ?? null;
}

/**
 * The previous format's passages with their question counts, newest first (current-format items
 * have their own admin screens). `filter` narrows to writing or speaking passages.
 */
export async function listPassages(db: Db, filter: { forWriting?: boolean; forSpeaking?: boolean } = {}) {
  const where = filter.forWriting
    ? eq(passages.isForWriting, true)
    : filter.forSpeaking
      ? eq(passages.isForSpeaking, true)
      : undefined;
  return db
    .select({
      id: passages.id,
      title: passages.title,
      difficultyLevel: passages.difficultyLevel,
      isForWriting: passages.isForWriting,
      isForSpeaking: passages.isForSpeaking,
      createdAt: passages.createdAt,
      questionCount: count(questions.id),
    })
    .from(passages)
    .leftJoin(questions, eq(questions.passageId, passages.id))
    .where(and(where, previousFormatPassage()))
    .groupBy(passages.id)
    .orderBy(desc(passages.id));
}

/** Id and title of every previous-format passage, for pickers. */
export async function listPassageOptions(db: Db) {
  return db.select({ id: passages.id, title: passages.title }).from(passages).where(previousFormatPassage()).orderBy(asc(passages.title));
}

/** The current format's passages of the given kinds with their question counts, newest first. */
export async function listCurrentPassages(db: Db, kinds: readonly string[]) {
  return db
    .select({ id: passages.id, title: passages.title, kind: passages.kind, content: passages.content, questionCount: count(questions.id) })
    .from(passages)
    .leftJoin(questions, eq(questions.passageId, passages.id))
    .where(inArray(passages.kind, [...kinds]))
    .groupBy(passages.id)
    .orderBy(desc(passages.id));
}

export async function updatePassage(db: Db, id: number, changes: Partial<PassageInput>) {
  const rows = await db.update(passages).set(changes).where(eq(passages.id, id)).returning({ id: passages.id });
  return rows.length > 0;
}

/** Deletes a passage and its questions together (one atomic batch: no orphan questions). */
export async function deletePassageWithQuestions(db: Db, id: number) {
  await db.batch([
    db.delete(questions).where(eq(questions.passageId, id)),
    db.delete(passages).where(eq(passages.id, id)),
  ]);
}
