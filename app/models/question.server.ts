import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { MAX_QUESTIONS_PER_PASSAGE, type QuestionKind, type QuestionType } from "~/domain/questions";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";

const { questions } = schema;

export type QuestionContent = {
  questionText: string;
  questionType: QuestionType;
  options: string[];
  correctAnswer: string;
  correctAnswers: string[] | null;
  explanation: string | null;
};

const questionColumns = {
  id: questions.id,
  passageId: questions.passageId,
  audioId: questions.audioId,
  questionText: questions.questionText,
  options: questions.options,
  correctAnswer: questions.correctAnswer,
  correctAnswers: questions.correctAnswers,
  questionType: questions.questionType,
  explanation: questions.explanation,
  type: questions.type,
  position: questions.position,
  createdAt: questions.createdAt,
};

export async function getQuestion(db: Db, id: number) {
  const [row] = await db.select(questionColumns).from(questions).where(eq(questions.id, id));
  return row ?? null;
}

/** The questions of a passage (reading) or an audio (listening), in order. */
export async function listQuestions(db: Db, parent: { passageId: number } | { audioId: number }) {
  const where = "passageId" in parent ? eq(questions.passageId, parent.passageId) : eq(questions.audioId, parent.audioId);
  return db.select(questionColumns).from(questions).where(where).orderBy(asc(questions.position), asc(questions.id));
}

export async function countQuestions(db: Db, parent: { passageId: number } | { audioId: number }) {
  const where = "passageId" in parent ? eq(questions.passageId, parent.passageId) : eq(questions.audioId, parent.audioId);
  const [row] = await db.select({ n: count() }).from(questions).where(where);
  return row?.n ?? 0;
}

/**
 * Adds a question at the end of its passage or audio. For a passage the insert itself checks the
 * 10-question limit (conditional SQL, so two admins adding at once cannot pass it); returns the
 * new id, or null when the passage was full.
 */
export async function createQuestion(
  db: Db,
  kind: QuestionKind,
  parentId: number,
  content: QuestionContent,
): Promise<number | null> {
  const parentColumn = kind === "reading" ? sql.raw("passage_id") : sql.raw("audio_id");
  const limit = kind === "reading" ? MAX_QUESTIONS_PER_PASSAGE : 1_000_000;
  const rows = await db.all<{ id: number }>(sql`
    insert into questions (${parentColumn}, question_text, options, correct_answer, correct_answers, question_type, explanation, type, position)
    select ${parentId}, ${content.questionText}, ${JSON.stringify(content.options)}, ${content.correctAnswer},
      ${content.correctAnswers ? JSON.stringify(content.correctAnswers) : null}, ${content.questionType},
      ${content.explanation}, ${kind},
      (select coalesce(max(position), -1) + 1 from questions where ${parentColumn} = ${parentId})
    where (select count(*) from questions where ${parentColumn} = ${parentId}) < ${limit}
    returning id`);
  return rows[0]?.id ?? null;
}

export async function updateQuestion(db: Db, id: number, content: QuestionContent) {
  const rows = await db.update(questions).set(content).where(eq(questions.id, id)).returning({ id: questions.id });
  return rows.length > 0;
}

/** Deletes a question of the given kind; false when there was none. */
export async function deleteQuestion(db: Db, id: number, kind?: QuestionKind) {
  const rows = await db
    .delete(questions)
    .where(and(eq(questions.id, id), kind ? eq(questions.type, kind) : undefined))
    .returning({ id: questions.id });
  return rows.length > 0;
}

/**
 * The statements that make a passage's or audio's questions exactly `list`, in order: existing
 * questions are updated in place by position (so learners' answers keep pointing at them), new
 * ones inserted, surplus ones deleted. Run them in one db.batch with the parent's update.
 */
export async function replaceQuestionsStatements(
  db: Db,
  kind: QuestionKind,
  parentId: number,
  list: Array<Omit<QuestionContent, "questionType" | "correctAnswers">>,
) {
  const parent = kind === "reading" ? { passageId: parentId } : { audioId: parentId };
  const existing = await listQuestions(db, parent);
  const statements = list.map((q, position) => {
    const content = { ...q, questionType: "single", correctAnswers: null, position };
    const current = existing[position];
    return current
      ? db.update(questions).set(content).where(eq(questions.id, current.id))
      : db.insert(questions).values({ ...content, ...parent, type: kind });
  });
  const surplus = existing.slice(list.length).map((q) => q.id);
  return surplus.length ? [...statements, db.delete(questions).where(inArray(questions.id, surplus))] : statements;
}
