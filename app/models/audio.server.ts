import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";
import { previousFormatAudio } from "~/models/current-format.server";

const { audios, questions } = schema;

export type AudioInput = {
  title: string;
  url: string;
  r2Key?: string | null;
  transcription: string;
  difficultyLevel?: number;
  duration?: number;
  isForSpeaking?: boolean;
  isForWriting?: boolean;
  /** "conversation"/"lecture" (previous format) or the current format's task type */
  kind?: string | null;
  data?: Record<string, unknown> | null;
};

export async function createAudio(db: Db, input: AudioInput) {
  const [row] = await db.insert(audios).values(input).returning({ id: audios.id });
  return row.id;
}

export async function getAudio(db: Db, id: number) {
  const [row] = await db.select().from(audios).where(eq(audios.id, id));
  return row ?? null;
}

/** The previous format's audios with their question counts, newest first. */
export async function listAudios(db: Db, filter: { forSpeaking?: boolean; forWriting?: boolean } = {}) {
  const where = filter.forSpeaking
    ? eq(audios.isForSpeaking, true)
    : filter.forWriting
      ? eq(audios.isForWriting, true)
      : undefined;
  return db
    .select({
      id: audios.id,
      title: audios.title,
      url: audios.url,
      duration: audios.duration,
      difficultyLevel: audios.difficultyLevel,
      isForSpeaking: audios.isForSpeaking,
      isForWriting: audios.isForWriting,
      createdAt: audios.createdAt,
      questionCount: count(questions.id),
    })
    .from(audios)
    .leftJoin(questions, eq(questions.audioId, audios.id))
    .where(and(where, previousFormatAudio()))
    .groupBy(audios.id)
    .orderBy(desc(audios.id));
}

/** Id and title of every previous-format audio, for pickers. */
export async function listAudioOptions(db: Db) {
  return db.select({ id: audios.id, title: audios.title }).from(audios).where(previousFormatAudio()).orderBy(asc(audios.title));
}

/** The current format's listening items of the given kinds with their question counts, newest first. */
export async function listCurrentAudios(db: Db, kinds: readonly string[]) {
  return db
    .select({ id: audios.id, title: audios.title, kind: audios.kind, url: audios.url, duration: audios.duration, questionCount: count(questions.id) })
    .from(audios)
    .leftJoin(questions, eq(questions.audioId, audios.id))
    .where(inArray(audios.kind, [...kinds]))
    .groupBy(audios.id)
    .orderBy(desc(audios.id));
}

export async function updateAudio(db: Db, id: number, changes: Partial<AudioInput>) {
  const rows = await db.update(audios).set(changes).where(eq(audios.id, id)).returning({ id: audios.id });
  return rows.length > 0;
}

/** Deletes an audio and its questions together (one atomic batch: no orphan questions). */
export async function deleteAudioWithQuestions(db: Db, id: number) {
  await db.batch([
    db.delete(questions).where(eq(questions.audioId, id)),
    db.delete(audios).where(eq(audios.id, id)),
  ]);
}

/** How many audio rows point at an R2 key (an uploaded file is added to the library once). */
export async function countAudiosWithKey(db: Db, r2Key: string) {
  const [row] = await db.select({ n: count() }).from(audios).where(eq(audios.r2Key, r2Key));
  return row?.n ?? 0;
}

/**
 * The admin audio library: every audio with its question count and how many writing and
 * speaking prompts use it (for the usage badges), newest first.
 */
export async function listAudioLibrary(db: Db) {
  // Correlated subqueries name the outer table explicitly: drizzle leaves single-table columns unqualified.
  return db
    .select({
      id: audios.id,
      title: audios.title,
      url: audios.url,
      duration: audios.duration,
      difficultyLevel: audios.difficultyLevel,
      isForSpeaking: audios.isForSpeaking,
      isForWriting: audios.isForWriting,
      questionCount: sql<number>`(select count(*) from questions q where q.audio_id = "audios"."id")`,
      speakingPromptCount: sql<number>`(select count(*) from speaking_prompts sp where sp.related_audio_id = "audios"."id")`,
      writingPromptCount: sql<number>`(select count(*) from writing_prompts wp where wp.related_audio_id = "audios"."id")`,
    })
    .from(audios)
    .where(previousFormatAudio())
    .orderBy(desc(audios.id));
}
