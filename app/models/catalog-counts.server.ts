import { count } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";

/** How many writing prompts, speaking prompts and full tests exist (for progress bars). */
export async function contentCounts(db: Db) {
  const [[writing], [speaking], [tests]] = await Promise.all([
    db.select({ n: count() }).from(schema.writingPrompts),
    db.select({ n: count() }).from(schema.speakingPrompts),
    db.select({ n: count() }).from(schema.fullTests),
  ]);
  return { writing: writing.n, speaking: speaking.n, fullTests: tests.n };
}
