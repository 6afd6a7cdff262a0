/**
 * Writing and speaking practice: opening a prompt (free tier, server clock), submitting an essay or a
 * recording (stored first by the grading pipeline, then graded by the queue), the feedback page's
 * data and its Next Question. Failures are catalog keys with a status.
 */
import { hasPremiumAccess } from "~/domain/access";
import { questionSummary } from "~/domain/academic-discussion";
import { detectAudioFormat, AUDIO_SNIFF_BYTES } from "~/domain/audio-file";
import { canOpenItem, isSectionLimitReached } from "~/domain/free-tier";
import { parseSubmissionFeedback } from "~/domain/grading/grader";
import { gradingState } from "~/domain/grading/status";
import { itemsToAppend, pickNext, seedFor } from "~/domain/practice/queue";
import { remainingSeconds } from "~/domain/practice/timer";
import { essayProblem, minimumWords, nextPromptId, speakingTimes, writingSeconds } from "~/domain/writing-speaking";
import { checkOrder, correctSentence, parseBuildSentenceData, presentationOrder, tiles } from "~/domain/tasks/build-sentence";
import { parseEmailData } from "~/domain/tasks/email";
import { CURRENT_ONLY_SPEAKING_TYPES, CURRENT_ONLY_WRITING_TYPES } from "~/domain/tasks/registry";
import type { Db } from "~/lib/db.server";
import { appendToQueue, getQueue, openedItemIds } from "~/models/practice.server";
import { createScoredWritingSubmission, getUserSubmission, refreshProgress } from "~/models/submission.server";
import {
  completePracticeClock,
  getRunningClock,
  getSpeakingTask,
  getWritingTask,
  isSubmissionLate,
  latestSubmissionsByPrompt,
  listLearnerSpeakingPrompts,
  listLearnerWritingPrompts,
  listPromptIds,
  markSubmissionLate,
  openPracticeClock,
  submittedPromptIds,
  type PromptKind,
} from "~/models/writing-speaking.server";
import type { User } from "~/models/user.server";
import {
  createSpeakingSubmission,
  createWritingSubmission,
  MAX_RECORDING_BYTES,
  type GradingQueue,
} from "~/services/grading.server";

export type WsFailure = { ok: false; status: 400 | 403 | 404 | 413; error: string };
const fail = (status: WsFailure["status"], error: string): WsFailure => ({ ok: false, status, error });

export async function promptFreeTier(db: Db, user: User, kind: PromptKind) {
  return { premium: hasPremiumAccess(user), submittedItemIds: await submittedPromptIds(db, user.id, kind) };
}

export async function isPromptLimitReached(db: Db, user: User, kind: PromptKind) {
  return isSectionLimitReached(await promptFreeTier(db, user, kind));
}

async function canOpenPrompt(db: Db, user: User, kind: PromptKind, id: number) {
  return canOpenItem(await promptFreeTier(db, user, kind), id);
}

// ---- writing

/** Opens a writing prompt: its sources and the remaining time of its server clock. */
export async function openWriting(db: Db, user: User, id: number, now = new Date()) {
  const task = await getWritingTask(db, id);
  if (!task) return fail(404, "ws.exerciseNotFound");
  if (!(await canOpenPrompt(db, user, "writing", id))) return fail(403, "practice.limitReached");
  const clock = await openPracticeClock(db, user.id, "writing", id, now);
  return { ok: true as const, ...task, remaining: remainingSeconds(clock.startedAt, writingSeconds(task.prompt.type), now) };
}

export type EssayOutcome =
  | { ok: true; submissionId: number; late: boolean }
  | WsFailure
  | { ok: false; status: 400; error: "ws.emptyEssay" | "ws.minWords"; timeUp: boolean };

/**
 * Submits an essay. Before the time is up it needs at least 100 words; after it, any non-empty essay
 * is accepted and marked late; an empty one is refused (the page then offers the "Time's Up!" choice).
 */
export async function submitEssay(
  deps: { db: Db; queue: GradingQueue },
  user: User,
  id: number,
  essay: string,
  now = new Date(),
): Promise<EssayOutcome> {
  const { db } = deps;
  const task = await getWritingTask(db, id);
  if (!task) return fail(404, "ws.exerciseNotFound");
  if (!(await canOpenPrompt(db, user, "writing", id))) return fail(403, "practice.limitReached");
  // Build a Sentence is answered with an order of chunks, never an essay
  if (task.prompt.type === "build_sentence") return fail(400, "tasksWS.bs.notAnEssay");
  const clock = await getRunningClock(db, user.id, "writing", id);
  const timeUp = clock ? remainingSeconds(clock.startedAt, writingSeconds(task.prompt.type), now) === 0 : false;
  const problem = essayProblem(essay, timeUp, minimumWords(task.prompt.type));
  if (problem) return { ok: false, status: 400, error: problem === "empty" ? "ws.emptyEssay" : "ws.minWords", timeUp };
  const result = await createWritingSubmission(deps, user, { writingPromptId: id, essay });
  if (!result.ok) return result.error === "promptNotFound" ? fail(404, "ws.exerciseNotFound") : fail(400, "ws.emptyEssay");
  if (timeUp) await markSubmissionLate(db, user.id, result.submissionId);
  await completePracticeClock(db, user.id, "writing", id, now);
  return { ok: true, submissionId: result.submissionId, late: timeUp };
}

// ---- Build a Sentence (scored at once)

/** The screen's data of a Build a Sentence item: the context, the tiles in this learner's order. */
export function buildSentenceView(prompt: { id: number; question: string; data: unknown }, userId: number) {
  const data = parseBuildSentenceData(prompt.data);
  if (!data) return null;
  const all = tiles(data);
  return {
    context: prompt.question,
    before: data.before ?? "",
    after: data.after,
    slots: data.chunks.length,
    tiles: presentationOrder(data, prompt.id, userId).map((index) => ({ index, text: all[index] })),
  };
}

/**
 * A prompt as a learner's JSON read shows it: a Build a Sentence item without its stored (correct)
 * order, with the tiles in this learner's order instead; a Listen and Repeat or interview item without
 * the text that is heard, not read, before answering.
 */
export function learnerPromptJson<P extends { id: number; type: string; question: string; data: unknown }>(prompt: P, userId: number) {
  if (prompt.type === "build_sentence") return { ...prompt, data: null, buildSentence: buildSentenceView(prompt, userId) };
  if (prompt.type === "listen_repeat" || prompt.type === "interview") return { ...prompt, question: null };
  return prompt;
}

export type BuildSentenceOutcome =
  | { ok: true; submissionId: number; isCorrect: boolean; correctSentence: string; sentence: string }
  | WsFailure;

/**
 * Checks and stores a Build a Sentence answer: `placed[i]` is the tile index put in slot i+1. An
 * incomplete or repeated order is refused (400, nothing stored); otherwise it is stored at once with
 * its verdict (score 1 or 0, no grading).
 */
export async function submitBuildSentence(
  db: Db,
  user: User,
  id: number,
  placed: readonly (number | null | undefined)[],
  now = new Date(),
): Promise<BuildSentenceOutcome> {
  const task = await getWritingTask(db, id);
  if (!task || task.prompt.type !== "build_sentence") return fail(404, "ws.exerciseNotFound");
  const data = parseBuildSentenceData(task.prompt.data);
  if (!data) return fail(404, "ws.exerciseNotFound");
  if (!(await canOpenPrompt(db, user, "writing", id))) return fail(403, "practice.limitReached");
  const verdict = checkOrder(data, placed);
  if (verdict.status === "invalid") return fail(400, verdict.message);
  const submissionId = await createScoredWritingSubmission(db, {
    userId: user.id,
    writingPromptId: id,
    taskType: "build_sentence",
    answer: JSON.stringify(placed),
    isCorrect: verdict.status === "correct",
  });
  await refreshProgress(db, user.id);
  await completePracticeClock(db, user.id, "writing", id, now);
  return { ok: true, submissionId, isCorrect: verdict.status === "correct", correctSentence: correctSentence(data), sentence: verdict.sentence };
}

// ---- speaking

export async function openSpeaking(db: Db, user: User, id: number, now = new Date()) {
  const task = await getSpeakingTask(db, id);
  if (!task) return fail(404, "ws.speakingNotFound");
  if (!(await canOpenPrompt(db, user, "speaking", id))) return fail(403, "practice.limitReached");
  await openPracticeClock(db, user.id, "speaking", id, now);
  return { ok: true as const, ...task, times: speakingTimes(task.prompt) };
}

/**
 * Submits a recording: it must exist, be at most MAX_RECORDING_BYTES and be audio (recognised by its
 * first bytes; the declared type is only a fallback for formats the sniffer does not know).
 */
export async function submitRecording(
  deps: { db: Db; queue: GradingQueue; media: R2Bucket },
  user: User,
  id: number,
  recording: { size: number; bytes: () => Promise<ArrayBuffer>; type: string } | null,
  now = new Date(),
): Promise<{ ok: true; submissionId: number } | WsFailure> {
  const { db } = deps;
  const task = await getSpeakingTask(db, id);
  if (!task) return fail(404, "ws.speakingNotFound");
  if (!(await canOpenPrompt(db, user, "speaking", id))) return fail(403, "practice.limitReached");
  if (!recording || recording.size === 0) return fail(400, "ws.noRecording");
  if (recording.size > MAX_RECORDING_BYTES) return fail(413, "ws.recordingTooLarge");
  const audio = await recording.bytes();
  const format = detectAudioFormat(new Uint8Array(audio.slice(0, AUDIO_SNIFF_BYTES)));
  if (!format) return fail(400, "ws.notAudio");
  const result = await createSpeakingSubmission(deps, user, { speakingPromptId: id, audio, mimeType: format.mime });
  if (!result.ok) {
    if (result.error === "promptNotFound") return fail(404, "ws.speakingNotFound");
    if (result.error === "tooLarge") return fail(413, "ws.recordingTooLarge");
    if (result.error === "notAudio") return fail(400, "ws.notAudio");
    return fail(400, "ws.noRecording");
  }
  await completePracticeClock(db, user.id, "speaking", id, now);
  return { ok: true, submissionId: result.submissionId };
}

// ---- next prompts

const CURRENT_ONLY: readonly string[] = [...CURRENT_ONLY_WRITING_TYPES, ...CURRENT_ONLY_SPEAKING_TYPES];

/**
 * The feedback page's Next Question (learner spec section 4): within the previous format's prompts,
 * or, after a current-format-only type, the next item of that same type.
 */
export async function nextQuestionId(db: Db, kind: PromptKind, currentId: number | null, type?: string | null) {
  const sameType = type && CURRENT_ONLY.includes(type) ? type : null;
  return nextPromptId(await listPromptIds(db, kind, sameType), currentId);
}

/** The learner's next prompt in their own order (no repeats until all were seen), for /api/.../next. */
export async function nextLearnerPrompt(db: Db, user: User, kind: PromptKind, excludeId?: number | null) {
  const available = await listPromptIds(db, kind);
  if (!available.length) return null;
  const queue = await getQueue(db, user.id, kind);
  const fresh = itemsToAppend(queue, available, seedFor(user.id, kind));
  await appendToQueue(db, user.id, kind, kind === "writing" ? "writing_prompt" : "speaking_prompt", fresh, queue.length);
  const order = [...queue, ...fresh].filter((id) => available.includes(id));
  const submitted = await submittedPromptIds(db, user.id, kind);
  const seen = new Set([...submitted, ...(await openedItemIds(db, user.id, kind))]);
  const allowed = isSectionLimitReached({ premium: hasPremiumAccess(user), submittedItemIds: submitted })
    ? order.filter((id) => submitted.includes(id))
    : order;
  return pickNext(allowed, seen, excludeId);
}

// ---- feedback

/** One of the learner's own writing or speaking submissions, with what the feedback page shows; null otherwise. */
export async function loadFeedback(db: Db, user: User, kind: PromptKind, id: number) {
  const submission = await getUserSubmission(db, user.id, id, kind);
  if (!submission) return null;
  const promptId = kind === "writing" ? submission.writingPromptId : submission.speakingPromptId;
  const state = gradingState(submission);
  const task = promptId == null ? null : kind === "writing" ? await getWritingTask(db, promptId) : await getSpeakingTask(db, promptId);
  const bsData = task?.prompt.type === "build_sentence" ? parseBuildSentenceData(task.prompt.data) : null;
  let placed: unknown = null;
  try {
    placed = bsData && submission.answer ? JSON.parse(submission.answer) : null;
  } catch {
    placed = null;
  }
  // the learner's own sentence, rebuilt from the stored order
  const rebuilt = bsData && Array.isArray(placed) ? checkOrder(bsData, placed as number[]) : null;
  const buildSentence =
    bsData && rebuilt
      ? {
          isCorrect: Boolean(submission.isCorrect),
          correctSentence: correctSentence(bsData),
          sentence: rebuilt.status === "invalid" ? "" : rebuilt.sentence,
        }
      : null;
  const email = task?.prompt.type === "email" ? parseEmailData(task.prompt.data) : null;
  return {
    submission,
    state,
    feedback: parseSubmissionFeedback(submission.feedback),
    late: kind === "writing" && !buildSentence ? await isSubmissionLate(db, user.id, id) : false,
    prompt: task ? { id: task.prompt.id, type: task.prompt.type, question: task.prompt.question } : null,
    buildSentence,
    email,
    nextId: await nextQuestionId(db, kind, promptId, task?.prompt.type),
  };
}


// ---- hubs

/** The hub of a section: every prompt with the learner's latest result and whether it is open to them. */
export async function listHub(db: Db, user: User, kind: PromptKind) {
  const prompts = kind === "writing" ? await listLearnerWritingPrompts(db) : await listLearnerSpeakingPrompts(db);
  const latest = await latestSubmissionsByPrompt(db, user.id, kind);
  const tier = await promptFreeTier(db, user, kind);
  return {
    limitReached: isSectionLimitReached(tier),
    premium: tier.premium,
    prompts: prompts.map((p) => {
      const info = (p.data ?? {}) as Record<string, unknown>;
      return {
        id: p.id,
        type: p.type,
        title: typeof info.title === "string" ? info.title : null,
        summary: questionSummary(p.question).slice(0, 220),
        difficulty: p.difficulty,
        latest: latest.get(p.id) ?? null,
        open: canOpenItem(tier, p.id),
      };
    }),
  };
}
