import { eq } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";

const { userProgress } = schema;

export async function getProgress(db: Db, userId: number) {
  const [row] = await db
    .select({
      totalExercisesCompleted: userProgress.totalExercisesCompleted,
      readingExercisesDone: userProgress.readingExercisesDone,
      listeningExercisesDone: userProgress.listeningExercisesDone,
      writingExercisesDone: userProgress.writingExercisesDone,
      speakingExercisesDone: userProgress.speakingExercisesDone,
    })
    .from(userProgress)
    .where(eq(userProgress.userId, userId));
  return (
    row ?? {
      totalExercisesCompleted: 0,
      readingExercisesDone: 0,
      listeningExercisesDone: 0,
      writingExercisesDone: 0,
      speakingExercisesDone: 0,
    }
  );
}
