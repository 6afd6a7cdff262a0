/** The grading queue's messages and retry budget. Pure: shared by the consumer, the services and tests. */
import { z } from "zod";

/** Queue messages carry ids only. */
export const GradingMessageSchema = z.object({
  kind: z.enum(["writing", "speaking"]),
  submissionId: z.number().int().positive(),
});
export type GradingMessage = z.infer<typeof GradingMessageSchema>;

/** Must equal `max_retries` of the grading consumer in wrangler.toml (a unit test checks). */
export const GRADING_MAX_RETRIES = 5;

/** Deliveries start at attempt 1; the queue delivers a message at most max_retries + 1 times. */
export function isLastAttempt(attempt: number, maxRetries = GRADING_MAX_RETRIES): boolean {
  return attempt >= maxRetries + 1;
}

/** Backoff before the next delivery: 2, 4, 8, 16, 32 seconds, at most a minute. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(60, 2 ** Math.max(1, attempt));
}
