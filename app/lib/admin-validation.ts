/**
 * Form schemas of the content administration (passages, questions, audio, upload details, users),
 * shared by the browser (Conform), the form actions and the /api/admin JSON calls. Messages are
 * catalog keys whose English texts are the admin spec's (section 5).
 */
import { z } from "zod";
import { DEFAULT_DIFFICULTY, checkQuestion, QUESTION_TYPES, type QuestionKind } from "~/domain/questions";
import { classifyMediaKey, isContentAudioKey } from "~/domain/media";

/** A checkbox ("on"), or a JSON boolean; absent means false. */
export const CheckboxSchema = z.preprocess(
  (v) => v === true || v === "on" || v === "true" || v === 1 || v === "1",
  z.boolean(),
);

/** A positive integer id from a form field, a JSON number or a URL parameter. */
export const IdSchema = z.coerce.number({ invalid_type_error: "admin.invalidId" }).int("admin.invalidId").positive("admin.invalidId");

const DifficultySchema = (message: string) =>
  z.coerce
    .number({ invalid_type_error: message, required_error: message })
    .int(message)
    .min(1, message)
    .max(5, message);

const requiredText = (message: string, max: number, tooLong = "admin.textTooLong") =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max, tooLong);

// ---------------------------------------------------------------------------------------------
// Passages

const passageFields = {
  title: requiredText("admin.passage.titleRequired", 200),
  content: requiredText("admin.passage.contentRequired", 50_000),
};

export const PassageSchema = z.object({
  ...passageFields,
  difficultyLevel: DifficultySchema("admin.difficultyRange").default(DEFAULT_DIFFICULTY),
  isForWriting: CheckboxSchema,
  isForSpeaking: CheckboxSchema,
});
export type PassageValues = z.output<typeof PassageSchema>;

/** PUT /api/admin/passages/:id: title and content; other fields only when sent. */
export const PassageUpdateSchema = z.object({
  ...passageFields,
  difficultyLevel: DifficultySchema("admin.difficultyRange").optional(),
  isForWriting: CheckboxSchema.optional(),
  isForSpeaking: CheckboxSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Questions

/** Options may arrive as a list, or (JSON calls) as a JSON string of a list. */
const listOf = (item: z.ZodTypeAny) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === "") return [];
    if (typeof v === "string") {
      try {
        const parsed: unknown = JSON.parse(v);
        if (Array.isArray(parsed)) return parsed;
      } catch {
        // a single value, not JSON
      }
      return [v];
    }
    return Array.isArray(v) ? v : [v];
  }, z.array(item).max(20, "admin.question.tooManyOptions"));

const QuestionBase = z.object({
  // checked with the other rules below, so that every message shows at once
  questionText: z.string().trim().max(2_000, "admin.textTooLong").optional(),
  questionType: z.enum(QUESTION_TYPES, { message: "admin.question.typeInvalid" }).default("single"),
  options: listOf(z.string().max(1_000, "admin.textTooLong").nullish()),
  correctAnswer: z.string().max(1_000).nullish(),
  correctAnswers: listOf(z.string().max(1_000).nullish()),
  explanation: z.string().trim().max(5_000, "admin.textTooLong").optional().nullable(),
});
type QuestionBaseValues = z.output<typeof QuestionBase>;

function questionRules(kind: QuestionKind) {
  return (value: QuestionBaseValues, ctx: z.RefinementCtx) => {
    if (!value.questionText) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["questionText"], message: "admin.question.textRequired" });
    }
    const result = checkQuestion(kind, value);
    if (result.ok) return;
    for (const issue of result.issues) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [issue.path], message: issue.message });
    }
  };
}

function normalize(kind: QuestionKind, value: QuestionBaseValues) {
  const result = checkQuestion(kind, value);
  if (!result.ok) throw new Error("unreachable: refined above");
  return {
    questionText: value.questionText ?? "",
    explanation: value.explanation?.trim() || null,
    ...result.value,
  };
}
export type QuestionValues = ReturnType<typeof normalize>;

export const ReadingQuestionSchema = QuestionBase.superRefine(questionRules("reading")).transform((v) =>
  normalize("reading", v),
);
export const ListeningQuestionSchema = QuestionBase.superRefine(questionRules("listening")).transform((v) =>
  normalize("listening", v),
);

export function questionSchemaFor(kind: QuestionKind) {
  return kind === "listening" ? ListeningQuestionSchema : ReadingQuestionSchema;
}

/** POST /api/admin/questions: a question plus where it belongs. */
export const ApiQuestionCreateSchema = QuestionBase.extend({
  type: z.enum(["reading", "listening"], { message: "admin.question.kindInvalid" }).default("reading"),
  passageId: IdSchema.optional().nullable(),
  audioId: IdSchema.optional().nullable(),
})
  .superRefine((v, ctx) => {
    if (v.type === "reading" && !v.passageId) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["passageId"], message: "admin.question.passageRequired" });
    }
    if (v.type === "listening" && !v.audioId) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["audioId"], message: "admin.question.audioRequired" });
    }
    questionRules(v.type)(v, ctx);
  })
  .transform((v) => ({
    ...normalize(v.type, v),
    type: v.type,
    passageId: v.type === "reading" ? (v.passageId ?? null) : null,
    audioId: v.type === "listening" ? (v.audioId ?? null) : null,
  }));

// ---------------------------------------------------------------------------------------------
// Audio

/** An http(s) URL, or a /media/ path of a file we store. */
function isAudioUrl(value: string): boolean {
  if (value.startsWith("/media/")) return classifyMediaKey(value.slice(7)) !== null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

const audioFields = {
  title: requiredText("admin.audio.titleRequired", 200),
  url: requiredText("admin.audio.urlRequired", 2_000).refine(isAudioUrl, "admin.audio.urlInvalid"),
  transcription: requiredText("admin.audio.transcriptionRequired", 50_000),
  difficultyLevel: DifficultySchema("admin.difficultyRange"),
  duration: z.coerce
    .number({ invalid_type_error: "admin.audio.durationMin", required_error: "admin.audio.durationMin" })
    .int("admin.audio.durationMin")
    .min(1, "admin.audio.durationMin")
    .max(36_000, "admin.audio.durationMax"),
  isForSpeaking: CheckboxSchema,
  isForWriting: CheckboxSchema,
};

export const AudioSchema = z.object(audioFields);
export type AudioValues = z.output<typeof AudioSchema>;

/** PUT /api/admin/audios/:id: any audio fields; the ones not sent stay as they are. */
export const AudioUpdateSchema = z.object({
  title: audioFields.title.optional(),
  url: audioFields.url.optional(),
  transcription: audioFields.transcription.optional(),
  difficultyLevel: audioFields.difficultyLevel.optional(),
  duration: audioFields.duration.optional(),
  isForSpeaking: CheckboxSchema.optional(),
  isForWriting: CheckboxSchema.optional(),
});

/** Step 2 of the upload: details of the file just stored under `key`. */
export const AudioDetailsSchema = z.object({
  key: z.string({ required_error: "admin.upload.noFileUploaded" }).refine(isContentAudioKey, "admin.upload.noFileUploaded"),
  title: requiredText("admin.upload.missingInfo", 200),
  transcription: requiredText("admin.upload.missingInfo", 50_000),
  difficultyLevel: DifficultySchema("admin.difficultyRange").default(DEFAULT_DIFFICULTY),
  duration: audioFields.duration,
  isForSpeaking: CheckboxSchema,
  isForWriting: CheckboxSchema,
});

/** Step 1 of the upload (and POST /api/admin/upload-audio): the file itself. */
export const AudioUploadSchema = z.object({
  audio: z.custom<File>(
    (v) => typeof File !== "undefined" && v instanceof File && v.size > 0,
    "admin.upload.noFile",
  ),
});

// ---------------------------------------------------------------------------------------------
// Users

export const TIME_MULTIPLIERS = [1, 1.5, 2] as const;

export const UserAdminActionSchema = z
  .object({
    intent: z.enum(["block", "unblock", "clearFraud", "setTime", "grantAdmin", "removeAdmin"]),
    userId: IdSchema,
    timeMultiplier: z.coerce.number().optional(),
    q: z.string().max(200).optional(),
  })
  .refine((v) => v.intent !== "setTime" || TIME_MULTIPLIERS.some((m) => m === v.timeMultiplier), {
    message: "admin.users.timeInvalid",
    path: ["timeMultiplier"],
  });
