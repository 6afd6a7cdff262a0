/**
 * The grading pipeline. A submission is stored first (pending), then a queue message carrying its id is
 * sent; the queue consumer grades it through a `Grader` and stores the result with a conditional update,
 * so redelivered or duplicated messages never store a second result or overwrite a final one.
 *
 * Faults (timeouts, 429, 5xx, malformed output) are retried by the queue with backoff; on the last
 * delivery (attempt max_retries + 1) the submission becomes `failed` with a message and the message goes
 * on to the dead-letter queue. `retryGrading` puts a failed submission back in the queue. A cron sweep
 * re-sends messages for submissions left pending (a failed send) and, once a speech provider is set,
 * regrades recordings the built-in grader could not transcribe.
 */
import type { Db } from "~/lib/db.server";
import { createBuiltinGrader, gradeInterviewBuiltin } from "~/domain/grading/builtin";
import { emailTaskText, parseEmailData } from "~/domain/tasks/email";
import { scoreRepeat } from "~/domain/tasks/listen-repeat";
import {
  type Grader,
  message,
  NO_SPEECH_PROVIDER_ERROR,
  PermanentGraderError,
  type SpeakingFeedback,
  type SpeakingTaskType,
  type WritingFeedback,
  type WritingTaskType,
  WRITING_TASK_TYPES,
} from "~/domain/grading/grader";
import { countWords } from "~/domain/grading/text";
import { type GradingMessage, GRADING_MAX_RETRIES, isLastAttempt } from "~/domain/grading/queue";
import { createOpenAIGrader } from "~/lib/openai-grader.server";
import {
  countGradingAttempt,
  createPendingSubmission,
  getSubmissionForGrading,
  listFailedWithError,
  listStalePending,
  markGradingFailed,
  refreshProgress,
  resetFailedSubmission,
  speakingPromptType,
  storeGradingResult,
  writingPromptType,
} from "~/models/submission.server";
import { isTaskType } from "~/domain/tasks/registry";

/** The producer side of the grading queue (the GRADING_QUEUE binding, or a fake in tests). */
export interface GradingQueue {
  send(message: GradingMessage): Promise<unknown>;
}

export interface GradingDeps {
  db: Db;
  env: Env;
  /** R2 bucket with the recordings (defaults to env.MEDIA). */
  media?: R2Bucket;
  /** Defaults to `selectGrader(env)`. */
  grader?: Grader;
}

/** OpenAI (or any compatible server) when a key is set, else the built-in grader. */
export function selectGrader(
  env: Partial<Pick<Env, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_MODEL" | "OPENAI_TRANSCRIPTION_MODEL">>,
): Grader {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return createBuiltinGrader();
  return createOpenAIGrader({
    apiKey,
    baseURL: env.OPENAI_BASE_URL?.trim() || null,
    model: env.OPENAI_MODEL?.trim() || "gpt-4o-mini",
    transcriptionModel: env.OPENAI_TRANSCRIPTION_MODEL?.trim() || "whisper-1",
  });
}

function writingTaskType(type: string): WritingTaskType {
  return (WRITING_TASK_TYPES as readonly string[]).includes(type) ? (type as WritingTaskType) : "independent";
}

function speakingTaskType(type: string): SpeakingTaskType {
  return type === "integrated" || type === "listen_repeat" || type === "interview" ? type : "independent";
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * What happened to one delivery: `graded` (this delivery stored the result), `failed` (stored as
 * failed, final for this message), `exhausted` (failed on the last delivery: the message goes on to
 * the dead-letter queue), `skipped` (nothing pending: already graded or failed, or gone), `retry`.
 */
export type GradeOutcome = "graded" | "failed" | "exhausted" | "skipped" | "retry";

type Graded = { status: "graded"; score: number; feedback: WritingFeedback | SpeakingFeedback };
type Failed = { status: "failed"; error: string; feedback: SpeakingFeedback | null };

/** Grades one pending submission (idempotent; see the module comment). `attempt` is the message's delivery count. */
export async function gradeSubmission(
  deps: GradingDeps,
  submissionId: number,
  attempt = 1,
  maxRetries = GRADING_MAX_RETRIES,
): Promise<GradeOutcome> {
  const { db } = deps;
  const submission = await getSubmissionForGrading(db, submissionId);
  if (!submission || submission.gradingStatus !== "pending") return "skipped";
  if (!(await countGradingAttempt(db, submissionId))) return "skipped";

  let result: Graded | Failed;
  try {
    const grader = deps.grader ?? selectGrader(deps.env);
    result =
      submission.type === "writing"
        ? await gradeWriting(grader, submission)
        : await gradeSpeaking(grader, deps.media ?? deps.env.MEDIA, submission);
  } catch (error) {
    if (error instanceof PermanentGraderError) {
      await markGradingFailed(db, submissionId, error.message);
      return "failed";
    }
    console.error(`grading: submission ${submissionId}, attempt ${attempt}:`, describe(error));
    if (isLastAttempt(attempt, maxRetries)) {
      await markGradingFailed(db, submissionId, `Grading failed after ${attempt} attempts: ${describe(error)}`);
      return "exhausted";
    }
    return "retry";
  }

  if (result.status === "failed") {
    return (await markGradingFailed(db, submissionId, result.error, result.feedback)) ? "failed" : "skipped";
  }
  return (await storeGradingResult(db, submissionId, result)) ? "graded" : "skipped";
}

type SubmissionForGrading = NonNullable<Awaited<ReturnType<typeof getSubmissionForGrading>>>;

async function gradeWriting(grader: Grader, submission: SubmissionForGrading): Promise<Graded | Failed> {
  const prompt = submission.prompt;
  if (!prompt) return { status: "failed", error: "The writing prompt of this answer no longer exists.", feedback: null };
  const taskType = writingTaskType(prompt.type);
  const essay = submission.essay ?? "";
  // Write an Email: the grader reads the situation, recipient, subject and the three goals
  const email = taskType === "email" ? parseEmailData(prompt.data) : null;
  const grade = await grader.gradeEssay({
    taskType,
    prompt: email ? emailTaskText(prompt.question, email) : prompt.question,
    goals: email?.goals ?? null,
    readingPassage: prompt.passage,
    lectureTranscript: prompt.transcript,
    essay,
    locale: submission.locale === "pt-BR" ? "pt-BR" : "en",
  });
  return {
    status: "graded",
    score: grade.score,
    feedback: {
      kind: "writing",
      grader: grader.name,
      model: grader.model,
      taskType,
      wordCount: countWords(essay),
      ...grade,
    },
  };
}

const EXTENSION_TYPES: Record<string, string> = {
  webm: "audio/webm",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  mp4: "audio/mp4",
  wav: "audio/wav",
  aac: "audio/aac",
  "3gp": "audio/3gpp",
  flac: "audio/flac",
};

async function gradeSpeaking(
  grader: Grader,
  media: R2Bucket,
  submission: SubmissionForGrading,
): Promise<Graded | Failed> {
  const prompt = submission.prompt;
  const taskType = speakingTaskType(prompt?.type ?? "independent");
  const current = taskType === "listen_repeat" || taskType === "interview";
  const base = { kind: "speaking" as const, grader: grader.name, model: grader.model, taskType, ...(current ? { maxScore: 5 as const } : {}) };
  const unscored = { score: null, delivery: null, languageUse: null, topicDevelopment: null };
  if (!prompt) return { status: "failed", error: "The speaking prompt of this answer no longer exists.", feedback: null };
  const object = submission.audioKey ? await media.get(submission.audioKey) : null;
  if (!object) return { status: "failed", error: "The recording of this answer is missing.", feedback: null };
  const audio = await object.arrayBuffer();
  const extension = submission.audioKey?.split(".").pop()?.toLowerCase() ?? "";
  const mimeType = object.httpMetadata?.contentType || EXTENSION_TYPES[extension] || "audio/webm";

  const transcription = await grader.transcribe(audio, mimeType);
  if ("error" in transcription) {
    // No invented score: stored with "[ERROR] ..." and regraded when a provider is available.
    return {
      status: "failed",
      error: transcription.error,
      feedback: {
        ...base,
        ...unscored,
        transcription: transcription.error,
        feedback: {
          key: transcription.error === NO_SPEECH_PROVIDER_ERROR ? "grading.status.noSpeechProvider" : "grading.status.transcriptionFailed",
        },
      },
    };
  }
  const locale = submission.locale === "pt-BR" ? "pt-BR" : "en";
  if (taskType === "listen_repeat") {
    // scored on our side from the transcription: word error rate through the documented table
    const repeat = scoreRepeat(prompt.question, transcription.text);
    return {
      status: "graded",
      score: repeat.score,
      feedback: {
        ...base,
        ...unscored,
        score: repeat.score,
        transcription: transcription.text,
        repeat: { target: prompt.question, wer: repeat.wer, errors: repeat.errors, targetWords: repeat.targetWords },
        feedback: message(`tasksWS.lr.summary${repeat.score}`, { errors: repeat.errors, words: repeat.targetWords }),
      },
    };
  }
  if (taskType === "interview") {
    const data = (prompt.data ?? {}) as Record<string, unknown>;
    const input = {
      question: prompt.question,
      topic: typeof data.set === "string" ? data.set : null,
      transcript: transcription.text,
      speakingTime: prompt.speakingTime ?? 45,
      locale,
    } as const;
    const grade = grader.gradeInterview ? await grader.gradeInterview(input) : gradeInterviewBuiltin(input);
    return {
      status: "graded",
      score: grade.score,
      feedback: { ...base, ...unscored, score: grade.score, transcription: transcription.text, criteria: grade.criteria, feedback: grade.feedback },
    };
  }
  const grade = await grader.gradeSpeech({
    taskType: taskType === "integrated" ? "integrated" : "independent",
    prompt: prompt.question,
    passage: prompt.passage,
    lecture: prompt.transcript,
    transcript: transcription.text,
    speakingTime: prompt.speakingTime ?? 45,
    locale,
  });
  return { status: "graded", score: grade.score, feedback: { ...base, transcription: transcription.text, ...grade } };
}

/**
 * The queue consumer's handler for one validated message. "retry" asks the queue to deliver it again
 * later; an exhausted message is retried once more so that the queue moves it to the dead-letter queue.
 */
export async function handleGradingMessage(
  deps: GradingDeps,
  message: GradingMessage,
  attempt: number,
): Promise<"done" | "retry"> {
  const outcome = await gradeSubmission(deps, message.submissionId, attempt);
  return outcome === "retry" || outcome === "exhausted" ? "retry" : "done";
}

// ---------------------------------------------------------------------------------------------
// Submitting (called by the writing and speaking screens and JSON calls)

async function enqueue(queue: GradingQueue, message: GradingMessage) {
  try {
    await queue.send(message);
    return true;
  } catch (error) {
    // The submission is stored and pending: the cron sweep sends its message again.
    console.error(`grading: could not enqueue submission ${message.submissionId}:`, describe(error));
    return false;
  }
}

export type SubmitResult =
  | { ok: true; submissionId: number; enqueued: boolean }
  | { ok: false; error: "promptNotFound" | "emptyAnswer" | "notAudio" | "tooLarge" };

/** Recordings above this size are refused (the transcription API takes at most 25 MB). */
export const MAX_RECORDING_BYTES = 25 * 1024 * 1024;

/**
 * Stores an essay as a pending writing submission, refreshes the learner's progress, and enqueues its
 * grading. The screens check the word minimum first (with the spec's messages); this refuses only an
 * unknown prompt or a blank essay.
 */
export async function createWritingSubmission(
  { db, queue }: { db: Db; queue: GradingQueue },
  user: { id: number },
  input: { writingPromptId: number; essay: string; fullTestAttemptId?: string | null },
): Promise<SubmitResult> {
  if (!input.essay.trim()) return { ok: false, error: "emptyAnswer" };
  const promptType = await writingPromptType(db, input.writingPromptId);
  if (!promptType) return { ok: false, error: "promptNotFound" };
  const submissionId = await createPendingSubmission(db, {
    userId: user.id,
    type: "writing",
    taskType: isTaskType(promptType) ? promptType : null,
    writingPromptId: input.writingPromptId,
    essay: input.essay,
    fullTestAttemptId: input.fullTestAttemptId,
  });
  await refreshProgress(db, user.id);
  const enqueued = await enqueue(queue, { kind: "writing", submissionId });
  return { ok: true, submissionId, enqueued };
}

const MIME_EXTENSIONS: Record<string, string> = {
  "audio/webm": "webm",
  "video/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mpeg": "mp3",
  "audio/mp3": "mp3",
  "audio/mp4": "m4a",
  "audio/x-m4a": "m4a",
  "audio/m4a": "m4a",
  "audio/aac": "aac",
  "audio/wav": "wav",
  "audio/wave": "wav",
  "audio/x-wav": "wav",
  "audio/3gpp": "3gp",
  "audio/flac": "flac",
};

/** "audio/webm;codecs=opus" -> "audio/webm"; null when it is not an audio type. */
export function normaliseAudioType(mimeType: string): string | null {
  const type = mimeType.split(";")[0].trim().toLowerCase();
  if (type === "video/webm") return "audio/webm";
  return type.startsWith("audio/") ? type : null;
}

function randomName() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Stores a recording in R2 under recordings/<userId>/<random>.<ext>, then a pending speaking
 * submission pointing at it; refreshes progress and enqueues its grading.
 */
export async function createSpeakingSubmission(
  { db, queue, media }: { db: Db; queue: GradingQueue; media: R2Bucket },
  user: { id: number },
  input: { speakingPromptId: number; audio: ArrayBuffer; mimeType: string; fullTestAttemptId?: string | null },
): Promise<SubmitResult> {
  if (input.audio.byteLength === 0) return { ok: false, error: "emptyAnswer" };
  if (input.audio.byteLength > MAX_RECORDING_BYTES) return { ok: false, error: "tooLarge" };
  const contentType = normaliseAudioType(input.mimeType);
  if (!contentType) return { ok: false, error: "notAudio" };
  const promptType = await speakingPromptType(db, input.speakingPromptId);
  if (!promptType) return { ok: false, error: "promptNotFound" };

  const key = `recordings/${user.id}/${randomName()}.${MIME_EXTENSIONS[contentType] ?? "audio"}`;
  await media.put(key, input.audio, { httpMetadata: { contentType } });
  let submissionId: number;
  try {
    submissionId = await createPendingSubmission(db, {
      userId: user.id,
      type: "speaking",
      taskType: isTaskType(promptType) ? promptType : null,
      speakingPromptId: input.speakingPromptId,
      audioKey: key,
      fullTestAttemptId: input.fullTestAttemptId,
    });
  } catch (error) {
    await media.delete(key);
    throw error;
  }
  await refreshProgress(db, user.id);
  const enqueued = await enqueue(queue, { kind: "speaking", submissionId });
  return { ok: true, submissionId, enqueued };
}

/**
 * "Try grading again": puts the user's own failed submission (including a recording stored with
 * "[ERROR] ...") back to pending and enqueues it. False when there is nothing of theirs to retry.
 */
export async function retryGrading(db: Db, queue: GradingQueue, submissionId: number, userId: number) {
  const reset = await resetFailedSubmission(db, submissionId, userId);
  if (!reset) return false;
  await enqueue(queue, { kind: reset.kind, submissionId });
  return true;
}

// ---------------------------------------------------------------------------------------------
// The cron sweep

/** A pending submission whose grading was attempted this many times is given up (failed). */
const SWEEP_GIVE_UP_ATTEMPTS = 3 * (GRADING_MAX_RETRIES + 1);

/**
 * Re-sends the grading message of submissions still pending `olderThanMs` after they were created
 * (a lost or failed send). Duplicates are harmless: grading is idempotent. Returns how many were sent.
 */
export async function requeueStalePending(db: Db, queue: GradingQueue, olderThanMs: number, now = Date.now()) {
  const stale = await listStalePending(db, new Date(now - olderThanMs));
  let sent = 0;
  for (const s of stale) {
    if (s.attempts >= SWEEP_GIVE_UP_ATTEMPTS) {
      await markGradingFailed(db, s.id, `Grading did not finish after ${s.attempts} attempts.`);
      continue;
    }
    if (await enqueue(queue, { kind: s.kind, submissionId: s.id })) sent++;
  }
  return sent;
}

/** When a speech provider is configured, regrades recordings stored with "[ERROR] No speech recognition...". */
export async function regradeUntranscribedSpeech(db: Db, queue: GradingQueue, grader: Grader) {
  if (grader.name === "builtin") return 0;
  let sent = 0;
  for (const id of await listFailedWithError(db, NO_SPEECH_PROVIDER_ERROR)) {
    const reset = await resetFailedSubmission(db, id);
    if (reset && (await enqueue(queue, { kind: reset.kind, submissionId: id }))) sent++;
  }
  return sent;
}

/** Pending for longer than this, a submission's message is sent again by the sweep. */
export const STALE_PENDING_MS = 10 * 60 * 1000;

/** The Worker's scheduled handler. */
export async function sweepGrading({ db, env, queue }: { db: Db; env: Env; queue: GradingQueue }) {
  const requeued = await requeueStalePending(db, queue, STALE_PENDING_MS);
  const regraded = await regradeUntranscribedSpeech(db, queue, selectGrader(env));
  return { requeued, regraded };
}
