import { type GradingMessage, GradingMessageSchema, retryDelaySeconds } from "../app/domain/grading/queue";

export { GradingMessageSchema, type GradingMessage };

export interface GradingHandler {
  (message: GradingMessage, attempt: number): Promise<"done" | "retry">;
}

/**
 * Validates each message and hands it to the grading service. A malformed message can never
 * succeed, so it is acknowledged and logged rather than retried; a failure is retried with
 * backoff and, after the queue's max_retries, goes to the dead-letter queue.
 */
export async function consumeGradingBatch(
  batch: MessageBatch<unknown>,
  handle: GradingHandler,
): Promise<void> {
  for (const message of batch.messages) {
    const parsed = GradingMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      console.warn("grading: dropping malformed message", message.id, parsed.error.issues);
      message.ack();
      continue;
    }
    try {
      const outcome = await handle(parsed.data, message.attempts);
      if (outcome === "done") message.ack();
      else message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    } catch (error) {
      console.error("grading: message failed", message.id, error);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
