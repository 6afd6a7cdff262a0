/**
 * Learner-side data of reading and listening practice: items with their questions, the learner's
 * answers, the per-item clock, the learner's item order, and progress counters.
 */
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";
import { previousFormatAudio, previousFormatPassage } from "~/models/current-format.server";

const { passages, audios, questions, userSubmissions, practiceAttempts, userExerciseQueues, userProgress } = schema;

export type PracticeSection = "reading" | "listening";

const questionColumns = {
  id: questions.id,
  questionText: questions.questionText,
  options: questions.options,
  correctAnswer: questions.correctAnswer,
  correctAnswers: questions.correctAnswers,
  questionType: questions.questionType,
  explanation: questions.explanation,
  position: questions.position,
};
export type PracticeQuestion = {
  id: number;
  questionText: string;
  options: string[];
  correctAnswer: string;
  correctAnswers: string[] | null;
  questionType: string;
  explanation: string | null;
  position: number;
};

export async function getReadingItem(db: Db, passageId: number) {
  const [passage] = await db
    .select({
      id: passages.id,
      title: passages.title,
      content: passages.content,
      difficultyLevel: passages.difficultyLevel,
      kind: passages.kind,
      data: passages.data,
    })
    .from(passages)
    .where(eq(passages.id, passageId));
  if (!passage) return null;
  const list = await db
    .select(questionColumns)
    .from(questions)
    .where(and(eq(questions.passageId, passageId), eq(questions.type, "reading")))
    .orderBy(asc(questions.position), asc(questions.id));
  // Complete the Words has no question rows: its gaps come from the paragraph
  return list.length || passage.kind === "complete_words" ? { passage, questions: list as PracticeQuestion[] } : null;
}

export async function getListeningItem(db: Db, audioId: number) {
  const [audio] = await db
    .select({
      id: audios.id,
      title: audios.title,
      url: audios.url,
      duration: audios.duration,
      transcription: audios.transcription,
      difficultyLevel: audios.difficultyLevel,
      kind: audios.kind,
    })
    .from(audios)
    .where(eq(audios.id, audioId));
  if (!audio) return null;
  const list = await db
    .select(questionColumns)
    .from(questions)
    .where(and(eq(questions.audioId, audioId), eq(questions.type, "listening")))
    .orderBy(asc(questions.position), asc(questions.id));
  return list.length ? { audio, questions: list as PracticeQuestion[] } : null;
}

/**
 * Ids of the items a section's previous-format practice offers: passages / audios with at least one
 * question of that section, and no current-format kind (those are practised from /tasks/<slug>).
 */
export async function listItemIds(db: Db, section: PracticeSection): Promise<number[]> {
  const rows =
    section === "reading"
      ? await db
          .selectDistinct({ id: passages.id })
          .from(passages)
          .innerJoin(questions, and(eq(questions.passageId, passages.id), eq(questions.type, "reading")))
          .where(previousFormatPassage())
          .orderBy(asc(passages.id))
      : await db
          .selectDistinct({ id: audios.id })
          .from(audios)
          .innerJoin(questions, and(eq(questions.audioId, audios.id), eq(questions.type, "listening")))
          .where(previousFormatAudio())
          .orderBy(asc(audios.id));
  return rows.map((r) => r.id);
}

export async function listItems(db: Db, section: PracticeSection) {
  if (section === "reading") {
    return db
      .select({ id: passages.id, title: passages.title, difficultyLevel: passages.difficultyLevel, questionCount: sql<number>`count(${questions.id})` })
      .from(passages)
      .innerJoin(questions, and(eq(questions.passageId, passages.id), eq(questions.type, "reading")))
      .where(previousFormatPassage())
      .groupBy(passages.id)
      .orderBy(asc(passages.id));
  }
  return db
    .select({ id: audios.id, title: audios.title, difficultyLevel: audios.difficultyLevel, questionCount: sql<number>`count(${questions.id})` })
    .from(audios)
    .innerJoin(questions, and(eq(questions.audioId, audios.id), eq(questions.type, "listening")))
    .where(previousFormatAudio())
    .groupBy(audios.id)
    .orderBy(asc(audios.id));
}

/** Distinct items of a section the learner has submitted to (practice answers, not full tests). */
export async function submittedItemIds(db: Db, userId: number, section: PracticeSection): Promise<number[]> {
  const column = section === "reading" ? userSubmissions.passageId : userSubmissions.audioId;
  const rows = await db
    .selectDistinct({ id: column })
    .from(userSubmissions)
    .where(and(eq(userSubmissions.userId, userId), eq(userSubmissions.type, section), isNotNull(column), sql`${userSubmissions.fullTestAttemptId} IS NULL`));
  return rows.map((r) => r.id!).filter((id) => id != null);
}

export async function getAnswers(db: Db, userId: number, questionIds: number[]) {
  if (!questionIds.length) return [];
  return db
    .select({
      questionId: userSubmissions.questionId,
      answer: userSubmissions.answer,
      isCorrect: userSubmissions.isCorrect,
      score: userSubmissions.score,
    })
    .from(userSubmissions)
    .where(
      and(
        eq(userSubmissions.userId, userId),
        inArray(userSubmissions.questionId, questionIds),
        sql`${userSubmissions.fullTestAttemptId} IS NULL`,
      ),
    );
}

/**
 * Recomputes the learner's progress counters from their submissions (distinct items per section).
 * Idempotent, so redelivered or concurrent answers can never double count.
 */
export function refreshProgressStatement(db: Db, userId: number) {
  const distinct = (type: string, column: string) =>
    sql.raw(
      `(SELECT count(DISTINCT ${column}) FROM user_submissions WHERE user_id = ${Number(userId)} AND type = '${type}' AND ${column} IS NOT NULL AND full_test_attempt_id IS NULL)`,
    );
  const reading = distinct("reading", "passage_id");
  const listening = distinct("listening", "audio_id");
  const writing = distinct("writing", "writing_prompt_id");
  const speaking = distinct("speaking", "speaking_prompt_id");
  return db
    .update(userProgress)
    .set({
      readingExercisesDone: sql`${reading}`,
      listeningExercisesDone: sql`${listening}`,
      writingExercisesDone: sql`${writing}`,
      speakingExercisesDone: sql`${speaking}`,
      totalExercisesCompleted: sql`${reading} + ${listening} + ${writing} + ${speaking}`,
      updatedAt: new Date(),
    })
    .where(eq(userProgress.userId, userId));
}

export interface NewAnswer {
  userId: number;
  section: PracticeSection;
  itemId: number;
  questionId: number;
  answer: string;
  isCorrect: boolean;
  score: number;
  /** The current format's task type of the item (null for the previous format). */
  taskType?: string | null;
}

/**
 * Stores answers once (a second answer to the same question is ignored by the unique index) and
 * refreshes progress, atomically. Returns the question ids that were newly stored.
 */
export async function recordAnswers(db: Db, answers: NewAnswer[]): Promise<number[]> {
  if (!answers.length) return [];
  const userId = answers[0].userId;
  const inserts = answers.map((a) =>
    db
      .insert(userSubmissions)
      .values({
        userId: a.userId,
        type: a.section,
        taskType: a.taskType ?? null,
        questionId: a.questionId,
        passageId: a.section === "reading" ? a.itemId : null,
        audioId: a.section === "listening" ? a.itemId : null,
        answer: a.answer,
        isCorrect: a.isCorrect,
        score: a.score,
        gradingStatus: "none",
      })
      .onConflictDoNothing()
      .returning({ questionId: userSubmissions.questionId }),
  );
  const results = await db.batch([
    inserts[0],
    ...inserts.slice(1),
    refreshProgressStatement(db, userId),
  ] as unknown as Parameters<typeof db.batch>[0]);
  return (results.slice(0, inserts.length) as Array<Array<{ questionId: number | null }>>)
    .flat()
    .map((r) => r.questionId!)
    .filter((id) => id != null);
}

// ---- the per-item clock

export async function getPracticeAttempt(db: Db, userId: number, section: string, itemId: number) {
  const [row] = await db
    .select({
      startedAt: practiceAttempts.startedAt,
      listenedAt: practiceAttempts.listenedAt,
      completedAt: practiceAttempts.completedAt,
    })
    .from(practiceAttempts)
    .where(and(eq(practiceAttempts.userId, userId), eq(practiceAttempts.section, section), eq(practiceAttempts.itemId, itemId)));
  return row ?? null;
}

/** Starts the item's clock the first time; later calls keep the first start. */
export async function startPracticeAttempt(db: Db, userId: number, section: string, itemId: number, now = new Date()) {
  await db.insert(practiceAttempts).values({ userId, section, itemId, startedAt: now }).onConflictDoNothing();
  return (await getPracticeAttempt(db, userId, section, itemId))!;
}

export async function markListened(db: Db, userId: number, itemId: number, now = new Date()) {
  await db
    .update(practiceAttempts)
    .set({ listenedAt: now })
    .where(
      and(
        eq(practiceAttempts.userId, userId),
        eq(practiceAttempts.section, "listening"),
        eq(practiceAttempts.itemId, itemId),
        sql`${practiceAttempts.listenedAt} IS NULL`,
      ),
    );
}

export async function markCompleted(db: Db, userId: number, section: string, itemId: number, now = new Date()) {
  await db
    .update(practiceAttempts)
    .set({ completedAt: now })
    .where(
      and(
        eq(practiceAttempts.userId, userId),
        eq(practiceAttempts.section, section),
        eq(practiceAttempts.itemId, itemId),
        sql`${practiceAttempts.completedAt} IS NULL`,
      ),
    );
}

// ---- the learner's order of items

export async function getQueue(db: Db, userId: number, section: string): Promise<number[]> {
  const rows = await db
    .select({ itemId: userExerciseQueues.itemId })
    .from(userExerciseQueues)
    .where(and(eq(userExerciseQueues.userId, userId), eq(userExerciseQueues.type, section)))
    .orderBy(asc(userExerciseQueues.position));
  return rows.map((r) => r.itemId);
}

export async function appendToQueue(db: Db, userId: number, section: string, itemType: string, ids: number[], startPosition: number) {
  if (!ids.length) return;
  // at most 100 bound parameters per D1 query: insert in chunks
  for (let i = 0; i < ids.length; i += 12) {
    await db
      .insert(userExerciseQueues)
      .values(ids.slice(i, i + 12).map((itemId, k) => ({ userId, type: section, itemType, itemId, position: startPosition + i + k })))
      .onConflictDoNothing();
  }
}

/** Instants of the learner's practice activity (for days active and streaks). */
export async function activityInstants(db: Db, userId: number): Promise<Date[]> {
  const rows = await db
    .select({ at: userSubmissions.createdAt })
    .from(userSubmissions)
    .where(eq(userSubmissions.userId, userId));
  return rows.map((r) => r.at);
}

/** The passage or audio a question belongs to. */
export async function getQuestionItem(db: Db, questionId: number) {
  const [row] = await db
    .select({ type: questions.type, passageId: questions.passageId, audioId: questions.audioId })
    .from(questions)
    .where(eq(questions.id, questionId));
  return row ?? null;
}

/** Items of a section the learner has opened (their clock started). */
export async function openedItemIds(db: Db, userId: number, section: string): Promise<number[]> {
  const rows = await db
    .select({ id: practiceAttempts.itemId })
    .from(practiceAttempts)
    .where(and(eq(practiceAttempts.userId, userId), eq(practiceAttempts.section, section)));
  return rows.map((r) => r.id);
}

// ---- Complete the Words: one row per learner and paragraph (no question rows)

export interface CompleteWordsAnswer {
  userId: number;
  passageId: number;
  /** JSON array of the 10 typed answers, in gap order */
  answer: string;
  correct: number;
  /** per-gap results, kept so the learner sees the same result on revisit even if the text is edited */
  feedback: Record<string, unknown>;
}

/**
 * Stores a learner's Complete the Words answers once: the insert only happens when no practice
 * row exists for this learner and paragraph (one conditional statement, so a double submit cannot
 * store two), then refreshes progress. Returns false when it was already answered.
 */
export async function recordCompleteWords(db: Db, row: CompleteWordsAnswer): Promise<boolean> {
  const result = await db.run(sql`
    insert into user_submissions (user_id, type, task_type, passage_id, answer, is_correct, score, feedback, grading_status, created_at)
    select ${row.userId}, 'reading', 'complete_words', ${row.passageId}, ${row.answer}, ${row.correct === 10 ? 1 : 0},
      ${row.correct}, ${JSON.stringify(row.feedback)}, 'none', ${Date.now()}
    where not exists (
      select 1 from user_submissions
      where user_id = ${row.userId} and passage_id = ${row.passageId} and task_type = 'complete_words'
        and question_id is null and full_test_attempt_id is null
    )`);
  const stored = ((result as { meta?: { changes?: number } }).meta?.changes ?? 0) > 0;
  // the counters are recomputed from the rows, so refreshing after the insert can never double count
  if (stored) await refreshProgressStatement(db, row.userId);
  return stored;
}

export async function getCompleteWordsAnswer(db: Db, userId: number, passageId: number) {
  const [row] = await db
    .select({ answer: userSubmissions.answer, score: userSubmissions.score, feedback: userSubmissions.feedback })
    .from(userSubmissions)
    .where(
      and(
        eq(userSubmissions.userId, userId),
        eq(userSubmissions.passageId, passageId),
        eq(userSubmissions.taskType, "complete_words"),
        sql`${userSubmissions.questionId} IS NULL AND ${userSubmissions.fullTestAttemptId} IS NULL`,
      ),
    );
  return row ?? null;
}
