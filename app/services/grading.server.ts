import { and, eq } from "drizzle-orm";
import type { Db } from "../lib/db.server";
import { schema } from "../lib/db.server";

export interface GradingDeps {
  db: Db;
  env: Env;
}

/**
 * Entry point of the grading queue consumer for one validated message. Idempotent: a submission
 * that is gone or no longer pending (graded by an earlier delivery) is acknowledged unchanged.
 */
export async function handleGradingMessage(
  { db }: GradingDeps,
  message: { kind: "writing" | "speaking"; submissionId: number },
  _attempt: number,
): Promise<"done" | "retry"> {
  const [submission] = await db
    .select({ id: schema.userSubmissions.id, status: schema.userSubmissions.gradingStatus })
    .from(schema.userSubmissions)
    .where(and(eq(schema.userSubmissions.id, message.submissionId), eq(schema.userSubmissions.type, message.kind)));
  if (!submission || submission.status !== "pending") return "done";
  // Graders are not wired in yet: leave the submission pending so it is graded once they are.
  return "retry";
}
