/**
 * The current format's items of one task type, read from the table that stores the type (ADR 0014),
 * and the learner's practice record of them. Item lists never include answers or, for Listen and
 * Repeat, the sentence to be repeated.
 */
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { TASK_REGISTRY, type Section, type TaskType } from "~/domain/tasks/registry";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";

const { passages, audios, questions, writingPrompts, speakingPrompts, userSubmissions } = schema;

export interface TaskItemRow {
  id: number;
  title: string | null;
  /** Text the list may show (an email's subject, a sentence's context line, a discussion's question). */
  text: string | null;
  difficulty: string | number | null;
  /** Questions of a multiple-choice item; null for the other types. */
  questionCount: number | null;
  data: Record<string, unknown> | null;
}

export async function listTaskItems(db: Db, type: TaskType): Promise<TaskItemRow[]> {
  switch (TASK_REGISTRY[type].storage) {
    case "passage": {
      const rows = await db
        .select({
          id: passages.id,
          title: passages.title,
          difficulty: passages.difficultyLevel,
          data: passages.data,
          questionCount: sql<number>`(SELECT count(*) FROM questions q WHERE q.passage_id = ${passages.id} AND q.type = 'reading')`,
        })
        .from(passages)
        .where(eq(passages.kind, type))
        .orderBy(asc(passages.id));
      return rows.map((r) => ({ ...r, text: null, questionCount: type === "complete_words" ? null : Number(r.questionCount) }));
    }
    case "audio": {
      const rows = await db
        .select({
          id: audios.id,
          title: audios.title,
          difficulty: audios.difficultyLevel,
          data: audios.data,
          questionCount: sql<number>`count(${questions.id})`,
        })
        .from(audios)
        .innerJoin(questions, and(eq(questions.audioId, audios.id), eq(questions.type, "listening")))
        .where(eq(audios.kind, type))
        .groupBy(audios.id)
        .orderBy(asc(audios.id));
      return rows.map((r) => ({ ...r, text: null, questionCount: Number(r.questionCount) }));
    }
    case "writing_prompt": {
      const rows = await db
        .select({ id: writingPrompts.id, question: writingPrompts.question, difficulty: writingPrompts.difficulty, data: writingPrompts.data })
        .from(writingPrompts)
        .where(eq(writingPrompts.type, type))
        .orderBy(asc(writingPrompts.id));
      return rows.map((r) => ({ id: r.id, title: null, text: r.question, difficulty: r.difficulty, questionCount: null, data: r.data }));
    }
    case "speaking_prompt": {
      const rows = await db
        .select({ id: speakingPrompts.id, difficulty: speakingPrompts.difficulty, data: speakingPrompts.data })
        .from(speakingPrompts)
        .where(eq(speakingPrompts.type, type))
        .orderBy(asc(speakingPrompts.id));
      return rows.map((r) => ({ id: r.id, title: null, text: null, difficulty: r.difficulty, questionCount: null, data: r.data }));
    }
  }
}

/** How many items each task type has (one round trip: a count per storage table, joined by UNION ALL). */
export async function countTaskItems(db: Db): Promise<Partial<Record<TaskType, number>>> {
  const rows = await db.all<{ storage: string; kind: string | null; n: number }>(sql`
    SELECT 'passage' AS storage, kind, count(*) AS n FROM passages WHERE kind IS NOT NULL GROUP BY kind
    UNION ALL
    SELECT 'audio', a.kind, count(DISTINCT a.id) FROM audios a
      JOIN questions q ON q.audio_id = a.id AND q.type = 'listening'
      WHERE a.kind IS NOT NULL GROUP BY a.kind
    UNION ALL
    SELECT 'writing_prompt', type, count(*) FROM writing_prompts GROUP BY type
    UNION ALL
    SELECT 'speaking_prompt', type, count(*) FROM speaking_prompts GROUP BY type`);
  const counts: Partial<Record<TaskType, number>> = {};
  for (const r of rows) {
    const info = r.kind ? TASK_REGISTRY[r.kind as TaskType] : undefined;
    if (info && info.storage === r.storage) counts[info.type] = Number(r.n);
  }
  return counts;
}

const itemColumn = {
  passage: userSubmissions.passageId,
  audio: userSubmissions.audioId,
  writing_prompt: userSubmissions.writingPromptId,
  speaking_prompt: userSubmissions.speakingPromptId,
} as const;

export interface ItemRecord {
  /** Practice submissions to the item (one per question for multiple-choice items). */
  answers: number;
  correct: number;
  /** The latest graded or pending submission, for the types the queue grades. */
  latest: { id: number; status: string; score: number | null } | null;
}

/** The learner's practice submissions to the given items of a type, summarised per item. */
export async function learnerItemRecords(db: Db, userId: number, type: TaskType, itemIds: number[]): Promise<Map<number, ItemRecord>> {
  const info = TASK_REGISTRY[type];
  const column = itemColumn[info.storage];
  const records = new Map<number, ItemRecord>();
  if (!itemIds.length) return records;
  const rows = await db
    .select({ id: userSubmissions.id, itemId: column, isCorrect: userSubmissions.isCorrect, status: userSubmissions.gradingStatus, score: userSubmissions.score })
    .from(userSubmissions)
    .where(
      and(
        eq(userSubmissions.userId, userId),
        eq(userSubmissions.type, info.section),
        inArray(column, itemIds),
        sql`${userSubmissions.fullTestAttemptId} IS NULL`,
      ),
    )
    .orderBy(desc(userSubmissions.id));
  for (const r of rows) {
    if (r.itemId == null) continue;
    const rec = records.get(r.itemId) ?? { answers: 0, correct: 0, latest: null };
    rec.answers++;
    if (r.isCorrect) rec.correct++;
    if (!rec.latest) rec.latest = { id: r.id, status: r.status, score: r.score };
    records.set(r.itemId, rec);
  }
  return records;
}

/** Distinct items of a section the learner has submitted to in practice, whatever their format. */
export async function submittedSectionItemIds(db: Db, userId: number, section: Section): Promise<number[]> {
  const storage = { reading: "passage", listening: "audio", writing: "writing_prompt", speaking: "speaking_prompt" } as const;
  const column = itemColumn[storage[section]];
  const rows = await db
    .selectDistinct({ id: column })
    .from(userSubmissions)
    .where(and(eq(userSubmissions.userId, userId), eq(userSubmissions.type, section), isNotNull(column), sql`${userSubmissions.fullTestAttemptId} IS NULL`));
  return rows.map((r) => r.id).filter((id): id is number => id != null);
}
