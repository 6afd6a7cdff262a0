/**
 * The `Grader` interface every grading provider implements (the built-in feature grader, OpenAI or any
 * OpenAI-compatible server), and the zod schemas of what it returns and of the feedback JSON stored in
 * `user_submissions.feedback`. Pure TypeScript: no Remix, drizzle or Workers imports.
 *
 * Texts a learner reads are `FeedbackText`: either a plain string (a provider's own words) or a message
 * catalog key with parameters (the built-in grader), so the feedback page shows them in the reader's
 * language. `renderFeedbackText(t, text)` turns either into a string.
 */
import { z } from "zod";

export const WRITING_TASK_TYPES = ["independent", "integrated", "academic_discussion", "email"] as const;
export type WritingTaskType = (typeof WRITING_TASK_TYPES)[number];
/** Previous format: independent, integrated (0-4); current format: listen_repeat, interview (0-5). */
export const SPEAKING_TASK_TYPES = ["independent", "integrated", "listen_repeat", "interview"] as const;
export type SpeakingTaskType = (typeof SPEAKING_TASK_TYPES)[number];

/** A message-catalog key and its parameters, translated where it is shown. */
export const FeedbackMessageSchema = z.object({
  key: z.string().min(1),
  params: z.record(z.union([z.string(), z.number()])).optional(),
});
export type FeedbackMessage = z.infer<typeof FeedbackMessageSchema>;
export const FeedbackTextSchema = z.union([z.string(), FeedbackMessageSchema]);
export type FeedbackText = z.infer<typeof FeedbackTextSchema>;

export function message(key: string, params?: Record<string, string | number>): FeedbackMessage {
  return params ? { key, params } : { key };
}

/** Shows a feedback text with the page's translator (`useT()` or `makeT(locale)`). */
export function renderFeedbackText(
  t: (key: string, params?: Record<string, string | number>) => string,
  text: FeedbackText,
): string {
  return typeof text === "string" ? text : t(text.key, text.params);
}

/** Rounds to the nearest half point and clamps to [0, max]. */
export function toHalfPoints(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value * 2) / 2));
}

const halfPoints = (max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .refine((n) => Number.isInteger(n * 2), { message: "score must be in half points" });

// ---------------------------------------------------------------------------------------------
// Inputs

export interface EssayInput {
  taskType: WritingTaskType;
  /** The question as the learner saw it (for academic discussion: the professor's and students' posts). */
  prompt: string;
  /** Integrated tasks: the reading passage. */
  readingPassage?: string | null;
  /** Integrated tasks: the lecture's transcript. */
  lectureTranscript?: string | null;
  essay: string;
  /** Email tasks: the three goals the email must meet. */
  goals?: readonly string[] | null;
  /** Language for a provider's free-text feedback (the built-in grader returns catalog keys). */
  locale?: "en" | "pt-BR";
}

export interface SpeechInput {
  taskType: "independent" | "integrated";
  prompt: string;
  passage?: string | null;
  lecture?: string | null;
  transcript: string;
  /** Seconds the learner had to speak (45 by default). */
  speakingTime?: number;
  locale?: "en" | "pt-BR";
}

// ---------------------------------------------------------------------------------------------
// Results

export const EssayGradeSchema = z.object({
  /** 0-5 in half points, the TOEFL writing rubric. */
  score: halfPoints(5),
  feedback: FeedbackTextSchema,
  suggestions: z.array(FeedbackTextSchema),
  sampleResponse: z.string(),
  /** Measured figures behind the score (the built-in grader's features), for transparency. */
  details: z.record(z.number()).optional(),
});
export type EssayGrade = z.infer<typeof EssayGradeSchema>;

export const SpeechCriterionSchema = z.object({
  score: halfPoints(4),
  comment: FeedbackTextSchema,
});
export type SpeechCriterion = z.infer<typeof SpeechCriterionSchema>;

export const SpeechGradeSchema = z.object({
  /** 0-4 in half points, the TOEFL speaking rubric. */
  score: halfPoints(4),
  delivery: SpeechCriterionSchema,
  languageUse: SpeechCriterionSchema,
  topicDevelopment: SpeechCriterionSchema,
  feedback: FeedbackTextSchema,
});
export type SpeechGrade = z.infer<typeof SpeechGradeSchema>;

/** Take an Interview (current format): the interviewer's question and the transcript, 0-5 on four criteria. */
export interface InterviewInput {
  question: string;
  /** The interview's topic. */
  topic?: string | null;
  transcript: string;
  speakingTime?: number;
  locale?: "en" | "pt-BR";
}

export const INTERVIEW_CRITERIA = ["relevance", "elaboration", "delivery", "languageUse"] as const;
export type InterviewCriterionName = (typeof INTERVIEW_CRITERIA)[number];

export const FiveCriterionSchema = z.object({ score: halfPoints(5), comment: FeedbackTextSchema });
export type FiveCriterion = z.infer<typeof FiveCriterionSchema>;

export const InterviewGradeSchema = z.object({
  /** 0-5 in half points (the interview rubric, app/domain/scoring/rubrics.ts). */
  score: halfPoints(5),
  criteria: z.object({
    relevance: FiveCriterionSchema,
    elaboration: FiveCriterionSchema,
    delivery: FiveCriterionSchema,
    languageUse: FiveCriterionSchema,
  }),
  feedback: FeedbackTextSchema,
});
export type InterviewGrade = z.infer<typeof InterviewGradeSchema>;

/**
 * A transcription, or the reason there is none. `text` may be empty (silence). An `error` is final
 * for this provider (the built-in grader has no speech recognition); provider faults throw instead,
 * so that the queue retries them.
 */
export type TranscriptionResult = { text: string } | { error: string };

export interface Grader {
  /** "builtin", "openai". Stored with each result. */
  readonly name: string;
  /** The model behind the provider, when there is one. */
  readonly model: string | null;
  gradeEssay(input: EssayInput): Promise<EssayGrade>;
  gradeSpeech(input: SpeechInput): Promise<SpeechGrade>;
  /** Take an Interview; a grader without it is scored by the built-in transcript heuristics. */
  gradeInterview?(input: InterviewInput): Promise<InterviewGrade>;
  transcribe(audio: ArrayBuffer, mimeType: string): Promise<TranscriptionResult>;
}

/** A provider's answer that is not what was asked for (bad JSON, wrong shape): retried like a fault. */
export class MalformedGraderOutputError extends Error {
  constructor(detail: string) {
    super(`The grader returned malformed output: ${detail}`);
    this.name = "MalformedGraderOutputError";
  }
}

/**
 * A fault that retrying cannot fix (the provider rejected the key, the model or the request): the
 * submission fails at once, with a way to retry once the configuration is fixed.
 */
export class PermanentGraderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentGraderError";
  }
}

// ---------------------------------------------------------------------------------------------
// What user_submissions.feedback holds

/** Marks a transcription that could not be made; the feedback page says so and offers a regrade. */
export const TRANSCRIPTION_ERROR_PREFIX = "[ERROR]";
export const NO_SPEECH_PROVIDER_ERROR =
  "[ERROR] No speech recognition is configured, so this recording could not be transcribed or scored. It is stored and will be graded when a speech provider is available.";

export function isTranscriptionError(transcription: string | null | undefined): boolean {
  return typeof transcription === "string" && transcription.startsWith(TRANSCRIPTION_ERROR_PREFIX);
}

export const WritingFeedbackSchema = EssayGradeSchema.extend({
  kind: z.literal("writing"),
  grader: z.string(),
  model: z.string().nullable(),
  taskType: z.enum(WRITING_TASK_TYPES),
  wordCount: z.number().int().min(0),
});
export type WritingFeedback = z.infer<typeof WritingFeedbackSchema>;

export const SpeakingFeedbackSchema = z.object({
  kind: z.literal("speaking"),
  grader: z.string(),
  model: z.string().nullable(),
  taskType: z.enum(SPEAKING_TASK_TYPES),
  /** What was said, or "[ERROR] ..." when it could not be transcribed. */
  transcription: z.string(),
  /** null when there is no transcription: no score is invented. 0-4, or 0-5 for the current format's types. */
  score: halfPoints(5).nullable(),
  /** The scale's top: 4 (previous format) unless set. */
  maxScore: z.union([z.literal(4), z.literal(5)]).optional(),
  delivery: SpeechCriterionSchema.nullable(),
  languageUse: SpeechCriterionSchema.nullable(),
  topicDevelopment: SpeechCriterionSchema.nullable(),
  /** Take an Interview: the four criteria, 0-5 each. */
  criteria: InterviewGradeSchema.shape.criteria.optional(),
  /** Listen and Repeat: the sentence and how closely it was repeated (scored by the WER table). */
  repeat: z
    .object({
      target: z.string(),
      wer: z.number().min(0),
      errors: z.number().int().min(0),
      targetWords: z.number().int().min(0),
    })
    .optional(),
  feedback: FeedbackTextSchema,
});
export type SpeakingFeedback = z.infer<typeof SpeakingFeedbackSchema>;

export const SubmissionFeedbackSchema = z.discriminatedUnion("kind", [WritingFeedbackSchema, SpeakingFeedbackSchema]);
export type SubmissionFeedback = z.infer<typeof SubmissionFeedbackSchema>;

/** Reads a stored feedback JSON (null when absent or not in the current shape). */
export function parseSubmissionFeedback(value: unknown): SubmissionFeedback | null {
  const parsed = SubmissionFeedbackSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The spec's single-answer "TOEFL equivalent" of a 0-4 speaking score. */
export function speakingToeflEquivalent(score: number): number {
  return Math.round((score / 4) * 30);
}
