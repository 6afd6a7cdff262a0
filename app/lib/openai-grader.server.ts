/**
 * The OpenAI grader, through the official SDK. Any OpenAI-compatible server works: the base URL and the
 * models come from configuration. Essays and transcripts are graded by chat completions with structured
 * output (`response_format: json_schema`, strict), and the answer is validated again with zod; speech is
 * transcribed by the audio transcription API first.
 *
 * Faults are thrown for the queue to retry with backoff: timeouts, connection errors, 429, 5xx, and
 * malformed output (bad JSON, wrong shape, a refusal, a truncated answer). The SDK's own retries are off
 * so that the queue owns the backoff. Rejections that retrying cannot fix (400, 401, 403, 404, 422)
 * become `PermanentGraderError`.
 */
import OpenAI, { APIError, APIConnectionError, toFile } from "openai";
import { z } from "zod";
import {
  type EssayGrade,
  type EssayInput,
  type Grader,
  type InterviewGrade,
  type InterviewInput,
  MalformedGraderOutputError,
  PermanentGraderError,
  type SpeechGrade,
  type SpeechInput,
  toHalfPoints,
} from "~/domain/grading/grader";
import {
  lengthGuidance,
  SPEAKING_RUBRIC,
  SPEAKING_TASK_DESCRIPTIONS,
  WRITING_RUBRIC,
  WRITING_TASK_DESCRIPTIONS,
} from "~/domain/grading/rubric-features";
import { criteriaRubricText, EMAIL_RUBRIC, INTERVIEW_RUBRIC } from "~/domain/scoring/rubrics";

export interface OpenAIGraderConfig {
  apiKey: string;
  /** Empty for api.openai.com. */
  baseURL?: string | null;
  model: string;
  transcriptionModel: string;
  /** Per request, in milliseconds. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 60_000;

// JSON schemas for structured output (strict mode: every property required, no extra properties).
const essaySchema = {
  type: "object",
  additionalProperties: false,
  required: ["score", "feedback", "suggestions", "sampleResponse"],
  properties: {
    score: { type: "number", description: "0-5 in half points" },
    feedback: { type: "string", description: "Two to four sentences on the response as a whole." },
    suggestions: {
      type: "array",
      items: { type: "string" },
      description: "Two to six concrete changes the learner can make, most important first.",
    },
    sampleResponse: { type: "string", description: "A model answer to the same task, in English." },
  },
} as const;

const criterion = {
  type: "object",
  additionalProperties: false,
  required: ["score", "comment"],
  properties: { score: { type: "number", description: "0-4" }, comment: { type: "string" } },
} as const;

const speechSchema = {
  type: "object",
  additionalProperties: false,
  required: ["score", "delivery", "languageUse", "topicDevelopment", "feedback"],
  properties: {
    score: { type: "number", description: "0-4 overall" },
    delivery: criterion,
    languageUse: criterion,
    topicDevelopment: criterion,
    feedback: { type: "string" },
  },
} as const;

const criterion5 = {
  type: "object",
  additionalProperties: false,
  required: ["score", "comment"],
  properties: { score: { type: "number", description: "0-5" }, comment: { type: "string" } },
} as const;

const interviewSchema = {
  type: "object",
  additionalProperties: false,
  required: ["score", "relevance", "elaboration", "delivery", "languageUse", "feedback"],
  properties: {
    score: { type: "number", description: "0-5 overall" },
    relevance: criterion5,
    elaboration: criterion5,
    delivery: criterion5,
    languageUse: criterion5,
    feedback: { type: "string" },
  },
} as const;

// What the model returns, checked again (a compatible server may ignore the schema).
const EssayOutputSchema = z.object({
  score: z.number().min(0).max(5),
  feedback: z.string().min(1),
  suggestions: z.array(z.string().min(1)).max(10),
  sampleResponse: z.string(),
});
const CriterionOutputSchema = z.object({ score: z.number().min(0).max(4), comment: z.string() });
const SpeechOutputSchema = z.object({
  score: z.number().min(0).max(4),
  delivery: CriterionOutputSchema,
  languageUse: CriterionOutputSchema,
  topicDevelopment: CriterionOutputSchema,
  feedback: z.string().min(1),
});

const Criterion5OutputSchema = z.object({ score: z.number().min(0).max(5), comment: z.string() });
const InterviewOutputSchema = z.object({
  score: z.number().min(0).max(5),
  relevance: Criterion5OutputSchema,
  elaboration: Criterion5OutputSchema,
  delivery: Criterion5OutputSchema,
  languageUse: Criterion5OutputSchema,
  feedback: z.string().min(1),
});

function languageLine(locale: EssayInput["locale"]) {
  return locale === "pt-BR"
    ? "Write the feedback, suggestions and comments in Brazilian Portuguese; the sample response stays in English."
    : "Write everything in English.";
}

function section(title: string, body: string | null | undefined) {
  return body && body.trim() ? `\n\n## ${title}\n${body.trim()}` : "";
}

/** Turns SDK errors into the pipeline's kinds: permanent rejections fail at once, the rest are retried. */
function classify(error: unknown): never {
  if (error instanceof APIError && !(error instanceof APIConnectionError)) {
    const status = error.status ?? 0;
    if ([400, 401, 403, 404, 422].includes(status)) {
      throw new PermanentGraderError(`The grading provider rejected the request (${status}): ${error.message}`);
    }
  }
  throw error;
}

function parseOutput<T>(schema: z.ZodType<T>, completion: OpenAI.Chat.Completions.ChatCompletion): T {
  const choice = completion.choices?.[0];
  if (!choice) throw new MalformedGraderOutputError("no choices in the answer");
  if (choice.message?.refusal) throw new MalformedGraderOutputError(`the model refused: ${choice.message.refusal}`);
  if (choice.finish_reason === "length") throw new MalformedGraderOutputError("the answer was cut off (length)");
  const content = choice.message?.content;
  if (!content) throw new MalformedGraderOutputError("empty answer");
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new MalformedGraderOutputError("the answer is not JSON");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MalformedGraderOutputError(`${issue.path.join(".") || "answer"}: ${issue.message}`);
  }
  return parsed.data;
}

export function createOpenAIGrader(config: OpenAIGraderConfig): Grader {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL || undefined,
    timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries: 0,
  });

  async function complete<T>(
    schema: z.ZodType<T>,
    name: string,
    jsonSchema: Record<string, unknown>,
    system: string,
    user: string,
  ): Promise<T> {
    const completion = await client.chat.completions
      .create({
        model: config.model,
        temperature: 0,
        messages: [
          { role: "system", content: system },
          { role: "user", content: user },
        ],
        response_format: { type: "json_schema", json_schema: { name, strict: true, schema: jsonSchema } },
      })
      .catch(classify);
    return parseOutput(schema, completion);
  }

  return {
    name: "openai",
    model: config.model,

    async gradeEssay(input: EssayInput): Promise<EssayGrade> {
      const system = [
        "You are an experienced, fair TOEFL iBT writing rater. Grade the learner's response to the task below.",
        WRITING_TASK_DESCRIPTIONS[input.taskType],
        ...(input.taskType === "email"
          ? [criteriaRubricText(EMAIL_RUBRIC)]
          : [lengthGuidance(input.taskType), WRITING_RUBRIC]),
        "Suggestions must name concrete changes (what to add, cut, fix), quoting the learner's words where useful.",
        "The sample response must use only information given in the task and sources; do not invent facts.",
        languageLine(input.locale),
      ].join("\n\n");
      const user =
        `## Task\n${input.prompt.trim()}` +
        section("Reading passage", input.readingPassage) +
        section("Lecture transcript", input.lectureTranscript) +
        `\n\n## Learner's response\n${input.essay.trim() || "(blank)"}`;
      const out = await complete(EssayOutputSchema, "essay_grade", essaySchema, system, user);
      return {
        score: toHalfPoints(out.score, 5),
        feedback: out.feedback,
        suggestions: out.suggestions,
        sampleResponse: out.sampleResponse,
      };
    },

    async gradeSpeech(input: SpeechInput): Promise<SpeechGrade> {
      const system = [
        "You are an experienced, fair TOEFL iBT speaking rater. Grade the transcript of the learner's spoken response.",
        SPEAKING_TASK_DESCRIPTIONS[input.taskType],
        `The learner had ${input.speakingTime ?? 45} seconds to speak.`,
        SPEAKING_RUBRIC,
        languageLine(input.locale),
      ].join("\n\n");
      const user =
        `## Task\n${input.prompt.trim()}` +
        section("Reading passage", input.passage) +
        section("Listening transcript", input.lecture) +
        `\n\n## Transcript of the learner's response\n${input.transcript.trim() || "(silence)"}`;
      const out = await complete(SpeechOutputSchema, "speech_grade", speechSchema, system, user);
      const c = (x: { score: number; comment: string }) => ({ score: toHalfPoints(x.score, 4), comment: x.comment });
      return {
        score: toHalfPoints(out.score, 4),
        delivery: c(out.delivery),
        languageUse: c(out.languageUse),
        topicDevelopment: c(out.topicDevelopment),
        feedback: out.feedback,
      };
    },

    async gradeInterview(input: InterviewInput): Promise<InterviewGrade> {
      const system = [
        "You are an experienced, fair TOEFL iBT speaking rater. Grade the transcript of the learner's spoken answer to an interviewer's question.",
        SPEAKING_TASK_DESCRIPTIONS.interview,
        `The learner had ${input.speakingTime ?? 45} seconds to speak and no preparation time.`,
        criteriaRubricText(INTERVIEW_RUBRIC),
        "You only have a transcript: judge delivery from fluency markers you can see (fillers, false starts, fragments, length for the time allowed) and say so in the delivery comment.",
        languageLine(input.locale),
      ].join("\n\n");
      const user =
        (input.topic ? `## Interview topic\n${input.topic.trim()}\n\n` : "") +
        `## Interviewer's question\n${input.question.trim()}` +
        `\n\n## Transcript of the learner's answer\n${input.transcript.trim() || "(silence)"}`;
      const out = await complete(InterviewOutputSchema, "interview_grade", interviewSchema, system, user);
      const c = (x: { score: number; comment: string }) => ({ score: toHalfPoints(x.score, 5), comment: x.comment });
      return {
        score: toHalfPoints(out.score, 5),
        criteria: { relevance: c(out.relevance), elaboration: c(out.elaboration), delivery: c(out.delivery), languageUse: c(out.languageUse) },
        feedback: out.feedback,
      };
    },

    async transcribe(audio: ArrayBuffer, mimeType: string) {
      const extension = mimeType.split("/")[1]?.split(";")[0] || "webm";
      const file = await toFile(new Uint8Array(audio), `answer.${extension}`, { type: mimeType });
      const result = await client.audio.transcriptions
        .create({ file, model: config.transcriptionModel })
        .catch(classify);
      if (!result || typeof result.text !== "string") {
        throw new MalformedGraderOutputError("the transcription has no text");
      }
      return { text: result.text };
    },
  };
}
