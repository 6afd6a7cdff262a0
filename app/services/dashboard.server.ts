/** What the learner's dashboard shows: access, per-section progress and limits, activity. */
import { hasPremiumAccess, FREE_TIER } from "~/domain/access";
import type { Db } from "~/lib/db.server";
import { contentCounts } from "~/models/catalog-counts.server";
import { listItemIds } from "~/models/practice.server";
import { getSetting, SITE_NOTICE_KEY } from "~/models/site-settings.server";
import type { User } from "~/models/user.server";
import { getUserStats } from "~/services/activity.server";

export async function getDashboard(db: Db, user: User) {
  const premium = hasPremiumAccess(user);
  const [stats, reading, listening, counts, notice] = await Promise.all([
    getUserStats(db, user),
    listItemIds(db, "reading"),
    listItemIds(db, "listening"),
    contentCounts(db),
    getSetting(db, SITE_NOTICE_KEY),
  ]);
  const section = (done: number, available: number, freeLimit: number) => {
    const total = premium ? available : Math.min(freeLimit, available);
    return { done, total, limitReached: !premium && done >= freeLimit };
  };
  const ex = stats.exercisesCompleted;
  return {
    premium,
    notice,
    stats,
    sections: {
      reading: section(ex.reading, reading.length, FREE_TIER.exercisesPerSection),
      listening: section(ex.listening, listening.length, FREE_TIER.exercisesPerSection),
      writing: section(ex.writing, counts.writing, FREE_TIER.exercisesPerSection),
      speaking: section(ex.speaking, counts.speaking, FREE_TIER.exercisesPerSection),
      fullTest: section(stats.fullTestsCompleted, counts.fullTests, FREE_TIER.fullTests),
    },
  };
}
