/**
 * Writing and speaking submissions: stored first (pending), then graded by the queue consumer. Every
 * state change after creation is a conditional update on `grading_status`, so a redelivered or
 * duplicated grading message can never store a second result or overwrite a final one.
 */
import { and, countDistinct, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";
import type { SubmissionFeedback } from "~/domain/grading/grader";

const { userSubmissions, writingPrompts, speakingPrompts, passages, audios, users, userProgress } = schema;

export type GradedKind = "writing" | "speaking";

export async function createPendingSubmission(
  db: Db,
  input:
    | { userId: number; type: "writing"; writingPromptId: number; essay: string; fullTestAttemptId?: string | null; taskType?: string | null }
    | { userId: number; type: "speaking"; speakingPromptId: number; audioKey: string; fullTestAttemptId?: string | null; taskType?: string | null },
) {
  const [row] = await db
    .insert(userSubmissions)
    .values(
      input.type === "writing"
        ? {
            userId: input.userId,
            type: "writing",
            taskType: input.taskType ?? null,
            writingPromptId: input.writingPromptId,
            essay: input.essay,
            fullTestAttemptId: input.fullTestAttemptId ?? null,
            gradingStatus: "pending",
          }
        : {
            userId: input.userId,
            type: "speaking",
            taskType: input.taskType ?? null,
            speakingPromptId: input.speakingPromptId,
            audioUrl: input.audioKey,
            fullTestAttemptId: input.fullTestAttemptId ?? null,
            gradingStatus: "pending",
          },
    )
    .returning({ id: userSubmissions.id });
  return row.id;
}

/**
 * An answer scored by the server at once (Build a Sentence): stored graded-as-none with its verdict.
 * `answer` holds the learner's order (JSON list of tile indices).
 */
export async function createScoredWritingSubmission(
  db: Db,
  input: { userId: number; writingPromptId: number; taskType: string; answer: string; isCorrect: boolean; fullTestAttemptId?: string | null },
) {
  const [row] = await db
    .insert(userSubmissions)
    .values({
      userId: input.userId,
      type: "writing",
      taskType: input.taskType,
      writingPromptId: input.writingPromptId,
      answer: input.answer,
      isCorrect: input.isCorrect,
      score: input.isCorrect ? 1 : 0,
      gradingStatus: "none",
      fullTestAttemptId: input.fullTestAttemptId ?? null,
    })
    .returning({ id: userSubmissions.id });
  return row.id;
}

/** The prompt's type (null when it does not exist). */
export async function writingPromptType(db: Db, id: number) {
  const [row] = await db.select({ type: writingPrompts.type }).from(writingPrompts).where(eq(writingPrompts.id, id));
  return row?.type ?? null;
}

export async function speakingPromptType(db: Db, id: number) {
  const [row] = await db.select({ type: speakingPrompts.type }).from(speakingPrompts).where(eq(speakingPrompts.id, id));
  return row?.type ?? null;
}

export async function writingPromptExists(db: Db, id: number) {
  const [row] = await db.select({ id: writingPrompts.id }).from(writingPrompts).where(eq(writingPrompts.id, id));
  return Boolean(row);
}

export async function speakingPromptExists(db: Db, id: number) {
  const [row] = await db.select({ id: speakingPrompts.id }).from(speakingPrompts).where(eq(speakingPrompts.id, id));
  return Boolean(row);
}

/** Everything the grader needs for one submission: the answer, its prompt and the prompt's sources. */
export async function getSubmissionForGrading(db: Db, id: number) {
  const [row] = await db
    .select({
      id: userSubmissions.id,
      userId: userSubmissions.userId,
      type: userSubmissions.type,
      essay: userSubmissions.essay,
      audioKey: userSubmissions.audioUrl,
      gradingStatus: userSubmissions.gradingStatus,
      gradingAttempts: userSubmissions.gradingAttempts,
      writingPromptId: userSubmissions.writingPromptId,
      speakingPromptId: userSubmissions.speakingPromptId,
      locale: users.locale,
    })
    .from(userSubmissions)
    .innerJoin(users, eq(users.id, userSubmissions.userId))
    .where(eq(userSubmissions.id, id));
  if (!row) return null;

  const prompt =
    row.type === "writing" && row.writingPromptId
      ? await db
          .select({
            type: writingPrompts.type,
            question: writingPrompts.question,
            data: writingPrompts.data,
            passage: passages.content,
            transcript: audios.transcription,
            speakingTime: sql<number | null>`null`,
          })
          .from(writingPrompts)
          .leftJoin(passages, eq(passages.id, writingPrompts.relatedPassageId))
          .leftJoin(audios, eq(audios.id, writingPrompts.relatedAudioId))
          .where(eq(writingPrompts.id, row.writingPromptId))
          .then((r) => r[0] ?? null)
      : row.type === "speaking" && row.speakingPromptId
        ? await db
            .select({
              type: speakingPrompts.type,
              question: speakingPrompts.question,
              data: speakingPrompts.data,
              passage: passages.content,
              transcript: audios.transcription,
              speakingTime: speakingPrompts.speakingTime,
            })
            .from(speakingPrompts)
            .leftJoin(passages, eq(passages.id, speakingPrompts.relatedPassageId))
            .leftJoin(audios, eq(audios.id, speakingPrompts.relatedAudioId))
            .where(eq(speakingPrompts.id, row.speakingPromptId))
            .then((r) => r[0] ?? null)
        : null;
  return { ...row, prompt };
}

/** Counts a grading attempt on a pending submission; false when it is no longer pending. */
export async function countGradingAttempt(db: Db, id: number) {
  const rows = await db
    .update(userSubmissions)
    .set({ gradingAttempts: sql`${userSubmissions.gradingAttempts} + 1` })
    .where(and(eq(userSubmissions.id, id), eq(userSubmissions.gradingStatus, "pending")))
    .returning({ attempts: userSubmissions.gradingAttempts });
  return rows.length > 0;
}

/** Stores the result if the submission is still pending. Returns whether this call stored it. */
export async function storeGradingResult(
  db: Db,
  id: number,
  result: { score: number; feedback: SubmissionFeedback },
  now = new Date(),
) {
  const rows = await db
    .update(userSubmissions)
    .set({
      gradingStatus: "graded",
      score: result.score,
      feedback: result.feedback as unknown as Record<string, unknown>,
      gradingError: null,
      gradedAt: now,
    })
    .where(and(eq(userSubmissions.id, id), eq(userSubmissions.gradingStatus, "pending")))
    .returning({ id: userSubmissions.id });
  return rows.length > 0;
}

/** Marks a pending submission failed with a message (and, for speech, the "[ERROR]" feedback). */
export async function markGradingFailed(db: Db, id: number, error: string, feedback: SubmissionFeedback | null = null) {
  const rows = await db
    .update(userSubmissions)
    .set({
      gradingStatus: "failed",
      gradingError: error.slice(0, 1000),
      feedback: feedback as unknown as Record<string, unknown> | null,
      score: null,
    })
    .where(and(eq(userSubmissions.id, id), eq(userSubmissions.gradingStatus, "pending")))
    .returning({ id: userSubmissions.id });
  return rows.length > 0;
}

/**
 * Puts a failed submission back to pending for another grading (the owner's "Try grading again", or
 * the sweeper when a speech provider appears). Returns its kind, or null when there was nothing to reset.
 */
export async function resetFailedSubmission(db: Db, id: number, userId?: number) {
  const [row] = await db
    .update(userSubmissions)
    .set({ gradingStatus: "pending", gradingError: null, feedback: null, score: null, gradedAt: null })
    .where(
      and(
        eq(userSubmissions.id, id),
        eq(userSubmissions.gradingStatus, "failed"),
        inArray(userSubmissions.type, ["writing", "speaking"]),
        userId === undefined ? undefined : eq(userSubmissions.userId, userId),
      ),
    )
    .returning({ id: userSubmissions.id, type: userSubmissions.type });
  return row ? { id: row.id, kind: row.type as GradedKind } : null;
}

/** Pending writing/speaking submissions created before `before` (their message may have been lost). */
export async function listStalePending(db: Db, before: Date, limit = 50) {
  const rows = await db
    .select({ id: userSubmissions.id, type: userSubmissions.type, attempts: userSubmissions.gradingAttempts })
    .from(userSubmissions)
    .where(
      and(
        eq(userSubmissions.gradingStatus, "pending"),
        inArray(userSubmissions.type, ["writing", "speaking"]),
        lt(userSubmissions.createdAt, before),
      ),
    )
    .orderBy(userSubmissions.id)
    .limit(limit);
  return rows.map((r) => ({ id: r.id, kind: r.type as GradedKind, attempts: r.attempts }));
}

/** Failed submissions whose stored error is exactly `error` (e.g. the built-in grader's "no speech recognition"). */
export async function listFailedWithError(db: Db, error: string, limit = 50) {
  const rows = await db
    .select({ id: userSubmissions.id })
    .from(userSubmissions)
    .where(and(eq(userSubmissions.gradingStatus, "failed"), eq(userSubmissions.gradingError, error)))
    .orderBy(userSubmissions.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

const submissionColumns = {
  id: userSubmissions.id,
  type: userSubmissions.type,
  taskType: userSubmissions.taskType,
  answer: userSubmissions.answer,
  isCorrect: userSubmissions.isCorrect,
  writingPromptId: userSubmissions.writingPromptId,
  speakingPromptId: userSubmissions.speakingPromptId,
  fullTestAttemptId: userSubmissions.fullTestAttemptId,
  essay: userSubmissions.essay,
  audioKey: userSubmissions.audioUrl,
  score: userSubmissions.score,
  feedback: userSubmissions.feedback,
  gradingStatus: userSubmissions.gradingStatus,
  gradingAttempts: userSubmissions.gradingAttempts,
  gradingError: userSubmissions.gradingError,
  gradedAt: userSubmissions.gradedAt,
  createdAt: userSubmissions.createdAt,
};

/** One of the user's own submissions (null for anyone else's, so ids cannot be probed). */
export async function getUserSubmission(db: Db, userId: number, id: number, type?: GradedKind) {
  const [row] = await db
    .select(submissionColumns)
    .from(userSubmissions)
    .where(
      and(
        eq(userSubmissions.id, id),
        eq(userSubmissions.userId, userId),
        type ? eq(userSubmissions.type, type) : undefined,
      ),
    );
  return row ?? null;
}

/** The user's submissions, newest first, optionally of one type. */
export async function listUserSubmissions(db: Db, userId: number, options: { type?: string; limit?: number } = {}) {
  return db
    .select(submissionColumns)
    .from(userSubmissions)
    .where(and(eq(userSubmissions.userId, userId), options.type ? eq(userSubmissions.type, options.type) : undefined))
    .orderBy(desc(userSubmissions.createdAt), desc(userSubmissions.id))
    .limit(options.limit ?? 100);
}

/**
 * Recomputes the user's progress counters from their submissions (idempotent): distinct items submitted
 * per section (passages for reading, audios for listening, prompts for writing and speaking) and their
 * total. The percentage columns are left to the progress screens.
 */
export async function refreshProgress(db: Db, userId: number) {
  type ItemColumn =
    | typeof userSubmissions.passageId
    | typeof userSubmissions.audioId
    | typeof userSubmissions.writingPromptId
    | typeof userSubmissions.speakingPromptId;
  const distinctOf = (type: string, column: ItemColumn) =>
    db
      .select({ n: countDistinct(column) })
      .from(userSubmissions)
      // practice only: full-test answers count neither as exercises nor toward the free tier
      .where(and(eq(userSubmissions.userId, userId), eq(userSubmissions.type, type), isNull(userSubmissions.fullTestAttemptId)));
  const [[reading], [listening], [writing], [speaking]] = await db.batch([
    distinctOf("reading", userSubmissions.passageId),
    distinctOf("listening", userSubmissions.audioId),
    distinctOf("writing", userSubmissions.writingPromptId),
    distinctOf("speaking", userSubmissions.speakingPromptId),
  ]);
  const counters = {
    readingExercisesDone: reading.n,
    listeningExercisesDone: listening.n,
    writingExercisesDone: writing.n,
    speakingExercisesDone: speaking.n,
    totalExercisesCompleted: reading.n + listening.n + writing.n + speaking.n,
    updatedAt: new Date(),
  };
  await db
    .insert(userProgress)
    .values({ userId, ...counters })
    .onConflictDoUpdate({ target: userProgress.userId, set: counters });
  return counters;
}

/** How many of the user's writing or speaking prompts are distinct (for the free-tier rule). */
export async function countDistinctPrompts(db: Db, userId: number, kind: GradedKind) {
  const column = kind === "writing" ? userSubmissions.writingPromptId : userSubmissions.speakingPromptId;
  const [row] = await db
    .select({ n: countDistinct(column) })
    .from(userSubmissions)
    .where(and(eq(userSubmissions.userId, userId), eq(userSubmissions.type, kind), isNull(userSubmissions.fullTestAttemptId)));
  return row?.n ?? 0;
}
