import { z } from "zod";

/** One reading answer: a letter for single-choice questions, three letters for a prose summary. */
export const ReadingAnswerSchema = z.object({
  questionId: z.coerce.number().int().positive(),
  answer: z.string().trim().max(2).optional(),
  answers: z.array(z.string().trim().max(2)).max(12).optional(),
  timeZone: z.string().max(64).optional(),
});

/**
 * POST /api/submit for reading and listening: `type` is the section, or a current-format task type
 * with questions (then the question's item must be of that type).
 */
export const ApiSubmitSchema = z.object({
  type: z.enum([
    "reading",
    "listening",
    "daily_life",
    "academic_passage",
    "choose_response",
    "listen_conversation",
    "listen_announcement",
    "academic_talk",
  ]),
  questionId: z.coerce.number().int().positive(),
  answer: z.union([z.string().max(20), z.array(z.string().max(2)).max(12)]),
});

/** POST /api/submit for a Complete the Words paragraph: the typed letters of its 10 gaps, in order. */
export const ApiCompleteWordsSubmitSchema = z.object({
  type: z.literal("complete_words"),
  passageId: z.coerce.number().int().positive(),
  answers: z.array(z.string().max(40)).max(10),
});

/** The Complete the Words form of /reading/:id: one field per gap (gap-0 ... gap-9). */
export const CompleteWordsFormSchema = z.object({
  intent: z.literal("complete_words"),
  gap: z.array(z.string().max(40).optional()).max(10).default([]),
  timeZone: z.string().max(64).optional(),
});
