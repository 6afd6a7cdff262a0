import { z } from "zod";

/** The essay form of /writing-simple/:id and /writing-integrated/:id (the word rules are the server's). */
export const EssayFormSchema = z.object({
  essay: z.string().max(50_000).optional(),
});

/** The feedback page's "Try grading again". */
export const RetryGradingSchema = z.object({ intent: z.literal("retry") });

/** POST /api/submit for writing. */
export const ApiWritingSubmitSchema = z.object({
  type: z.literal("writing"),
  writingPromptId: z.coerce.number().int().positive(),
  essay: z.string().max(50_000).default(""),
});

/** POST /api/submit for speaking: the recording as a base64 data URL. */
export const ApiSpeakingSubmitSchema = z.object({
  type: z.literal("speaking"),
  speakingPromptId: z.coerce.number().int().positive(),
  audioData: z.string().default(""),
  mimeType: z.string().max(100).optional(),
});
