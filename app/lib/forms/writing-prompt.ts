/**
 * The writing prompt form (add and edit, page and JSON), and its inline "Create New" passage.
 * Admin spec section 5 "Writing prompt"; time limits from DECISIONS.md "Timing".
 */
import { z } from "zod";
import { parseDiscussion } from "~/domain/academic-discussion";
import { validateBuildSentence } from "~/domain/tasks/build-sentence";
import { validateEmail } from "~/domain/tasks/email";
import { DifficultySchema, LinesSchema, OptionalIdSchema, OptionalTextSchema, QuestionSchema, requireQuestion } from "./prompt-fields";

/** The previous format's types, then the current format's (academic discussion serves both). */
export const WRITING_TYPES = ["integrated", "academic_discussion", "independent", "build_sentence", "email"] as const;
export type WritingType = (typeof WRITING_TYPES)[number];

/** Minutes per type; the form shows it read-only and the server decides. */
export const WRITING_TIME_LIMITS: Record<WritingType, number> = {
  integrated: 20,
  academic_discussion: 10,
  independent: 30,
  build_sentence: 1,
  email: 7,
};
export const TIME_LIMIT_RANGE = { min: 1, max: 60 } as const;

/** The standard task sentence offered for a new integrated prompt. */
export const INTEGRATED_WRITING_QUESTION =
  "Summarize the points made in the lecture, being sure to explain how they challenge the specific points made in the reading passage.";

export function isWritingType(value: unknown): value is WritingType {
  return typeof value === "string" && (WRITING_TYPES as readonly string[]).includes(value);
}

const Fields = z.object({
  type: z.enum(WRITING_TYPES, { errorMap: () => ({ message: "adminPrompts.writing.typeInvalid" }) }),
  question: QuestionSchema,
  difficulty: DifficultySchema,
  timeLimit: z
    .number({ invalid_type_error: "adminPrompts.writing.timeLimitRange" })
    .int("adminPrompts.writing.timeLimitRange")
    .min(TIME_LIMIT_RANGE.min, "adminPrompts.writing.timeLimitRange")
    .max(TIME_LIMIT_RANGE.max, "adminPrompts.writing.timeLimitRange")
    .nullish(),
  relatedPassageId: OptionalIdSchema,
  relatedAudioId: OptionalIdSchema,
  professorPost: OptionalTextSchema,
  firstStudentPost: OptionalTextSchema,
  secondStudentPost: OptionalTextSchema,
  // Build a Sentence: one chunk per line, in the correct order
  chunks: LinesSchema,
  distractor: OptionalTextSchema,
  before: OptionalTextSchema,
  after: OptionalTextSchema,
  // Write an Email: the recipient, the subject, one goal per line
  to: OptionalTextSchema,
  subject: OptionalTextSchema,
  goals: LinesSchema,
});

/**
 * A JSON client may send an academic discussion already packed in `question`: unpack it so the
 * same rules apply.
 */
function unpackQuestion(input: unknown) {
  if (!input || typeof input !== "object") return input;
  const value = input as Record<string, unknown>;
  if (value.type !== "academic_discussion" || value.professorPost) return input;
  const parsed = typeof value.question === "string" ? parseDiscussion(value.question) : null;
  if (!parsed) return input;
  return {
    ...value,
    question: parsed.instructions,
    professorPost: parsed.professorPost,
    firstStudentPost: value.firstStudentPost ?? parsed.firstStudentPost,
    secondStudentPost: value.secondStudentPost ?? parsed.secondStudentPost,
  };
}

export const WritingPromptSchema = z.preprocess(
  unpackQuestion,
  Fields.superRefine((value, ctx) => {
    requireQuestion(value, ctx);
    if (value.type === "integrated") {
      const message = "adminPrompts.writing.integratedNeedsBoth";
      if (!value.relatedPassageId) ctx.addIssue({ code: "custom", path: ["relatedPassageId"], message });
      if (!value.relatedAudioId) ctx.addIssue({ code: "custom", path: ["relatedAudioId"], message });
    }
    if (value.type === "academic_discussion" && !value.professorPost) {
      ctx.addIssue({ code: "custom", path: ["professorPost"], message: "adminPrompts.writing.professorPostRequired" });
    }
    if (value.type === "build_sentence") {
      for (const issue of validateBuildSentence({ chunks: value.chunks, distractor: value.distractor, after: value.after })) {
        ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
      }
    }
    if (value.type === "email") {
      const issues = validateEmail({ situation: value.question ?? "", to: value.to, subject: value.subject, goals: value.goals });
      // a missing situation is already 'Question is required'
      for (const issue of issues.filter((i) => i.field !== "question")) {
        ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
      }
    }
  }).transform((value) => ({ ...value, question: value.question ?? "" })),
);
export type WritingPromptInput = z.output<typeof WritingPromptSchema>;

/** The inline "Create New" reading passage of the writing prompt form. */
export const WritingInlinePassageSchema = z
  .object({
    intent: z.literal("createPassage"),
    passageTitle: z.string().trim().max(255, "adminPrompts.titleTooLong").optional(),
    passageContent: z.string().trim().max(50_000, "adminPrompts.textTooLong").optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.passageTitle || !value.passageContent) {
      ctx.addIssue({
        code: "custom",
        path: [!value.passageTitle ? "passageTitle" : "passageContent"],
        message: "adminPrompts.writing.passageTitleContentRequired",
      });
    }
  });

/** The page's form posts either the prompt ("save") or the inline passage ("createPassage"). */
export function writingFormSchema(intent: FormDataEntryValue | null) {
  return intent === "createPassage" ? WritingInlinePassageSchema : WritingPromptSchema;
}
