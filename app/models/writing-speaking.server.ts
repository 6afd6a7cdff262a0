/**
 * Learner-side data of writing and speaking practice: prompts with their reading passage and lecture,
 * the prompts a learner has submitted, their latest submission per prompt, and the per-prompt clock.
 */
import { and, asc, desc, eq, isNotNull, notInArray, sql } from "drizzle-orm";
import { CURRENT_ONLY_SPEAKING_TYPES, CURRENT_ONLY_WRITING_TYPES } from "~/domain/tasks/registry";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";

const { writingPrompts, speakingPrompts, passages, audios, userSubmissions, practiceAttempts } = schema;

export type PromptKind = "writing" | "speaking";

/** The previous format's practice lists leave out the types only the current format uses (ADR 0014). */
const previousWriting = notInArray(writingPrompts.type, [...CURRENT_ONLY_WRITING_TYPES]);
const previousSpeaking = notInArray(speakingPrompts.type, [...CURRENT_ONLY_SPEAKING_TYPES]);

const passageColumns = { id: passages.id, title: passages.title, content: passages.content };
const audioColumns = {
  id: audios.id,
  title: audios.title,
  url: audios.url,
  transcription: audios.transcription,
  duration: audios.duration,
};

export async function listLearnerWritingPrompts(db: Db) {
  return db
    .select({ id: writingPrompts.id, type: writingPrompts.type, question: writingPrompts.question, difficulty: writingPrompts.difficulty, data: writingPrompts.data })
    .from(writingPrompts)
    .where(previousWriting)
    .orderBy(asc(writingPrompts.id));
}

export async function listLearnerSpeakingPrompts(db: Db) {
  return db
    .select({
      id: speakingPrompts.id,
      type: speakingPrompts.type,
      integratedType: speakingPrompts.integratedType,
      question: speakingPrompts.question,
      difficulty: speakingPrompts.difficulty,
      preparationTime: speakingPrompts.preparationTime,
      speakingTime: speakingPrompts.speakingTime,
      data: speakingPrompts.data,
    })
    .from(speakingPrompts)
    .where(previousSpeaking)
    .orderBy(asc(speakingPrompts.id));
}

/**
 * Prompt ids of a section's previous-format practice (the hubs, next/random), or, with `type`, of
 * that one type (the feedback page's Next Question of a current-format item).
 */
export async function listPromptIds(db: Db, kind: PromptKind, type?: string | null): Promise<number[]> {
  const table = kind === "writing" ? writingPrompts : speakingPrompts;
  const where = type ? eq(table.type, type) : kind === "writing" ? previousWriting : previousSpeaking;
  const rows = await db.select({ id: table.id }).from(table).where(where).orderBy(asc(table.id));
  return rows.map((r) => r.id);
}

async function related(db: Db, passageId: number | null, audioId: number | null) {
  const [relatedPassage] = passageId ? await db.select(passageColumns).from(passages).where(eq(passages.id, passageId)) : [];
  const [relatedAudio] = audioId ? await db.select(audioColumns).from(audios).where(eq(audios.id, audioId)) : [];
  return { relatedPassage: relatedPassage ?? null, relatedAudio: relatedAudio ?? null };
}

/** A writing prompt with its reading passage and lecture (null when it does not exist). */
export async function getWritingTask(db: Db, id: number) {
  const [prompt] = await db.select().from(writingPrompts).where(eq(writingPrompts.id, id));
  if (!prompt) return null;
  return { prompt, ...(await related(db, prompt.relatedPassageId, prompt.relatedAudioId)) };
}

/** A speaking prompt with its reading passage and audio (null when it does not exist). */
export async function getSpeakingTask(db: Db, id: number) {
  const [prompt] = await db.select().from(speakingPrompts).where(eq(speakingPrompts.id, id));
  if (!prompt) return null;
  return { prompt, ...(await related(db, prompt.relatedPassageId, prompt.relatedAudioId)) };
}

/** Distinct prompts the learner has submitted in practice (full-test answers do not count). */
export async function submittedPromptIds(db: Db, userId: number, kind: PromptKind): Promise<number[]> {
  const column = kind === "writing" ? userSubmissions.writingPromptId : userSubmissions.speakingPromptId;
  const rows = await db
    .selectDistinct({ id: column })
    .from(userSubmissions)
    .where(
      and(
        eq(userSubmissions.userId, userId),
        eq(userSubmissions.type, kind),
        isNotNull(column),
        sql`${userSubmissions.fullTestAttemptId} IS NULL`,
      ),
    );
  return rows.map((r) => r.id!).filter((id) => id != null);
}

/** The learner's latest practice submission of each prompt of a kind. */
export async function latestSubmissionsByPrompt(db: Db, userId: number, kind: PromptKind) {
  const column = kind === "writing" ? userSubmissions.writingPromptId : userSubmissions.speakingPromptId;
  const rows = await db
    .select({ id: userSubmissions.id, promptId: column, status: userSubmissions.gradingStatus, score: userSubmissions.score })
    .from(userSubmissions)
    .where(and(eq(userSubmissions.userId, userId), eq(userSubmissions.type, kind), isNotNull(column), sql`${userSubmissions.fullTestAttemptId} IS NULL`))
    .orderBy(desc(userSubmissions.id));
  const latest = new Map<number, { id: number; status: string; score: number | null }>();
  for (const r of rows) if (r.promptId != null && !latest.has(r.promptId)) latest.set(r.promptId, { id: r.id, status: r.status, score: r.score });
  return latest;
}

/**
 * The prompt's clock: started on the first visit and kept across reloads; a new try (after a
 * submission completed the previous one) starts a fresh clock.
 */
export async function openPracticeClock(db: Db, userId: number, section: PromptKind, itemId: number, now = new Date()) {
  await db.insert(practiceAttempts).values({ userId, section, itemId, startedAt: now }).onConflictDoNothing();
  await db
    .update(practiceAttempts)
    .set({ startedAt: now, completedAt: null })
    .where(
      and(
        eq(practiceAttempts.userId, userId),
        eq(practiceAttempts.section, section),
        eq(practiceAttempts.itemId, itemId),
        isNotNull(practiceAttempts.completedAt),
      ),
    );
  const [row] = await db
    .select({ startedAt: practiceAttempts.startedAt })
    .from(practiceAttempts)
    .where(and(eq(practiceAttempts.userId, userId), eq(practiceAttempts.section, section), eq(practiceAttempts.itemId, itemId)));
  return row;
}

/** The running clock of a prompt, if the learner opened it (null when never opened or completed). */
export async function getRunningClock(db: Db, userId: number, section: PromptKind, itemId: number) {
  const [row] = await db
    .select({ startedAt: practiceAttempts.startedAt, completedAt: practiceAttempts.completedAt })
    .from(practiceAttempts)
    .where(and(eq(practiceAttempts.userId, userId), eq(practiceAttempts.section, section), eq(practiceAttempts.itemId, itemId)));
  return row && !row.completedAt ? row : null;
}

export async function completePracticeClock(db: Db, userId: number, section: PromptKind, itemId: number, now = new Date()) {
  await db
    .update(practiceAttempts)
    .set({ completedAt: now })
    .where(and(eq(practiceAttempts.userId, userId), eq(practiceAttempts.section, section), eq(practiceAttempts.itemId, itemId)));
}

/**
 * Marks an essay that arrived after its time was up. Writing submissions have no other use for the
 * `answer` column (it holds reading/listening letters), so it carries the marker.
 */
export const LATE_MARKER = "late";
export async function markSubmissionLate(db: Db, userId: number, submissionId: number) {
  await db
    .update(userSubmissions)
    .set({ answer: LATE_MARKER })
    .where(and(eq(userSubmissions.id, submissionId), eq(userSubmissions.userId, userId)));
}

export async function isSubmissionLate(db: Db, userId: number, submissionId: number) {
  const [row] = await db
    .select({ answer: userSubmissions.answer })
    .from(userSubmissions)
    .where(and(eq(userSubmissions.id, submissionId), eq(userSubmissions.userId, userId)));
  return row?.answer === LATE_MARKER;
}
