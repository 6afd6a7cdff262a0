import { and, count, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { CURRENT_ONLY_SPEAKING_TYPES, CURRENT_ONLY_WRITING_TYPES } from "~/domain/tasks/registry";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";
import { previousFormatAudio, previousFormatPassage } from "~/models/current-format.server";

const { fullTests, fullTestAttempts, passages, audios, questions, writingPrompts, speakingPrompts } = schema;

export type FullTestRow = typeof fullTests.$inferSelect;

export type FullTestValues = {
  title: string;
  readingPassageIds: number[];
  listeningAudioIds: number[];
  writingPromptIds: number[];
  speakingPromptIds: number[];
};

export async function listFullTests(db: Db) {
  return db
    .select({
      id: fullTests.id,
      title: fullTests.title,
      format: fullTests.format,
      data: fullTests.data,
      readingPassageIds: fullTests.readingPassageIds,
      listeningAudioIds: fullTests.listeningAudioIds,
      writingPromptIds: fullTests.writingPromptIds,
      speakingPromptIds: fullTests.speakingPromptIds,
      createdAt: fullTests.createdAt,
      updatedAt: fullTests.updatedAt,
    })
    .from(fullTests)
    .orderBy(desc(fullTests.id));
}

export async function getFullTest(db: Db, id: number) {
  const [row] = await db.select().from(fullTests).where(eq(fullTests.id, id));
  return row ?? null;
}

export async function createFullTest(db: Db, values: FullTestValues) {
  const [row] = await db.insert(fullTests).values(values).returning({ id: fullTests.id });
  return row.id;
}

export async function updateFullTest(db: Db, id: number, values: FullTestValues) {
  const rows = await db
    .update(fullTests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(fullTests.id, id))
    .returning({ id: fullTests.id });
  return rows.length > 0;
}

export async function deleteFullTest(db: Db, id: number) {
  const rows = await db.delete(fullTests).where(eq(fullTests.id, id)).returning({ id: fullTests.id });
  return rows.length > 0;
}

/** Attempts of this test that learners are taking right now. */
export async function countAttemptsInProgress(db: Db, fullTestId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(fullTestAttempts)
    .where(and(eq(fullTestAttempts.fullTestId, fullTestId), eq(fullTestAttempts.status, "in_progress")));
  return row?.n ?? 0;
}

/** Previous-format passages with their reading question counts (the candidates of a classic full test's reading section). */
export async function listPassagesWithQuestionCounts(db: Db, ids?: number[]) {
  if (ids && !ids.length) return [];
  return db
    .select({ id: passages.id, title: passages.title, kind: passages.kind, questionCount: count(questions.id) })
    .from(passages)
    .leftJoin(questions, and(eq(questions.passageId, passages.id), eq(questions.type, "reading")))
    .where(and(ids ? inArray(passages.id, ids) : undefined, previousFormatPassage()))
    .groupBy(passages.id)
    .orderBy(desc(passages.id));
}

/** Previous-format audios with their listening question counts (the candidates of a classic full test's listening section). */
export async function listAudiosWithQuestionCounts(db: Db, ids?: number[]) {
  if (ids && !ids.length) return [];
  return db
    .select({ id: audios.id, title: audios.title, kind: audios.kind, questionCount: count(questions.id) })
    .from(audios)
    .leftJoin(questions, and(eq(questions.audioId, audios.id), eq(questions.type, "listening")))
    .where(and(ids ? inArray(audios.id, ids) : undefined, previousFormatAudio()))
    .groupBy(audios.id)
    .orderBy(desc(audios.id));
}

/** Writing prompts (with `classic`: only the previous format's types, for classic full tests). */
export async function listWritingPromptTypes(db: Db, ids?: number[], options: { classic?: boolean } = {}) {
  if (ids && !ids.length) return [];
  return db
    .select({ id: writingPrompts.id, type: writingPrompts.type, question: writingPrompts.question })
    .from(writingPrompts)
    .where(
      and(
        ids ? inArray(writingPrompts.id, ids) : undefined,
        options.classic ? notInArray(writingPrompts.type, [...CURRENT_ONLY_WRITING_TYPES]) : undefined,
      ),
    )
    .orderBy(desc(writingPrompts.id));
}

/** Speaking prompts (with `classic`: only the previous format's types, for classic full tests). */
export async function listSpeakingPromptTypes(db: Db, ids?: number[], options: { classic?: boolean } = {}) {
  if (ids && !ids.length) return [];
  return db
    .select({
      id: speakingPrompts.id,
      type: speakingPrompts.type,
      integratedType: speakingPrompts.integratedType,
      question: speakingPrompts.question,
    })
    .from(speakingPrompts)
    .where(
      and(
        ids ? inArray(speakingPrompts.id, ids) : undefined,
        options.classic ? notInArray(speakingPrompts.type, [...CURRENT_ONLY_SPEAKING_TYPES]) : undefined,
      ),
    )
    .orderBy(desc(speakingPrompts.id));
}

/** Where a current-format test keeps each kind of id in its `data` (any module of the section). */
export const CURRENT_DATA_PATH = {
  readingPassageIds: "$.reading",
  listeningAudioIds: "$.listening",
  writingPromptIds: "$.writing",
  speakingPromptIds: "$.speaking",
} as const;

/**
 * The full tests, of either format, that hold `id` in `column`'s list (previous format) or in the
 * same section of their `data` (current format: routing, easier and harder modules).
 */
export async function fullTestsUsing(
  db: Db,
  column: "readingPassageIds" | "listeningAudioIds" | "writingPromptIds" | "speakingPromptIds",
  id: number,
) {
  return db
    .select({ id: fullTests.id, title: fullTests.title })
    .from(fullTests)
    .where(
      sql`exists (select 1 from json_each(${fullTests[column]}) where json_each.value = ${id})
        or exists (select 1 from json_tree(${fullTests.data}, ${CURRENT_DATA_PATH[column]}) as t where t.atom = ${id} and t.type = 'integer')`,
    )
    .orderBy(desc(fullTests.id));
}

// ---- the current (adaptive) format

/** Current-format passages or audios (kind is a current task type) with their question counts. */
export async function listCurrentItems(db: Db, section: "reading" | "listening", kinds: readonly string[], ids?: number[]) {
  if (ids && !ids.length) return [];
  const table = section === "reading" ? passages : audios;
  const column = section === "reading" ? questions.passageId : questions.audioId;
  return db
    .select({ id: table.id, title: table.title, kind: table.kind, questionCount: count(questions.id) })
    .from(table)
    .leftJoin(questions, and(eq(column, table.id), eq(questions.type, section)))
    .where(and(inArray(table.kind, [...kinds]), ids ? inArray(table.id, ids) : undefined))
    .groupBy(table.id)
    .orderBy(table.kind, table.id);
}

export async function listCurrentPrompts(db: Db, section: "writing" | "speaking", types: readonly string[], ids?: number[]) {
  if (ids && !ids.length) return [];
  const table = section === "writing" ? writingPrompts : speakingPrompts;
  return db
    .select({ id: table.id, type: table.type, question: table.question, data: table.data })
    .from(table)
    .where(and(inArray(table.type, [...types]), ids ? inArray(table.id, ids) : undefined))
    .orderBy(table.id);
}

export async function createCurrentFullTest(db: Db, values: { title: string; data: Record<string, unknown> }) {
  const [row] = await db
    .insert(fullTests)
    .values({ title: values.title, format: "current", data: values.data })
    .returning({ id: fullTests.id });
  return row.id;
}

export async function updateCurrentFullTest(db: Db, id: number, values: { title: string; data: Record<string, unknown> }) {
  const rows = await db
    .update(fullTests)
    .set({ title: values.title, data: values.data, updatedAt: new Date() })
    .where(and(eq(fullTests.id, id), eq(fullTests.format, "current")))
    .returning({ id: fullTests.id });
  return rows.length > 0;
}
