import { z } from "zod";

/** One reading answer: a letter for single-choice questions, three letters for a prose summary. */
export const ReadingAnswerSchema = z.object({
  questionId: z.coerce.number().int().positive(),
  answer: z.string().trim().max(2).optional(),
  answers: z.array(z.string().trim().max(2)).max(12).optional(),
  timeZone: z.string().max(64).optional(),
});

/** POST /api/submit for reading and listening. */
export const ApiSubmitSchema = z.object({
  type: z.enum(["reading", "listening"]),
  questionId: z.coerce.number().int().positive(),
  answer: z.union([z.string().max(20), z.array(z.string().max(2)).max(12)]),
});
