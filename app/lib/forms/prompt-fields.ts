/**
 * Field rules shared by the writing prompt, speaking prompt and full test forms (browser and
 * server). Messages are catalog keys (admin spec section 5).
 */
import { z } from "zod";

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const DifficultySchema = z
  .enum(DIFFICULTIES, { errorMap: () => ({ message: "adminPrompts.difficultyInvalid" }) })
  .default("medium");

/** A row id chosen in a select: optional (empty means none); JSON may send null. */
export const OptionalIdSchema = z
  .number({ invalid_type_error: "adminPrompts.idInvalid" })
  .int("adminPrompts.idInvalid")
  .positive("adminPrompts.idInvalid")
  .nullish()
  .transform((v) => v ?? null);

/**
 * The question text. Optional here so that a missing question does not stop the form's other rules
 * (zod skips refinements after a type error): `requireQuestion` reports 'Question is required'.
 */
export const QuestionSchema = z
  .string({ invalid_type_error: "adminPrompts.questionRequired" })
  .trim()
  .max(10_000, "adminPrompts.questionTooLong")
  .nullish();

export function requireQuestion(value: { question?: string | null }, ctx: z.RefinementCtx) {
  if (!value.question) ctx.addIssue({ code: "custom", path: ["question"], message: "adminPrompts.questionRequired" });
}

export const OptionalTextSchema = z
  .string()
  .trim()
  .max(10_000, "adminPrompts.textTooLong")
  .nullish()
  .transform((v) => v ?? "");

/**
 * A list of short texts: a JSON array (kept as sent, so an empty item reaches the rules), or a
 * textarea with one item per line (blank lines are dropped).
 */
export const LinesSchema = z.preprocess(
  (value) => {
    if (Array.isArray(value)) return value.map((v) => (typeof v === "string" ? v.trim() : v));
    if (typeof value !== "string") return [];
    return value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
  },
  z.array(z.string({ invalid_type_error: "adminPrompts.textTooLong" }).max(500, "adminPrompts.textTooLong")).max(20, "tasksWS.tooManyLines"),
);

/**
 * A whole number with a fallback when the input is not a number (the spec's "falls back to N"),
 * then checked against its range with `message`.
 */
export function numberWithFallback(fallback: number, min: number, max: number, message: string) {
  return z.preprocess(
    (value) => {
      const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
      return Number.isFinite(n) ? Math.round(n) : fallback;
    },
    z.number().int().min(min, message).max(max, message),
  );
}

/** The delete confirmation of a list page. */
export const DeleteSchema = z.object({
  intent: z.literal("delete"),
  id: z.number({ required_error: "adminPrompts.idInvalid", invalid_type_error: "adminPrompts.idInvalid" }).int().positive("adminPrompts.idInvalid"),
});

/** A positive integer route parameter, or null. */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
