import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed, readBody, requireApiUser, validateBody } from "~/lib/api.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { TASK_REGISTRY, isTaskType } from "~/domain/tasks/registry";
import { ApiCompleteWordsSubmitSchema, ApiSubmitSchema } from "~/lib/practice-schemas";
import { jsonError } from "~/lib/responses.server";
import { ApiSpeakingSubmitSchema, ApiWritingSubmitSchema } from "~/lib/writing-speaking-schemas";
import { MAX_RECORDING_BYTES } from "~/services/grading.server";
import { answerQuestion, submitCompleteWords } from "~/services/practice.server";
import { submitEssay, submitRecording } from "~/services/writing-speaking.server";

export const loader = methodNotAllowed;

/** "data:audio/webm;base64,AAAA" (or bare base64) -> its declared type and base64 payload. */
function splitDataUrl(value: string) {
  const match = /^data:([^;,]*)(?:;[^,]*)?,(.*)$/s.exec(value.trim());
  return match ? { type: match[1], base64: match[2] } : { type: "", base64: value.trim() };
}

function decodeBase64(base64: string): ArrayBuffer | null {
  try {
    const binary = atob(base64.replace(/\s+/g, ""));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes.buffer;
  } catch {
    return null;
  }
}

/**
 * POST /api/submit
 * - {type: reading|listening, questionId, answer}: answers once, returns the verdict;
 * - current format, multiple choice: {type: daily_life|academic_passage|choose_response|listen_conversation|
 *   listen_announcement|academic_talk, questionId, answer: "A"-"D"}: the same, and the question's item must be
 *   of that type (a listening answer needs the single play first and is refused after the item's time);
 * - current format, Complete the Words: {type: "complete_words", passageId, answers: string[] (the letters
 *   typed in each of the 10 gaps, in order; missing ones count as wrong)} -> {correct, total, score (0-1),
 *   gaps: [{index, visible, missing, word, answer, correct}]}; answered once, refused after the item's time;
 * - {type: writing, writingPromptId, essay}: stores the essay (same rules as the page) -> {submission: {id}};
 * - {type: speaking, speakingPromptId, audioData (base64 data URL), mimeType}: stores the recording ->
 *   {submission: {id, status}, evaluation: null} while it is graded (poll /api/user-submissions/:id).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request, context);
  const locale = localeFromRequest(request);
  const body = await readBody(request);
  if (!body) return jsonError(400, translate(locale, "error.invalidJson"));
  const env = context.cloudflare.env;

  if (body.type === "writing") {
    const parsed = validateBody(request, body, ApiWritingSubmitSchema);
    if (!parsed.ok) return parsed.response;
    const { writingPromptId, essay } = parsed.value;
    const outcome = await submitEssay({ db: context.db, queue: env.GRADING_QUEUE }, user, writingPromptId, essay);
    if (!outcome.ok) return jsonError(outcome.status, translate(locale, outcome.error));
    return Response.json({ submission: { id: outcome.submissionId, status: "pending", late: outcome.late } });
  }

  if (body.type === "speaking") {
    const parsed = validateBody(request, body, ApiSpeakingSubmitSchema);
    if (!parsed.ok) return parsed.response;
    const { speakingPromptId, audioData, mimeType } = parsed.value;
    const { type, base64 } = splitDataUrl(audioData);
    // size-checked before decoding: base64 carries 3 bytes per 4 characters
    const size = Math.floor((base64.replace(/\s+/g, "").length * 3) / 4);
    if (size > MAX_RECORDING_BYTES + 2) return jsonError(413, translate(locale, "ws.recordingTooLarge"));
    const audio = base64 ? decodeBase64(base64) : null;
    if (base64 && !audio) return jsonError(400, translate(locale, "ws.notAudio"));
    const outcome = await submitRecording(
      { db: context.db, queue: env.GRADING_QUEUE, media: env.MEDIA },
      user,
      speakingPromptId,
      audio ? { size: audio.byteLength, type: mimeType ?? type, bytes: async () => audio } : null,
    );
    if (!outcome.ok) return jsonError(outcome.status, translate(locale, outcome.error));
    return Response.json({ submission: { id: outcome.submissionId, status: "pending" }, evaluation: null });
  }

  if (body.type === "complete_words") {
    const parsed = validateBody(request, body, ApiCompleteWordsSubmitSchema);
    if (!parsed.ok) return parsed.response;
    const outcome = await submitCompleteWords(context.db, user, parsed.value.passageId, parsed.value.answers);
    if (!outcome.ok) return jsonError(outcome.status, translate(locale, outcome.error));
    return Response.json({ correct: outcome.correct, total: outcome.total, score: outcome.score, gaps: outcome.gaps });
  }

  const parsed = validateBody(request, body, ApiSubmitSchema);
  if (!parsed.ok) return parsed.response;
  const { type, questionId, answer } = parsed.value;
  const section = isTaskType(type) ? (TASK_REGISTRY[type].section as "reading" | "listening") : type;
  const expected = isTaskType(type) ? type : undefined;
  const outcome = await answerQuestion(context.db, user, section, questionId, answer, undefined, expected);
  if (!outcome.ok) return jsonError(outcome.status, translate(locale, outcome.error));
  return Response.json({
    isCorrect: outcome.isCorrect,
    verdict: outcome.verdict,
    points: outcome.points,
    correctAnswer: outcome.correctAnswer,
    correctAnswers: outcome.correctAnswers,
    explanation: outcome.explanation,
  });
}
