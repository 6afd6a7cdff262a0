/**
 * The current-format full test's page forms: a stage submit (intent "module": a reading module,
 * writing, speaking; fields ctw-*, q-*, bs-*, essay-*, files recording-*) and one listening answer
 * (intent "answer": the stage, the question's index, the letter).
 */
import { z } from "zod";
import { CURRENT_TEST_STAGES } from "~/domain/fulltest/timing";

const Stage = z.enum(CURRENT_TEST_STAGES, { errorMap: () => ({ message: "fullTest.badSection" }) });

export const CurrentModuleSchema = z.object({ intent: z.literal("module"), stage: Stage });

export const CurrentAnswerSchema = z.object({
  intent: z.literal("answer"),
  stage: Stage,
  index: z.coerce.number().int().min(0).max(200),
  answer: z
    .string()
    .max(2)
    .regex(/^[A-Za-z]?$/, "fullTest.badSection")
    .optional()
    .default(""),
});

/** The form's text fields of a stage submit (answers), at most 200 and each at most 20,000 characters. */
export function currentFieldsFromForm(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" || !/^(ctw-\d{1,9}-\d{1,2}|q-\d{1,9}|bs-\d{1,9}-\d{1,2}|essay-\d{1,9})$/.test(name)) continue;
    if (Object.keys(fields).length >= 200) break;
    fields[name] = value.slice(0, 20_000);
  }
  return fields;
}
