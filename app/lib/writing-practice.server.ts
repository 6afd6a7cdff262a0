/**
 * The loader and action shared by /writing-simple/:id and /writing-integrated/:id (one screen, two
 * layouts): guard, parse, one service call, then a view or a redirect.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseDiscussion } from "~/domain/academic-discussion";
import { minimumWords, SUGGESTED_WORDS, writingPath, writingSeconds, writingType } from "~/domain/writing-speaking";
import { requireUser } from "~/lib/auth.server";
import { limitReachedRedirect, parseId } from "~/lib/practice.server";
import { redirectWithToast } from "~/lib/responses.server";
import { parseEmailData } from "~/domain/tasks/email";
import { BuildSentenceFormSchema, EssayFormSchema } from "~/lib/writing-speaking-schemas";
import { buildSentenceView, openWriting, submitBuildSentence, submitEssay } from "~/services/writing-speaking.server";

type Layout = "simple" | "integrated";

const stringOr = (value: unknown) => (typeof value === "string" && value.trim() ? value : null);

export async function writingLoader({ request, params, context }: LoaderFunctionArgs, layout: Layout) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  if (!id) return data({ view: "invalid" as const }, { status: 404 });
  const opened = await openWriting(context.db, user, id);
  if (!opened.ok) {
    if (opened.status === 403) throw await limitReachedRedirect();
    return data({ view: "notFound" as const }, { status: 404 });
  }
  const { prompt, relatedPassage, relatedAudio } = opened;
  const type = writingType(prompt.type);
  if ((type === "integrated") !== (layout === "integrated")) {
    throw redirect(writingPath(prompt) + new URL(request.url).search);
  }
  if (prompt.type === "build_sentence") {
    const view = buildSentenceView(prompt, user.id);
    if (!view) return data({ view: "notFound" as const }, { status: 404 });
    return { view: "buildSentence" as const, promptId: prompt.id, ...view };
  }
  const email = prompt.type === "email" ? parseEmailData(prompt.data) : null;
  const info = (prompt.data ?? {}) as Record<string, unknown>;
  const studentNames = Array.isArray(info.studentNames) ? info.studentNames.filter((n): n is string => typeof n === "string") : [];
  return {
    view: "task" as const,
    prompt: {
      id: prompt.id,
      type: email ? ("email" as const) : type,
      question: prompt.question,
      title: stringOr(info.title),
      instructions: stringOr(info.instructions),
    },
    discussion:
      type === "academic_discussion"
        ? {
            ...(parseDiscussion(prompt.question) ?? { professorPost: prompt.question, firstStudentPost: "", secondStudentPost: "", instructions: "" }),
            professorName: stringOr(info.professorName),
            studentNames,
            course: stringOr(info.course),
            topicQuestion: stringOr(info.topicQuestion),
          }
        : null,
    email: email ? { situation: prompt.question, to: email.to, subject: email.subject, goals: email.goals } : null,
    passage: relatedPassage,
    audio: relatedAudio,
    remaining: opened.remaining,
    totalSeconds: writingSeconds(prompt.type),
    suggested: email ? null : SUGGESTED_WORDS[type],
    minWords: minimumWords(prompt.type),
  };
}

export async function writingAction({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  if (!id) throw new Response("Not Found", { status: 404 });
  const formData = await request.formData();
  const env = context.cloudflare.env;
  if (formData.get("intent") === "buildSentence") {
    const parsed = parseWithZod(formData, { schema: BuildSentenceFormSchema });
    const slots = parsed.status === "success" ? parsed.value.slot : [];
    // the number of slots is the item's; missing trailing values count as empty slots
    const count = Number(formData.get("slots")) || slots.length;
    const placed = Array.from({ length: Math.min(count, 20) }, (_, i) => slots[i] ?? null);
    const outcome = await submitBuildSentence(context.db, user, id, placed);
    if (!outcome.ok) {
      if (outcome.status === 403) throw await limitReachedRedirect();
      if (outcome.status === 404) throw new Response("Not Found", { status: 404 });
      return data({ essay: "", error: outcome.error, timeUp: false, placed }, { status: outcome.status });
    }
    return redirectWithToast(`/feedback/writing/${outcome.submissionId}`, {
      type: outcome.isCorrect ? "success" : "info",
      title: outcome.isCorrect ? "tasksWS.bs.correct" : "tasksWS.bs.wrong",
    });
  }
  const submission = parseWithZod(formData, { schema: EssayFormSchema });
  const essay = submission.status === "success" ? (submission.value.essay ?? "") : "";
  const outcome = await submitEssay({ db: context.db, queue: env.GRADING_QUEUE }, user, id, essay);
  if (!outcome.ok) {
    if (outcome.status === 403) throw await limitReachedRedirect();
    if (outcome.status === 404) throw new Response("Not Found", { status: 404 });
    return data(
      { essay, error: outcome.error, timeUp: "timeUp" in outcome ? outcome.timeUp : false },
      { status: outcome.status },
    );
  }
  return redirectWithToast(`/feedback/writing/${outcome.submissionId}`, {
    type: outcome.late ? "info" : "success",
    title: "ws.essaySubmitted",
    description: outcome.late ? "ws.lateSubmitted" : "ws.essaySubmittedText",
  });
}
