import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import worker from "../../workers/app";
import { createDb, schema } from "~/lib/db.server";
import {
  type EssayGrade,
  type Grader,
  MalformedGraderOutputError,
  NO_SPEECH_PROVIDER_ERROR,
  PermanentGraderError,
  type SpeechGrade,
} from "~/domain/grading/grader";
import { createBuiltinGrader } from "~/domain/grading/builtin";
import { GRADING_MAX_RETRIES } from "~/domain/grading/queue";
import { gradingState } from "~/domain/grading/status";
import { countWords } from "~/domain/grading/text";
import { createOpenAIGrader } from "~/lib/openai-grader.server";
import {
  createSpeakingSubmission,
  createWritingSubmission,
  gradeSubmission,
  type GradingQueue,
  handleGradingMessage,
  regradeUntranscribedSpeech,
  requeueStalePending,
  retryGrading,
  selectGrader,
} from "~/services/grading.server";
import { consumeGradingBatch } from "../../workers/grading-consumer";

const db = createDb(env.DB);
const { userSubmissions, users, writingPrompts, speakingPrompts, passages, audios, userProgress } = schema;

const ESSAY = `Many students wonder whether they should live on campus or at home. In my opinion, living on campus is the better choice, because it builds independence and makes academic life easier.

First, students who live on campus learn to manage their own time and money. For example, I learned to plan my week so that I never missed a deadline.

Second, libraries and study groups are only a few minutes away. In contrast, a friend who lived at home spent two hours commuting every day, and as a result he often missed evening lectures.

In conclusion, although living at home is cheaper, living on campus helps students grow and succeed.`;

let seq = 0;
async function makeUser() {
  seq++;
  const name = `grader${seq}${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await db
    .insert(users)
    .values({ username: name, email: `${name}@example.com`, password: "x", emailVerified: true })
    .returning({ id: users.id });
  return { id: row.id };
}

async function makeWritingPrompt(type = "independent") {
  const [row] = await db
    .insert(writingPrompts)
    .values({
      type,
      question:
        "Do you agree or disagree: it is better for university students to live on campus than at home? Use specific reasons and examples.",
    })
    .returning({ id: writingPrompts.id });
  return row.id;
}

async function makeSpeakingPrompt() {
  const [passage] = await db
    .insert(passages)
    .values({ title: "Library hours", content: "The university will extend library hours during exams.", isForSpeaking: true })
    .returning({ id: passages.id });
  const [audio] = await db
    .insert(audios)
    .values({ title: "Students talk", url: "/media/x.mp3", transcription: "The woman agrees with the plan.", isForSpeaking: true })
    .returning({ id: audios.id });
  const [row] = await db
    .insert(speakingPrompts)
    .values({
      type: "integrated",
      question: "The woman gives her opinion of the plan. State her opinion and explain her reasons.",
      relatedPassageId: passage.id,
      relatedAudioId: audio.id,
      speakingTime: 60,
    })
    .returning({ id: speakingPrompts.id });
  return row.id;
}

/** A queue producer that records what it is sent (or fails, like an unavailable queue). */
function fakeQueue(options: { fail?: boolean } = {}) {
  const sent: { kind: string; submissionId: number }[] = [];
  const queue: GradingQueue = {
    async send(message) {
      if (options.fail) throw new Error("Queue send failed: service unavailable");
      sent.push(message);
    },
  };
  return { queue, sent };
}

async function pendingWriting(essay = ESSAY) {
  const user = await makeUser();
  const writingPromptId = await makeWritingPrompt();
  const { queue } = fakeQueue();
  const result = await createWritingSubmission({ db, queue }, user, { writingPromptId, essay });
  if (!result.ok) throw new Error(result.error);
  return { user, submissionId: result.submissionId };
}

async function row(id: number) {
  const [r] = await db.select().from(userSubmissions).where(eq(userSubmissions.id, id));
  return r;
}

/** A Grader whose essay grading is scripted: each call takes the next behaviour (the last one repeats). */
function scriptedGrader(script: Array<"ok" | "throw" | "malformed" | "permanent" | number>): Grader & { calls: number } {
  const builtin = createBuiltinGrader();
  const g = {
    name: "scripted",
    model: "scripted-1",
    calls: 0,
    async gradeEssay(input: Parameters<Grader["gradeEssay"]>[0]): Promise<EssayGrade> {
      const step = script[Math.min(g.calls, script.length - 1)];
      g.calls++;
      if (step === "throw") throw new Error("503 Service Unavailable");
      if (step === "malformed") throw new MalformedGraderOutputError("the answer is not JSON");
      if (step === "permanent") throw new PermanentGraderError("The grading provider rejected the request (401)");
      const grade = await builtin.gradeEssay(input);
      return typeof step === "number" ? { ...grade, score: step } : grade;
    },
    gradeSpeech: builtin.gradeSpeech as (input: Parameters<Grader["gradeSpeech"]>[0]) => Promise<SpeechGrade>,
    transcribe: builtin.transcribe,
  };
  return g;
}

function message(submissionId: number, attempts: number, kind = "writing", id = `m-${submissionId}-${attempts}-${Math.random()}`) {
  return { id, timestamp: new Date(), attempts, body: { kind, submissionId } };
}

describe("submitting writing and speaking answers", () => {
  it("stores an essay as pending, counts the prompt in the learner's progress, and enqueues only ids", async () => {
    const user = await makeUser();
    const writingPromptId = await makeWritingPrompt();
    const { queue, sent } = fakeQueue();
    const result = await createWritingSubmission({ db, queue }, user, { writingPromptId, essay: ESSAY });
    expect(result).toMatchObject({ ok: true, enqueued: true });
    const id = (result as { submissionId: number }).submissionId;
    expect(sent).toEqual([{ kind: "writing", submissionId: id }]);
    const stored = await row(id);
    expect(stored).toMatchObject({ userId: user.id, type: "writing", essay: ESSAY, gradingStatus: "pending", score: null });
    const [progress] = await db.select().from(userProgress).where(eq(userProgress.userId, user.id));
    expect(progress).toMatchObject({ writingExercisesDone: 1, totalExercisesCompleted: 1 });

    // the same prompt again does not count twice; progress is recomputed, not incremented
    await createWritingSubmission({ db, queue }, user, { writingPromptId, essay: ESSAY });
    const [again] = await db.select().from(userProgress).where(eq(userProgress.userId, user.id));
    expect(again.writingExercisesDone).toBe(1);
  });

  it("refuses an unknown prompt and a blank essay without storing anything", async () => {
    const user = await makeUser();
    const { queue, sent } = fakeQueue();
    expect(await createWritingSubmission({ db, queue }, user, { writingPromptId: 999_999, essay: ESSAY })).toEqual({
      ok: false,
      error: "promptNotFound",
    });
    const writingPromptId = await makeWritingPrompt();
    expect(await createWritingSubmission({ db, queue }, user, { writingPromptId, essay: "  " })).toEqual({
      ok: false,
      error: "emptyAnswer",
    });
    expect(sent).toEqual([]);
    expect(await db.select().from(userSubmissions).where(eq(userSubmissions.userId, user.id))).toEqual([]);
  });

  it("never loses a submission when the queue is down: the sweep sends its message later", async () => {
    const user = await makeUser();
    const writingPromptId = await makeWritingPrompt();
    const down = fakeQueue({ fail: true });
    const result = await createWritingSubmission({ db, queue: down.queue }, user, { writingPromptId, essay: ESSAY });
    expect(result).toMatchObject({ ok: true, enqueued: false });
    const id = (result as { submissionId: number }).submissionId;
    expect((await row(id)).gradingStatus).toBe("pending");

    const up = fakeQueue();
    await requeueStalePending(db, up.queue, 10 * 60_000, Date.now() + 11 * 60_000);
    expect(up.sent).toContainEqual({ kind: "writing", submissionId: id });
    // a fresh submission is left alone
    const before = up.sent.length;
    await requeueStalePending(db, up.queue, 10 * 60_000, Date.now());
    expect(up.sent.filter((m) => m.submissionId === id).length).toBe(up.sent.length - before + 1);
  });

  it("stores a recording in R2 under the learner's recordings folder, with its type", async () => {
    const user = await makeUser();
    const speakingPromptId = await makeSpeakingPrompt();
    const { queue, sent } = fakeQueue();
    const audio = new Uint8Array([26, 69, 223, 163, 1, 2, 3, 4]).buffer;
    const result = await createSpeakingSubmission({ db, queue, media: env.MEDIA }, user, {
      speakingPromptId,
      audio,
      mimeType: "audio/webm;codecs=opus",
    });
    expect(result).toMatchObject({ ok: true, enqueued: true });
    const id = (result as { submissionId: number }).submissionId;
    const stored = await row(id);
    expect(stored.audioUrl).toMatch(new RegExp(`^recordings/${user.id}/[0-9a-f]{32}\\.webm$`));
    const object = await env.MEDIA.get(stored.audioUrl!);
    expect(object?.httpMetadata?.contentType).toBe("audio/webm");
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(new Uint8Array(audio));
    expect(sent).toEqual([{ kind: "speaking", submissionId: id }]);

    expect(
      await createSpeakingSubmission({ db, queue, media: env.MEDIA }, user, { speakingPromptId, audio, mimeType: "text/plain" }),
    ).toEqual({ ok: false, error: "notAudio" });
    expect(
      await createSpeakingSubmission({ db, queue, media: env.MEDIA }, user, { speakingPromptId, audio: new ArrayBuffer(0), mimeType: "audio/webm" }),
    ).toEqual({ ok: false, error: "emptyAnswer" });
  });
});

describe("the grading queue consumer", () => {
  it("grades a pending essay with the built-in grader through the Worker's queue handler", async () => {
    const { submissionId } = await pendingWriting();
    const batch = createMessageBatch("grading", [message(submissionId, 1)]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toEqual([]);

    const stored = await row(submissionId);
    expect(stored.gradingStatus).toBe("graded");
    expect(stored.gradingAttempts).toBe(1);
    expect(stored.gradedAt).not.toBeNull();
    expect(stored.score).toBeGreaterThan(0);
    const state = gradingState(stored);
    expect(state.state).toBe("graded");
    expect(state.feedback).toMatchObject({ kind: "writing", grader: "builtin", taskType: "independent", score: stored.score });
  });

  it("stores one result when the same message is delivered twice, or two messages name one submission", async () => {
    const { submissionId } = await pendingWriting();
    const ctx = createExecutionContext();
    const duplicate = message(submissionId, 1, "writing", "same-id");
    const batch = createMessageBatch("grading", [duplicate, duplicate, message(submissionId, 1)]);
    await worker.queue(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toHaveLength(3);
    const first = await row(submissionId);
    expect(first.gradingStatus).toBe("graded");
    expect(first.gradingAttempts).toBe(1);

    // a late redelivery with a grader that would answer differently changes nothing
    const late = scriptedGrader([0.5]);
    expect(await gradeSubmission({ db, env, grader: late }, submissionId, 2)).toBe("skipped");
    expect(late.calls).toBe(0);
    expect(await row(submissionId)).toEqual(first);
  });

  it("lets only one of two concurrent deliveries store its result", async () => {
    const { submissionId } = await pendingWriting();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let started = 0;
    const builtin = createBuiltinGrader();
    const slow = (score: number): Grader => ({
      ...builtin,
      name: `slow-${score}`,
      async gradeEssay(input) {
        started++;
        if (started === 2) release();
        await gate;
        return { ...(await builtin.gradeEssay(input)), score };
      },
    });
    const outcomes = await Promise.all([
      gradeSubmission({ db, env, grader: slow(1) }, submissionId, 1),
      gradeSubmission({ db, env, grader: slow(2) }, submissionId, 1),
    ]);
    expect(outcomes.sort()).toEqual(["graded", "skipped"]);
    const stored = await row(submissionId);
    expect(stored.gradingStatus).toBe("graded");
    expect([1, 2]).toContain(stored.score);
    expect((stored.feedback as { grader: string }).grader).toBe(`slow-${stored.score}`);
  });

  it("retries provider faults and malformed output, then stores the grade once the provider answers", async () => {
    const { submissionId } = await pendingWriting();
    const flaky = scriptedGrader(["throw", "malformed", 3.5]);
    const handle = (attempts: number) => {
      const batch = createMessageBatch("grading", [message(submissionId, attempts)]);
      const ctx = createExecutionContext();
      return consumeGradingBatch(batch, (m, a) => handleGradingMessage({ db, env, grader: flaky }, m, a)).then(() =>
        getQueueResult(batch, ctx),
      );
    };
    const first = await handle(1);
    // (the backoff delays are unit-tested: this pool's getQueueResult does not report them)
    expect(first.retryMessages).toHaveLength(1);
    expect((await row(submissionId)).gradingStatus).toBe("pending");
    const second = await handle(2);
    expect(second.retryMessages).toHaveLength(1);
    const third = await handle(3);
    expect(third.explicitAcks).toHaveLength(1);
    const stored = await row(submissionId);
    expect(stored).toMatchObject({ gradingStatus: "graded", score: 3.5, gradingAttempts: 3, gradingError: null });
  });

  it("marks the submission failed with a message on the last retry, and hands the message to the dead-letter queue", async () => {
    const { user, submissionId } = await pendingWriting();
    const broken = scriptedGrader(["throw"]);
    for (let attempt = 1; attempt <= GRADING_MAX_RETRIES; attempt++) {
      expect(await gradeSubmission({ db, env, grader: broken }, submissionId, attempt)).toBe("retry");
    }
    expect((await row(submissionId)).gradingStatus).toBe("pending");

    const batch = createMessageBatch("grading", [message(submissionId, GRADING_MAX_RETRIES + 1)]);
    const ctx = createExecutionContext();
    await consumeGradingBatch(batch, (m, a) => handleGradingMessage({ db, env, grader: broken }, m, a));
    const result = await getQueueResult(batch, ctx);
    // retried once more past max_retries: the queue moves it to grading-dlq
    expect(result.retryMessages).toHaveLength(1);
    const failed = await row(submissionId);
    expect(failed.gradingStatus).toBe("failed");
    expect(failed.gradingAttempts).toBe(GRADING_MAX_RETRIES + 1);
    expect(failed.gradingError).toBe(`Grading failed after ${GRADING_MAX_RETRIES + 1} attempts: 503 Service Unavailable`);
    expect(gradingState(failed)).toMatchObject({ state: "failed", messageKey: "grading.status.failed", canRetry: true });

    // a delayed delivery does not overwrite the final state
    expect(await gradeSubmission({ db, env, grader: scriptedGrader([5]) }, submissionId, 1)).toBe("skipped");
    expect((await row(submissionId)).gradingStatus).toBe("failed");

    // "Try grading again": only the owner, only a failed submission
    const { queue, sent } = fakeQueue();
    const stranger = await makeUser();
    expect(await retryGrading(db, queue, submissionId, stranger.id)).toBe(false);
    expect(await retryGrading(db, queue, submissionId, user.id)).toBe(true);
    expect(await retryGrading(db, queue, submissionId, user.id)).toBe(false);
    expect(sent).toEqual([{ kind: "writing", submissionId }]);
    expect(await row(submissionId)).toMatchObject({ gradingStatus: "pending", gradingError: null, feedback: null });
    expect(await gradeSubmission({ db, env, grader: scriptedGrader([4]) }, submissionId, 1)).toBe("graded");
    expect(await row(submissionId)).toMatchObject({ gradingStatus: "graded", score: 4 });
  });

  it("fails at once, without retries, when the provider rejects the request", async () => {
    const { submissionId } = await pendingWriting();
    expect(await gradeSubmission({ db, env, grader: scriptedGrader(["permanent"]) }, submissionId, 1)).toBe("failed");
    expect(await row(submissionId)).toMatchObject({
      gradingStatus: "failed",
      gradingError: "The grading provider rejected the request (401)",
    });
  });

  it("acknowledges a message for a submission that does not exist", async () => {
    expect(await gradeSubmission({ db, env }, 987_654, 1)).toBe("skipped");
    const batch = createMessageBatch("grading", [message(987_654, 1), { id: "bad", timestamp: new Date(), attempts: 1, body: { kind: "essay" } }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(2);
  });

  it("grades through the real queue: a submission sent to GRADING_QUEUE ends up graded", async () => {
    const user = await makeUser();
    const writingPromptId = await makeWritingPrompt();
    const result = await createWritingSubmission({ db, queue: env.GRADING_QUEUE }, user, { writingPromptId, essay: ESSAY });
    const id = (result as { submissionId: number }).submissionId;
    let status = "pending";
    for (let i = 0; i < 100 && status === "pending"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await row(id)).gradingStatus;
    }
    expect(status).toBe("graded");
  });
});

describe("speaking answers without a speech provider", () => {
  it("stores the recording with an [ERROR] transcription and no score, and regrades it once a provider is set", async () => {
    const user = await makeUser();
    const speakingPromptId = await makeSpeakingPrompt();
    const { queue } = fakeQueue();
    const created = await createSpeakingSubmission({ db, queue, media: env.MEDIA }, user, {
      speakingPromptId,
      audio: new Uint8Array([1, 2, 3, 4, 5]).buffer,
      mimeType: "audio/webm",
    });
    const id = (created as { submissionId: number }).submissionId;

    expect(await gradeSubmission({ db, env }, id, 1)).toBe("failed");
    const stored = await row(id);
    expect(stored).toMatchObject({ gradingStatus: "failed", score: null, gradingError: NO_SPEECH_PROVIDER_ERROR });
    expect(stored.feedback).toMatchObject({
      kind: "speaking",
      grader: "builtin",
      transcription: NO_SPEECH_PROVIDER_ERROR,
      score: null,
      delivery: null,
    });
    expect(gradingState(stored)).toMatchObject({ state: "noSpeechProvider", canRetry: true });
    expect(await env.MEDIA.head(stored.audioUrl!)).not.toBeNull();

    // still no provider: the sweep leaves it alone
    const sweep = fakeQueue();
    expect(await regradeUntranscribedSpeech(db, sweep.queue, selectGrader({ OPENAI_API_KEY: "" }))).toBe(0);

    // a key appears: the sweep puts it back in the queue and the provider grades it
    const openaiEnv = { ...env, OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: `${inject("openaiFakeUrl")}/v1`, OPENAI_MODEL: "fake-good" };
    expect(await regradeUntranscribedSpeech(db, sweep.queue, selectGrader(openaiEnv))).toBeGreaterThanOrEqual(1);
    expect(sweep.sent).toContainEqual({ kind: "speaking", submissionId: id });
    expect(await gradeSubmission({ db, env: openaiEnv }, id, 1)).toBe("graded");
    const graded = await row(id);
    expect(graded).toMatchObject({ gradingStatus: "graded", score: 3, gradingError: null });
    expect(graded.feedback).toMatchObject({
      kind: "speaking",
      grader: "openai",
      model: "fake-good",
      taskType: "integrated",
      transcription: "I prefer studying in the library because it is quiet and I can focus on my work for a long time.",
      delivery: { score: 3 },
      topicDevelopment: { score: 2.5 },
    });
  });
});

describe("the OpenAI provider against a local OpenAI-compatible server", () => {
  const baseURL = () => `${inject("openaiFakeUrl")}/v1`;
  const provider = (model: string, extra: { apiKey?: string; timeoutMs?: number; transcriptionModel?: string } = {}) =>
    createOpenAIGrader({
      apiKey: extra.apiKey ?? "test-key",
      baseURL: baseURL(),
      model,
      transcriptionModel: extra.transcriptionModel ?? "whisper-1",
      timeoutMs: extra.timeoutMs ?? 10_000,
    });
  const essayInput = (essay: string) => ({
    taskType: "integrated" as const,
    prompt: "Summarize the lecture and explain how it casts doubt on the reading.",
    readingPassage: "The reading passage text.",
    lectureTranscript: "The lecture transcript text.",
    essay,
    locale: "pt-BR" as const,
  });
  async function received(marker: string) {
    const all = (await (await fetch(`${inject("openaiFakeUrl")}/__requests`)).json()) as Array<{
      path: string;
      headers: Record<string, string>;
      body: any;
    }>;
    return all.filter((r) => JSON.stringify(r.body).includes(marker));
  }

  it("grades an essay with a strict JSON schema and validates the answer", async () => {
    const marker = `essay-${Math.random()}`;
    const grade = await provider("fake-good").gradeEssay(essayInput(`My essay ${marker}`));
    expect(grade).toEqual({
      score: 4.5,
      feedback: "A well-organised response with clear examples.",
      suggestions: ["Vary your sentence openings.", "Add one more specific example in the second paragraph."],
      sampleResponse: "In my opinion, living on campus is the better choice...",
    });
    const [request] = await received(marker);
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer test-key");
    expect(request.body.model).toBe("fake-good");
    expect(request.body.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "essay_grade", strict: true } });
    const system = request.body.messages[0].content as string;
    expect(system).toContain("Score on a 0-5 scale in half points");
    expect(system).toContain("Brazilian Portuguese");
    const user = request.body.messages[1].content as string;
    expect(user).toContain("## Reading passage\nThe reading passage text.");
    expect(user).toContain("## Lecture transcript\nThe lecture transcript text.");
  });

  it("treats malformed JSON, out-of-range answers and refusals as malformed output", async () => {
    await expect(provider("fake-malformed").gradeEssay(essayInput("x"))).rejects.toThrow(MalformedGraderOutputError);
    await expect(provider("fake-malformed").gradeEssay(essayInput("x"))).rejects.toThrow("the answer is not JSON");
    await expect(provider("fake-wrong-shape").gradeEssay(essayInput("x"))).rejects.toThrow(/score/);
    await expect(provider("fake-refusal").gradeEssay(essayInput("x"))).rejects.toThrow(/refused/);
  });

  it("lets 429, 5xx and timeouts through for the queue to retry, and rejects bad keys and models at once", async () => {
    const isRetryable = (e: unknown) => !(e instanceof PermanentGraderError) && !(e instanceof MalformedGraderOutputError);
    const fault = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e);
    const rateLimited = await fault(provider("fake-429").gradeEssay(essayInput("x")));
    expect(rateLimited).toMatchObject({ status: 429 });
    expect(isRetryable(rateLimited)).toBe(true);
    const serverError = await fault(provider("fake-500").gradeEssay(essayInput("x")));
    expect(serverError).toMatchObject({ status: 500 });
    expect(isRetryable(serverError)).toBe(true);
    const timeout = await fault(provider("fake-slow", { timeoutMs: 300 }).gradeEssay(essayInput("x")));
    expect(String(timeout)).toMatch(/timed out/i);
    expect(isRetryable(timeout)).toBe(true);
    expect(await fault(provider("fake-good", { apiKey: "wrong" }).gradeEssay(essayInput("x")))).toBeInstanceOf(PermanentGraderError);
    expect(await fault(provider("fake-unknown").gradeEssay(essayInput("x")))).toBeInstanceOf(PermanentGraderError);
  });

  it("transcribes a recording with the audio transcription API, sending the file as multipart", async () => {
    const audio = new Uint8Array(1234).fill(7).buffer;
    const { text } = (await provider("fake-good").transcribe(audio, "audio/ogg")) as { text: string };
    expect(text).toContain("library");
    const requests = (await received("whisper-1")).filter((r) => r.path === "/v1/audio/transcriptions");
    expect(requests.at(-1)?.body).toEqual({ model: "whisper-1", file: { name: "answer.ogg", type: "audio/ogg", size: 1234 } });
    await expect(
      provider("fake-good", { transcriptionModel: "fake-transcribe-500" }).transcribe(audio, "audio/ogg"),
    ).rejects.toMatchObject({ status: 500 });
  });

  it("retries malformed provider output in the pipeline and fails it after the last retry", async () => {
    const { submissionId } = await pendingWriting();
    const badEnv = { ...env, OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: baseURL(), OPENAI_MODEL: "fake-malformed" };
    expect(await gradeSubmission({ db, env: badEnv }, submissionId, 1)).toBe("retry");
    expect((await row(submissionId)).gradingStatus).toBe("pending");
    expect(await gradeSubmission({ db, env: badEnv }, submissionId, GRADING_MAX_RETRIES + 1)).toBe("exhausted");
    expect(await row(submissionId)).toMatchObject({
      gradingStatus: "failed",
      gradingError: `Grading failed after ${GRADING_MAX_RETRIES + 1} attempts: The grader returned malformed output: the answer is not JSON`,
    });
    const goodEnv = { ...badEnv, OPENAI_MODEL: "fake-good" };
    const { queue } = fakeQueue();
    const owner = (await row(submissionId)).userId;
    expect(await retryGrading(db, queue, submissionId, owner)).toBe(true);
    expect(await gradeSubmission({ db, env: goodEnv }, submissionId, 1)).toBe("graded");
    expect(await row(submissionId)).toMatchObject({ gradingStatus: "graded", score: 4.5 });
    expect((await row(submissionId)).feedback).toMatchObject({ kind: "writing", grader: "openai", model: "fake-good", wordCount: countWords(ESSAY) });
  });
});
