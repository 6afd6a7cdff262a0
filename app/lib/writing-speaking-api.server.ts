/**
 * The learner JSON calls of writing and speaking (learner spec section 7): prompt lists, one prompt
 * with its related passage and audio, the learner's next prompt, a random other prompt, and the
 * learner's own submissions.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { gradingState } from "~/domain/grading/status";
import { nextPromptId } from "~/domain/writing-speaking";
import { requireApiUser } from "~/lib/api.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { parseId } from "~/lib/practice.server";
import { jsonError } from "~/lib/responses.server";
import { getUserSubmission, listUserSubmissions } from "~/models/submission.server";
import {
  getSpeakingTask,
  getWritingTask,
  listLearnerSpeakingPrompts,
  listLearnerWritingPrompts,
  listPromptIds,
  type PromptKind,
} from "~/models/writing-speaking.server";
import { isPromptLimitReached, learnerPromptJson, nextLearnerPrompt, openSpeaking, openWriting } from "~/services/writing-speaking.server";

const notFoundKey = (kind: PromptKind) => (kind === "writing" ? "ws.exerciseNotFound" : "ws.speakingNotFound");

export async function promptListResponse(request: Request, context: AppLoadContext, kind: PromptKind) {
  await requireApiUser(request, context);
  return Response.json(kind === "writing" ? await listLearnerWritingPrompts(context.db) : await listLearnerSpeakingPrompts(context.db));
}

/** One prompt with relatedPassage and relatedAudio; opening it starts its clock (free tier applies). */
export async function promptResponse(request: Request, context: AppLoadContext, kind: PromptKind, rawId: string | undefined) {
  const user = await requireApiUser(request, context);
  const locale = localeFromRequest(request);
  const id = parseId(rawId);
  const opened = id ? (kind === "writing" ? await openWriting(context.db, user, id) : await openSpeaking(context.db, user, id)) : null;
  if (!opened || (!opened.ok && opened.status === 404)) return jsonError(404, translate(locale, notFoundKey(kind)));
  if (!opened.ok) return jsonError(403, translate(locale, "practice.limitReached"));
  const { prompt, relatedPassage, relatedAudio } = opened;
  return Response.json({
    prompt: learnerPromptJson(prompt, user.id),
    relatedPassage,
    relatedAudio,
    ...("remaining" in opened ? { remainingSeconds: opened.remaining } : { times: opened.times }),
  });
}

export async function nextPromptResponse(request: Request, context: AppLoadContext, kind: PromptKind) {
  const user = await requireApiUser(request, context);
  const locale = localeFromRequest(request);
  const url = new URL(request.url);
  const exclude = parseId(url.searchParams.get("excludeCurrentId") ?? url.searchParams.get("exclude") ?? undefined);
  if (await isPromptLimitReached(context.db, user, kind)) return jsonError(403, translate(locale, "practice.limitReached"));
  const next = await nextLearnerPrompt(context.db, user, kind, exclude);
  if (!next) return jsonError(404, translate(locale, "ws.noPrompts"));
  const task = kind === "writing" ? await getWritingTask(context.db, next.id) : await getSpeakingTask(context.db, next.id);
  if (!task) return jsonError(404, translate(locale, "ws.noPrompts"));
  return Response.json({ ...task, isRepeat: next.isRepeat });
}

/** GET /api/writing-prompts/random?excludeId=: another prompt (spec: "prompt with type and id"). */
export async function randomPromptResponse(request: Request, context: AppLoadContext) {
  await requireApiUser(request, context);
  const locale = localeFromRequest(request);
  const exclude = parseId(new URL(request.url).searchParams.get("excludeId") ?? undefined);
  const ids = await listPromptIds(context.db, "writing");
  const others = ids.filter((id) => id !== exclude);
  const id = others.length ? others[Math.floor(Math.random() * others.length)] : nextPromptId(ids, exclude);
  const task = id ? await getWritingTask(context.db, id) : null;
  if (!task) return jsonError(404, translate(locale, "ws.noPrompts"));
  return Response.json({ id: task.prompt.id, type: task.prompt.type, prompt: task.prompt });
}

function submissionJson(row: NonNullable<Awaited<ReturnType<typeof getUserSubmission>>>) {
  const state = gradingState(row);
  return {
    id: row.id,
    type: row.type,
    taskType: row.taskType,
    isCorrect: row.isCorrect,
    writingPromptId: row.writingPromptId,
    speakingPromptId: row.speakingPromptId,
    essay: row.essay,
    audioUrl: row.audioKey ? `/media/${row.audioKey}` : null,
    score: row.score,
    // Build a Sentence is scored at once, never graded
    status: row.taskType === "build_sentence" ? "scored" : state.state,
    gradingStatus: row.gradingStatus,
    gradingError: row.gradingError,
    feedback: row.feedback,
    gradedAt: row.gradedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function userSubmissionsResponse(request: Request, context: AppLoadContext) {
  const user = await requireApiUser(request, context);
  const type = new URL(request.url).searchParams.get("type") ?? undefined;
  const rows = await listUserSubmissions(context.db, user.id, { type });
  return Response.json(rows.map(submissionJson));
}

/** One of the user's own submissions; anyone else's answers 404, like a missing one. */
export async function userSubmissionResponse(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const user = await requireApiUser(request, context);
  const id = parseId(rawId);
  const row = id ? await getUserSubmission(context.db, user.id, id) : null;
  if (!row) return jsonError(404, translate(localeFromRequest(request), "ws.feedbackNotFound"));
  return Response.json(submissionJson(row));
}
