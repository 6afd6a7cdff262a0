/** Learner statistics: progress counters, active days and streaks in the learner's time zone. */
import { count, eq } from "drizzle-orm";
import { activityStats, isValidTimeZone } from "~/domain/practice/activity";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";
import { activityInstants } from "~/models/practice.server";
import { getProgress } from "~/models/progress.server";
import { setUserTimeZone, type User } from "~/models/user.server";

/** Keeps the browser's time zone (sent with answers when JavaScript runs). */
export async function rememberTimeZone(db: Db, user: User, timeZone: string | undefined) {
  if (timeZone && timeZone !== user.timeZone && isValidTimeZone(timeZone)) {
    await setUserTimeZone(db, user.id, timeZone);
    user.timeZone = timeZone;
  }
}

export async function getUserStats(db: Db, user: User, now = new Date()) {
  const [progress, instants, [tests]] = await Promise.all([
    getProgress(db, user.id),
    activityInstants(db, user.id),
    db
      .select({ n: count() })
      .from(schema.fullTestResults)
      .where(eq(schema.fullTestResults.userId, user.id)),
  ]);
  const { currentStreak, totalDaysActive } = activityStats(instants, now, user.timeZone);
  return {
    currentStreak,
    totalDaysActive,
    exercisesCompleted: {
      total: progress.totalExercisesCompleted,
      reading: progress.readingExercisesDone,
      listening: progress.listeningExercisesDone,
      writing: progress.writingExercisesDone,
      speaking: progress.speakingExercisesDone,
    },
    fullTestsCompleted: tests?.n ?? 0,
  };
}
