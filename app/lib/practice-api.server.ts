import type { AppLoadContext } from "@remix-run/cloudflare";
import { requireApiUser } from "~/lib/api.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { jsonError } from "~/lib/responses.server";
import { parseId } from "~/lib/practice.server";
import type { PracticeSection } from "~/models/practice.server";
import { completeWordsSegments, learnerSegments } from "~/domain/tasks/complete-words";
import { completeWordsOutcome, nextItem, openListening, openReading } from "~/services/practice.server";
import { isSectionLimitReached } from "~/domain/free-tier";
import { freeTierFor } from "~/services/practice.server";

type Opened = Awaited<ReturnType<typeof openReading>> | Awaited<ReturnType<typeof openListening>>;

/** An item as the learner API shows it: answers and explanations only for answered questions. */
function itemJson(opened: Extract<Opened, { ok: true }>) {
  const questions = opened.questions.map((q) => {
    const stored = opened.answers.get(q.id);
    return {
      id: q.id,
      questionText: q.questionText,
      options: q.options,
      questionType: q.questionType,
      answered: Boolean(stored),
      ...(stored
        ? { answer: stored.answer, isCorrect: stored.isCorrect, correctAnswer: q.correctAnswer, correctAnswers: q.correctAnswers, explanation: q.explanation }
        : {}),
    };
  });
  if ("passage" in opened && opened.taskType === "complete_words") {
    // the paragraph itself would give the answers away: only the visible halves and the stored result
    const { content, ...passage } = opened.passage;
    return {
      passage,
      taskType: opened.taskType,
      segments: learnerSegments(completeWordsSegments(content)),
      result: opened.completeWords ? completeWordsOutcome(opened.completeWords) : null,
      questions,
      remainingSeconds: opened.remaining,
    };
  }
  const head = "passage" in opened ? { passage: opened.passage, taskType: opened.taskType } : { audio: opened.audio, taskType: opened.taskType, listened: opened.listened };
  return { ...head, questions, remainingSeconds: opened.remaining };
}

export async function itemResponse(request: Request, context: AppLoadContext, section: PracticeSection, rawId: string | undefined) {
  const user = await requireApiUser(request, context);
  const locale = localeFromRequest(request);
  const id = parseId(rawId);
  const opened = id ? (section === "reading" ? await openReading(context.db, user, id) : await openListening(context.db, user, id)) : null;
  if (!opened || (!opened.ok && opened.status === 404)) {
    return jsonError(404, translate(locale, section === "reading" ? "practice.passageNotFound" : "practice.audioNotFound"));
  }
  if (!opened.ok) return jsonError(403, translate(locale, "practice.limitReached"));
  return Response.json(itemJson(opened));
}

export async function nextResponse(request: Request, context: AppLoadContext, section: PracticeSection) {
  const user = await requireApiUser(request, context);
  const locale = localeFromRequest(request);
  const url = new URL(request.url);
  const exclude = parseId(url.searchParams.get("excludeCurrentId") ?? url.searchParams.get("exclude") ?? undefined);
  if (isSectionLimitReached(await freeTierFor(context.db, user, section))) {
    return jsonError(403, translate(locale, "practice.limitReached"));
  }
  const next = await nextItem(context.db, user, section, exclude);
  if (!next) return jsonError(404, translate(locale, section === "reading" ? "practice.noPassages" : "practice.noAudios"));
  const opened = section === "reading" ? await openReading(context.db, user, next.id) : await openListening(context.db, user, next.id);
  if (!opened.ok) return jsonError(opened.status, translate(locale, opened.error));
  return Response.json({ ...itemJson(opened), isRepeat: next.isRepeat });
}
