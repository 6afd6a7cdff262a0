import { asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";

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
};

export async function createAudio(db: Db, input: AudioInput) {
  const [row] = await db.insert(audios).values(input).returning({ id: audios.id });
  return row.id;
}

export async function getAudio(db: Db, id: number) {
  const [row] = await db.select().from(audios).where(eq(audios.id, id));
  return row ?? null;
}

/** Audios with their question counts, newest first. */
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
    .where(where)
    .groupBy(audios.id)
    .orderBy(desc(audios.id));
}

/** Id and title of every audio, for pickers. */
export async function listAudioOptions(db: Db) {
  return db.select({ id: audios.id, title: audios.title }).from(audios).orderBy(asc(audios.title));
}
