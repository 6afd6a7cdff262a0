/**
 * The speaking prompt form (add and edit, page and JSON), and its inline passage and audio.
 * Admin spec section 5 "Speaking prompt" and "Inline passage for speaking"; section 9 defaults.
 */
import { z } from "zod";
import { LISTEN_REPEAT_WINDOWS, TASK_REGISTRY } from "~/domain/tasks/registry";
import { DifficultySchema, OptionalIdSchema, OptionalTextSchema, QuestionSchema, numberWithFallback, requireQuestion } from "./prompt-fields";

/** The previous format's types, then the current format's (no preparation time; audio required). */
export const SPEAKING_TYPES = ["independent", "integrated", "listen_repeat", "interview"] as const;
/** How many items a set of each current type holds (its positions are 1..n). */
export const SET_SIZES = { listen_repeat: LISTEN_REPEAT_WINDOWS.length, interview: 4 } as const;
const INTERVIEW_SECONDS = (() => {
  const timing = TASK_REGISTRY.interview.timing;
  return timing.kind === "answer" && typeof timing.answerSeconds === "number" ? timing.answerSeconds : 45;
})();
export type SpeakingType = (typeof SPEAKING_TYPES)[number];
export const INTEGRATED_TYPES = ["text_audio", "conversation", "lecture"] as const;
export type IntegratedType = (typeof INTEGRATED_TYPES)[number];

export const SPEAKING_TIMES = {
  preparation: { fallback: 15, min: 10, max: 60 },
  speaking: { fallback: 45, min: 15, max: 180 },
} as const;
export const INLINE_DEFAULTS = { difficulty: 3, duration: 120, minDuration: 10 } as const;

export function isSpeakingType(value: unknown): value is SpeakingType {
  return typeof value === "string" && (SPEAKING_TYPES as readonly string[]).includes(value);
}
export function isIntegratedType(value: unknown): value is IntegratedType {
  return typeof value === "string" && (INTEGRATED_TYPES as readonly string[]).includes(value);
}

const Fields = z.object({
  type: z
    .enum(SPEAKING_TYPES, { errorMap: () => ({ message: "adminPrompts.speaking.typeInvalid" }) })
    .default("independent"),
  integratedType: z
    .enum(INTEGRATED_TYPES, { errorMap: () => ({ message: "adminPrompts.speaking.integratedTypeRequired" }) })
    .nullish()
    .transform((v) => v ?? null),
  question: QuestionSchema,
  difficulty: DifficultySchema,
  preparationTime: numberWithFallback(
    SPEAKING_TIMES.preparation.fallback,
    SPEAKING_TIMES.preparation.min,
    SPEAKING_TIMES.preparation.max,
    "adminPrompts.speaking.preparationRange",
  ),
  speakingTime: numberWithFallback(
    SPEAKING_TIMES.speaking.fallback,
    SPEAKING_TIMES.speaking.min,
    SPEAKING_TIMES.speaking.max,
    "adminPrompts.speaking.speakingRange",
  ),
  relatedPassageId: OptionalIdSchema,
  relatedAudioId: OptionalIdSchema,
  // Listen and Repeat, Take an Interview: the set's context or topic and the item's place in it
  set: OptionalTextSchema,
  position: z
    .number({ invalid_type_error: "tasksWS.speaking.positionRange" })
    .int("tasksWS.speaking.positionRange")
    .nullish()
    .transform((v) => v ?? null),
});

/**
 * Validated and normalised: independent prompts carry no task type, passage or audio; only
 * text_audio prompts keep a passage.
 */
export const SpeakingPromptSchema = Fields.superRefine((value, ctx) => {
  requireQuestion(value, ctx);
  if (value.type === "listen_repeat" || value.type === "interview") {
    if (!value.set) ctx.addIssue({ code: "custom", path: ["set"], message: "tasksWS.speaking.setRequired" });
    const size = SET_SIZES[value.type];
    if (value.position == null || value.position < 1 || value.position > size) {
      ctx.addIssue({ code: "custom", path: ["position"], message: `tasksWS.speaking.positionRange.${value.type}` });
    }
    if (!value.relatedAudioId) {
      ctx.addIssue({ code: "custom", path: ["relatedAudioId"], message: "tasksWS.speaking.audioRequired" });
    }
    return;
  }
  if (value.type !== "integrated") return;
  if (!value.integratedType) {
    ctx.addIssue({ code: "custom", path: ["integratedType"], message: "adminPrompts.speaking.integratedTypeRequired" });
  }
  if (!value.relatedAudioId) {
    ctx.addIssue({ code: "custom", path: ["relatedAudioId"], message: "adminPrompts.speaking.audioRequired" });
  }
}).transform((value) => {
  const question = value.question ?? "";
  if (value.type === "listen_repeat" || value.type === "interview") {
    // no preparation; the answer window follows from the type and, for a sentence, its position
    const position = value.position ?? 1;
    return {
      ...value,
      question,
      integratedType: null,
      relatedPassageId: null,
      preparationTime: 0,
      speakingTime: value.type === "listen_repeat" ? LISTEN_REPEAT_WINDOWS[position - 1] : INTERVIEW_SECONDS,
      data: { set: value.set, position } as Record<string, unknown>,
    };
  }
  return value.type === "independent"
    ? { ...value, question, integratedType: null, relatedPassageId: null, relatedAudioId: null }
    : { ...value, question, relatedPassageId: value.integratedType === "text_audio" ? value.relatedPassageId : null };
});
export type SpeakingPromptInput = z.output<typeof SpeakingPromptSchema>;

const Difficulty1to5 = numberWithFallback(INLINE_DEFAULTS.difficulty, 1, 5, "adminPrompts.inline.difficultyRange");

export const SpeakingInlinePassageSchema = z.object({
  intent: z.literal("createPassage"),
  passageTitle: z
    .string({ required_error: "adminPrompts.inline.titleRequired" })
    .trim()
    .min(1, "adminPrompts.inline.titleRequired")
    .max(255, "adminPrompts.titleTooLong"),
  passageContent: z
    .string({ required_error: "adminPrompts.inline.contentRequired" })
    .trim()
    .min(1, "adminPrompts.inline.contentRequired")
    .max(50_000, "adminPrompts.textTooLong"),
  passageDifficulty: Difficulty1to5,
});

export const SpeakingInlineAudioSchema = z.object({
  intent: z.literal("createAudio"),
  audioTitle: z
    .string({ required_error: "adminPrompts.inline.titleRequired" })
    .trim()
    .min(1, "adminPrompts.inline.titleRequired")
    .max(255, "adminPrompts.titleTooLong"),
  audioUrl: z
    .string({ required_error: "adminPrompts.inline.urlRequired" })
    .trim()
    .min(1, "adminPrompts.inline.urlRequired")
    .max(2000, "adminPrompts.inline.urlInvalid")
    .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v) || /^\/media\/[^\s]+$/.test(v), "adminPrompts.inline.urlInvalid"),
  audioTranscription: z
    .string({ required_error: "adminPrompts.inline.transcriptionRequired" })
    .trim()
    .min(1, "adminPrompts.inline.transcriptionRequired")
    .max(50_000, "adminPrompts.textTooLong"),
  audioDifficulty: Difficulty1to5,
  audioDuration: numberWithFallback(INLINE_DEFAULTS.duration, INLINE_DEFAULTS.minDuration, 24 * 60 * 60, "adminPrompts.inline.durationMin"),
});

/** The page's form posts the prompt ("save"), an inline passage or an inline audio. */
export function speakingFormSchema(intent: FormDataEntryValue | null) {
  if (intent === "createPassage") return SpeakingInlinePassageSchema;
  if (intent === "createAudio") return SpeakingInlineAudioSchema;
  return SpeakingPromptSchema;
}
