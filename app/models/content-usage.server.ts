/**
 * Where a passage or an audio is used (full tests, writing and speaking prompts): deleting it is
 * refused while anything uses it, and the audio library shows usage badges.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";

const { fullTests, writingPrompts, speakingPrompts } = schema;

export type ContentUsage =
  | { kind: "fullTest"; id: number; title: string }
  | { kind: "writingPrompt"; id: number }
  | { kind: "speakingPrompt"; id: number };

/** Full tests whose JSON list column (previous format) or section of `data` (current format) contains the id. */
async function fullTestsContaining(db: Db, column: "reading_passage_ids" | "listening_audio_ids", id: number) {
  const section = column === "reading_passage_ids" ? "$.reading" : "$.listening";
  return db
    .select({ id: fullTests.id, title: fullTests.title })
    .from(fullTests)
    .where(
      sql`exists (select 1 from json_each(${sql.raw(`"full_tests"."${column}"`)}) as item where item.value = ${id})
        or exists (select 1 from json_tree(${fullTests.data}, ${section}) as t where t.atom = ${id} and t.type = 'integer')`,
    )
    .orderBy(fullTests.id);
}

export async function passageUsage(db: Db, passageId: number): Promise<ContentUsage[]> {
  const [tests, writing, speaking] = await Promise.all([
    fullTestsContaining(db, "reading_passage_ids", passageId),
    db.select({ id: writingPrompts.id }).from(writingPrompts).where(eq(writingPrompts.relatedPassageId, passageId)),
    db.select({ id: speakingPrompts.id }).from(speakingPrompts).where(eq(speakingPrompts.relatedPassageId, passageId)),
  ]);
  return [
    ...tests.map((t) => ({ kind: "fullTest" as const, ...t })),
    ...writing.map((w) => ({ kind: "writingPrompt" as const, id: w.id })),
    ...speaking.map((s) => ({ kind: "speakingPrompt" as const, id: s.id })),
  ];
}

export async function audioUsage(db: Db, audioId: number): Promise<ContentUsage[]> {
  const [tests, writing, speaking] = await Promise.all([
    fullTestsContaining(db, "listening_audio_ids", audioId),
    db.select({ id: writingPrompts.id }).from(writingPrompts).where(eq(writingPrompts.relatedAudioId, audioId)),
    db.select({ id: speakingPrompts.id }).from(speakingPrompts).where(eq(speakingPrompts.relatedAudioId, audioId)),
  ]);
  return [
    ...tests.map((t) => ({ kind: "fullTest" as const, ...t })),
    ...writing.map((w) => ({ kind: "writingPrompt" as const, id: w.id })),
    ...speaking.map((s) => ({ kind: "speakingPrompt" as const, id: s.id })),
  ];
}
