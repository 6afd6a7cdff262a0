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

/**
 * The Build a Sentence form: `slot[i]` is the tile index placed in slot i+1 (a select without
 * JavaScript, hidden inputs filled by the drag-and-drop arrangement with it). Empty slots arrive as
 * missing values; the domain check refuses them with its own message.
 */
export const BuildSentenceFormSchema = z.object({
  intent: z.literal("buildSentence"),
  slot: z.array(z.number().int().min(0).max(20).optional()).max(20).default([]),
});

/** POST /api/submit for Build a Sentence: `order` = the tile indices in slots 1..n. */
export const ApiBuildSentenceSubmitSchema = z.object({
  type: z.literal("build_sentence"),
  writingPromptId: z.coerce.number().int().positive(),
  order: z.array(z.number().int().nullable()).max(20),
});
