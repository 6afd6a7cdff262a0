/**
 * Learner-side full-test data: attempts (the D1 row of each attempt; its clock lives in the
 * attempt's Durable Object), the attempt's answers and graded submissions, and stored results.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";

const { fullTests, fullTestAttempts, fullTestResults, userSubmissions, questions, passages, audios, writingPrompts, speakingPrompts } =
  schema;

const attemptColumns = {
  id: fullTestAttempts.id,
  userId: fullTestAttempts.userId,
  fullTestId: fullTestAttempts.fullTestId,
  stage: fullTestAttempts.stage,
  status: fullTestAttempts.status,
  timeMultiplier: fullTestAttempts.timeMultiplier,
  data: fullTestAttempts.data,
  startedAt: fullTestAttempts.startedAt,
  completedAt: fullTestAttempts.completedAt,
};
export type AttemptRow = { id: string; userId: number; fullTestId: number; stage: string; status: string; timeMultiplier: number; data: Record<string, unknown> | null; startedAt: Date; completedAt: Date | null };

export async function getInProgressAttempt(db: Db, userId: number, fullTestId: number): Promise<AttemptRow | null> {
  const [row] = await db
    .select(attemptColumns)
    .from(fullTestAttempts)
    .where(and(eq(fullTestAttempts.userId, userId), eq(fullTestAttempts.fullTestId, fullTestId), eq(fullTestAttempts.status, "in_progress")))
    .orderBy(desc(fullTestAttempts.startedAt))
    .limit(1);
  return row ?? null;
}

export async function getAttempt(db: Db, userId: number, attemptId: string): Promise<AttemptRow | null> {
  const [row] = await db
    .select(attemptColumns)
    .from(fullTestAttempts)
    .where(and(eq(fullTestAttempts.id, attemptId), eq(fullTestAttempts.userId, userId)));
  return row ?? null;
}

export async function listInProgressAttempts(db: Db, userId: number): Promise<AttemptRow[]> {
  return db
    .select(attemptColumns)
    .from(fullTestAttempts)
    .where(and(eq(fullTestAttempts.userId, userId), eq(fullTestAttempts.status, "in_progress")));
}

/** Attempts the learner has started (any status, any test): the free tier allows one. */
export async function countStartedAttempts(db: Db, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(fullTestAttempts)
    .where(eq(fullTestAttempts.userId, userId));
  return row?.n ?? 0;
}

/**
 * Creates the attempt unless the learner already has one in progress for this test (conditional
 * insert, so two concurrent starts make one attempt). Returns the attempt in progress.
 */
export async function createAttemptUnlessInProgress(
  db: Db,
  values: { id: string; userId: number; fullTestId: number; timeMultiplier: number },
): Promise<AttemptRow> {
  await db.run(sql`INSERT INTO full_test_attempts (id, user_id, full_test_id, stage, status, time_multiplier)
    SELECT ${values.id}, ${values.userId}, ${values.fullTestId}, 'intro', 'in_progress', ${values.timeMultiplier}
    WHERE NOT EXISTS (SELECT 1 FROM full_test_attempts WHERE user_id = ${values.userId} AND full_test_id = ${values.fullTestId} AND status = 'in_progress')`);
  return (await getInProgressAttempt(db, values.userId, values.fullTestId))!;
}

/** Mirrors the Durable Object's stage in D1; the results stage completes the attempt. */
export async function updateAttemptStage(db: Db, attemptId: string, stage: string, now = new Date()) {
  const done = stage === "results";
  await db
    .update(fullTestAttempts)
    .set(done ? { stage, status: "completed", completedAt: now } : { stage })
    .where(and(eq(fullTestAttempts.id, attemptId), eq(fullTestAttempts.status, "in_progress")));
}

// ---- content of a test's sections

export async function listItemQuestions(db: Db, section: "reading" | "listening", itemIds: number[]) {
  if (!itemIds.length) return [];
  const column = section === "reading" ? questions.passageId : questions.audioId;
  return db
    .select({
      id: questions.id,
      itemId: column,
      questionText: questions.questionText,
      options: questions.options,
      correctAnswer: questions.correctAnswer,
      correctAnswers: questions.correctAnswers,
      questionType: questions.questionType,
      explanation: questions.explanation,
    })
    .from(questions)
    .where(and(inArray(column, itemIds), eq(questions.type, section)))
    .orderBy(asc(questions.position), asc(questions.id)) as Promise<
    Array<{
      id: number;
      itemId: number | null;
      questionText: string;
      options: string[];
      correctAnswer: string;
      correctAnswers: string[] | null;
      questionType: string;
      explanation: string | null;
    }>
  >;
}

export async function listPassages(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ id: passages.id, title: passages.title, content: passages.content }).from(passages).where(inArray(passages.id, ids));
}

export async function listAudios(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: audios.id, title: audios.title, url: audios.url, transcription: audios.transcription, duration: audios.duration })
    .from(audios)
    .where(inArray(audios.id, ids));
}

export async function listWritingPrompts(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: writingPrompts.id,
      type: writingPrompts.type,
      question: writingPrompts.question,
      relatedPassageId: writingPrompts.relatedPassageId,
      relatedAudioId: writingPrompts.relatedAudioId,
    })
    .from(writingPrompts)
    .where(inArray(writingPrompts.id, ids));
}

export async function listSpeakingPrompts(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: speakingPrompts.id,
      type: speakingPrompts.type,
      question: speakingPrompts.question,
      preparationTime: speakingPrompts.preparationTime,
      speakingTime: speakingPrompts.speakingTime,
      relatedPassageId: speakingPrompts.relatedPassageId,
      relatedAudioId: speakingPrompts.relatedAudioId,
    })
    .from(speakingPrompts)
    .where(inArray(speakingPrompts.id, ids));
}

// ---- the attempt's answers

export interface ObjectiveAnswer {
  questionId: number;
  itemId: number;
  answer: string;
  isCorrect: boolean;
  score: number;
}

/**
 * Stores a reading or listening section's answers for the attempt, replacing any stored before
 * (a repeated submit stores one set), atomically.
 */
export async function replaceSectionAnswers(
  db: Db,
  input: { userId: number; attemptId: string; section: "reading" | "listening"; answers: ObjectiveAnswer[] },
) {
  const remove = db
    .delete(userSubmissions)
    .where(and(eq(userSubmissions.fullTestAttemptId, input.attemptId), eq(userSubmissions.type, input.section)));
  // at most 100 bound parameters per D1 query: one insert per answer
  const inserts = input.answers.map((a) =>
    db.insert(userSubmissions).values({
      userId: input.userId,
      type: input.section,
      questionId: a.questionId,
      passageId: input.section === "reading" ? a.itemId : null,
      audioId: input.section === "listening" ? a.itemId : null,
      fullTestAttemptId: input.attemptId,
      answer: a.answer,
      isCorrect: a.isCorrect,
      score: a.score,
      gradingStatus: "none",
    }),
  );
  await db.batch([remove, ...inserts] as unknown as Parameters<typeof db.batch>[0]);
}

export async function listAttemptSubmissions(db: Db, attemptId: string) {
  return db
    .select({
      id: userSubmissions.id,
      type: userSubmissions.type,
      questionId: userSubmissions.questionId,
      writingPromptId: userSubmissions.writingPromptId,
      speakingPromptId: userSubmissions.speakingPromptId,
      answer: userSubmissions.answer,
      score: userSubmissions.score,
      gradingStatus: userSubmissions.gradingStatus,
    })
    .from(userSubmissions)
    .where(eq(userSubmissions.fullTestAttemptId, attemptId))
    .orderBy(asc(userSubmissions.id));
}

// ---- results

export type ResultValues = {
  userId: number;
  fullTestId: number;
  attemptId: string;
  /** 0-30 (previous format); null for the current format, whose bands are in `feedback` */
  readingScore: number | null;
  listeningScore: number | null;
  writingScore: number | null;
  speakingScore: number | null;
  totalScore: number;
  feedback: Record<string, unknown>;
  completedAt: Date;
};

/** Stores the attempt's result once (a second call keeps the first row). */
export async function storeResultOnce(db: Db, values: ResultValues) {
  await db.insert(fullTestResults).values(values).onConflictDoNothing({ target: fullTestResults.attemptId });
  return getResultByAttempt(db, values.userId, values.attemptId);
}

const resultColumns = {
  id: fullTestResults.id,
  fullTestId: fullTestResults.fullTestId,
  attemptId: fullTestResults.attemptId,
  title: fullTests.title,
  readingScore: fullTestResults.readingScore,
  listeningScore: fullTestResults.listeningScore,
  writingScore: fullTestResults.writingScore,
  speakingScore: fullTestResults.speakingScore,
  totalScore: fullTestResults.totalScore,
  feedback: fullTestResults.feedback,
  completedAt: fullTestResults.completedAt,
};

export async function getResultByAttempt(db: Db, userId: number, attemptId: string) {
  const [row] = await db
    .select(resultColumns)
    .from(fullTestResults)
    .leftJoin(fullTests, eq(fullTests.id, fullTestResults.fullTestId))
    .where(and(eq(fullTestResults.attemptId, attemptId), eq(fullTestResults.userId, userId)));
  return row ?? null;
}

/** The learner's results, oldest first. */
export async function listUserResults(db: Db, userId: number) {
  return db
    .select(resultColumns)
    .from(fullTestResults)
    .leftJoin(fullTests, eq(fullTests.id, fullTestResults.fullTestId))
    .where(eq(fullTestResults.userId, userId))
    .orderBy(asc(fullTestResults.completedAt), asc(fullTestResults.id));
}

/** The learner's newest completed attempt of a test. */
export async function getLatestCompletedAttempt(db: Db, userId: number, fullTestId: number): Promise<AttemptRow | null> {
  const [row] = await db
    .select(attemptColumns)
    .from(fullTestAttempts)
    .where(and(eq(fullTestAttempts.userId, userId), eq(fullTestAttempts.fullTestId, fullTestId), eq(fullTestAttempts.status, "completed")))
    .orderBy(desc(fullTestAttempts.completedAt))
    .limit(1);
  return row ?? null;
}

// ---- the current (adaptive) format

/** Records format-specific state on the attempt (the routing decisions), merged into `data`. */
export async function mergeAttemptData(db: Db, attemptId: string, values: Record<string, unknown>) {
  await db
    .update(fullTestAttempts)
    .set({ data: sql`json_patch(coalesce(${fullTestAttempts.data}, '{}'), ${JSON.stringify(values)})` })
    .where(eq(fullTestAttempts.id, attemptId));
}

export async function listPassagesWithKind(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: passages.id, title: passages.title, content: passages.content, kind: passages.kind, data: passages.data })
    .from(passages)
    .where(inArray(passages.id, ids));
}

export async function listAudiosWithKind(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: audios.id, title: audios.title, url: audios.url, duration: audios.duration, kind: audios.kind })
    .from(audios)
    .where(inArray(audios.id, ids));
}

export async function listWritingPromptsWithData(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: writingPrompts.id, type: writingPrompts.type, question: writingPrompts.question, data: writingPrompts.data })
    .from(writingPrompts)
    .where(inArray(writingPrompts.id, ids));
}

export async function listSpeakingPromptsWithAudio(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: speakingPrompts.id,
      type: speakingPrompts.type,
      question: speakingPrompts.question,
      speakingTime: speakingPrompts.speakingTime,
      data: speakingPrompts.data,
      audioUrl: audios.url,
    })
    .from(speakingPrompts)
    .leftJoin(audios, eq(audios.id, speakingPrompts.relatedAudioId))
    .where(inArray(speakingPrompts.id, ids));
}

export interface ModuleAnswer {
  taskType: string;
  questionId?: number | null;
  passageId?: number | null;
  audioId?: number | null;
  writingPromptId?: number | null;
  answer: string;
  isCorrect: boolean;
  score: number;
}

/**
 * Stores the objective answers of one module (or of the build-a-sentence tasks), replacing any
 * stored before for the same items, atomically. `items` names the rows replaced.
 */
export async function replaceModuleAnswers(
  db: Db,
  input: {
    userId: number;
    attemptId: string;
    section: "reading" | "listening" | "writing";
    items: { column: "passageId" | "audioId" | "writingPromptId"; ids: number[] };
    answers: ModuleAnswer[];
  },
) {
  const column = userSubmissions[input.items.column];
  const remove = db
    .delete(userSubmissions)
    .where(
      and(
        eq(userSubmissions.fullTestAttemptId, input.attemptId),
        eq(userSubmissions.type, input.section),
        inArray(column, input.items.ids.length ? input.items.ids : [-1]),
      ),
    );
  const inserts = input.answers.map((a) =>
    db.insert(userSubmissions).values({
      userId: input.userId,
      type: input.section,
      taskType: a.taskType,
      questionId: a.questionId ?? null,
      passageId: a.passageId ?? null,
      audioId: a.audioId ?? null,
      writingPromptId: a.writingPromptId ?? null,
      fullTestAttemptId: input.attemptId,
      answer: a.answer,
      isCorrect: a.isCorrect,
      score: a.score,
      gradingStatus: "none",
    }),
  );
  await db.batch([remove, ...inserts] as unknown as Parameters<typeof db.batch>[0]);
}

/** One listening answer of an attempt (one question at a time); a second answer to the same question replaces the first. */
export async function storeQuestionAnswer(db: Db, input: { userId: number; attemptId: string; answer: ModuleAnswer }) {
  const a = input.answer;
  const remove = db
    .delete(userSubmissions)
    .where(and(eq(userSubmissions.fullTestAttemptId, input.attemptId), eq(userSubmissions.questionId, a.questionId ?? -1)));
  const insert = db.insert(userSubmissions).values({
    userId: input.userId,
    type: "listening",
    taskType: a.taskType,
    questionId: a.questionId ?? null,
    audioId: a.audioId ?? null,
    fullTestAttemptId: input.attemptId,
    answer: a.answer,
    isCorrect: a.isCorrect,
    score: a.score,
    gradingStatus: "none",
  });
  await db.batch([remove, insert] as unknown as Parameters<typeof db.batch>[0]);
}

/** Tags a graded submission (made by the grading service) with its current-format task type. */
export async function setSubmissionTaskType(db: Db, submissionId: number, taskType: string) {
  await db.update(userSubmissions).set({ taskType }).where(eq(userSubmissions.id, submissionId));
}

export async function listAttemptAnswers(db: Db, attemptId: string) {
  return db
    .select({
      id: userSubmissions.id,
      type: userSubmissions.type,
      taskType: userSubmissions.taskType,
      questionId: userSubmissions.questionId,
      passageId: userSubmissions.passageId,
      audioId: userSubmissions.audioId,
      writingPromptId: userSubmissions.writingPromptId,
      speakingPromptId: userSubmissions.speakingPromptId,
      answer: userSubmissions.answer,
      isCorrect: userSubmissions.isCorrect,
      score: userSubmissions.score,
      gradingStatus: userSubmissions.gradingStatus,
    })
    .from(userSubmissions)
    .where(eq(userSubmissions.fullTestAttemptId, attemptId))
    .orderBy(asc(userSubmissions.id));
}
