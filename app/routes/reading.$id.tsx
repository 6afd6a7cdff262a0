import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/forms";
import { AnswerFeedback, type Feedback } from "~/components/practice/answer-feedback";
import { Countdown } from "~/components/practice/countdown";
import { CompleteWordsPractice } from "~/components/tasks/complete-words";
import { completeWordsSegments, learnerSegments } from "~/domain/tasks/complete-words";
import { taskListHref } from "~/domain/tasks/links";
import { taskLabelKey } from "~/domain/tasks/registry";
import { maxPointsOf, PROSE_SUMMARY_PICKS, letterFor } from "~/domain/practice/answers";
import { requireUser } from "~/lib/auth.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { CompleteWordsFormSchema, ReadingAnswerSchema } from "~/lib/practice-schemas";
import { limitReachedRedirect, parseId, storedVerdict } from "~/lib/practice.server";
import { redirectWithToast } from "~/lib/responses.server";
import { rememberTimeZone } from "~/services/activity.server";
import { answerReading, completeWordsOutcome, openReading, submitCompleteWords } from "~/services/practice.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageTitle(matches, data && "passage" in data ? data.passage.title : "practice.readingTitle");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  const opened = id ? await openReading(context.db, user, id) : null;
  if (!opened || (!opened.ok && opened.status === 404)) {
    return data({ notFound: true as const }, { status: 404 });
  }
  if (!opened.ok) throw await limitReachedRedirect();
  if (opened.taskType === "complete_words") {
    return {
      completeWords: true as const,
      passage: { id: opened.passage.id, title: opened.passage.title },
      segments: learnerSegments(completeWordsSegments(opened.passage.content)),
      result: opened.completeWords ? completeWordsOutcome(opened.completeWords) : null,
      remaining: opened.remaining,
    };
  }
  const questions = opened.questions.map((q) => {
    const stored = opened.answers.get(q.id);
    const maxPoints = maxPointsOf(q.questionType);
    const feedback: Feedback | null = stored
      ? {
          verdict: storedVerdict(stored, maxPoints),
          answer: stored.answer ?? "",
          correctAnswer: q.correctAnswer,
          correctAnswers: q.correctAnswers,
          explanation: q.explanation,
          points: stored.score ?? 0,
          maxPoints,
        }
      : null;
    // correct answers and explanations stay on the server until the question is answered
    return { id: q.id, questionText: q.questionText, options: q.options, questionType: q.questionType, feedback };
  });
  const genre = typeof opened.passage.data?.genre === "string" ? opened.passage.data.genre : null;
  return {
    completeWords: false as const,
    passage: { id: opened.passage.id, title: opened.passage.title },
    taskType: opened.taskType,
    genre,
    paragraphs: opened.passage.content.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean),
    questions,
    remaining: opened.remaining,
    repeat: new URL(request.url).searchParams.get("repeat") === "1",
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  if (!id) throw new Response("Not Found", { status: 404 });
  const locale = localeFromRequest(request);
  const form = await request.formData();
  if (form.get("intent") === "complete_words") {
    const submission = parseWithZod(form, { schema: CompleteWordsFormSchema });
    if (submission.status !== "success") {
      return data({ questionId: null, error: translate(locale, "tasksRL.ctw.tenAnswers") }, { status: 400 });
    }
    await rememberTimeZone(context.db, user, submission.value.timeZone);
    const answers = Array.from({ length: 10 }, (_, i) => submission.value.gap[i] ?? "");
    const outcome = await submitCompleteWords(context.db, user, id, answers);
    if (!outcome.ok) {
      if (outcome.status === 403) throw await limitReachedRedirect();
      if (outcome.status === 404) throw new Response("Not Found", { status: 404 });
      return data({ questionId: null, error: translate(locale, outcome.error) }, { status: outcome.status });
    }
    return redirectWithToast(`/reading/${id}#results`, {
      type: "info",
      title: "practice.results",
      description: "tasksRL.ctw.result",
      params: { correct: outcome.correct, total: outcome.total },
    });
  }
  const submission = parseWithZod(form, { schema: ReadingAnswerSchema });
  if (submission.status !== "success") {
    return data({ questionId: null, error: translate(locale, "practice.chooseAnswer") }, { status: 400 });
  }
  const { questionId, answer, answers, timeZone } = submission.value;
  await rememberTimeZone(context.db, user, timeZone);
  const outcome = await answerReading(context.db, user, id, { questionId, answer: answers ?? answer ?? "" });
  if (!outcome.ok) {
    if (outcome.status === 403) throw await limitReachedRedirect();
    if (outcome.status === 404) throw new Response("Not Found", { status: 404 });
    return data({ questionId, error: translate(locale, outcome.error) }, { status: outcome.status });
  }
  const title = { correct: "practice.correct", partial: "practice.partial", incorrect: "practice.incorrect" }[outcome.verdict];
  return redirectWithToast(`/reading/${id}#q-${questionId}`, {
    type: outcome.verdict === "correct" ? "success" : outcome.verdict === "partial" ? "info" : "error",
    title,
  });
}

function TimeZoneField() {
  // Filled by the browser (JavaScript) so active days are counted in the learner's time zone.
  return (
    <input
      type="hidden"
      name="timeZone"
      ref={(el) => {
        if (el) el.value = Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
      }}
    />
  );
}

type LoaderQuestion = { id: number; questionText: string; options: string[]; questionType: string; feedback: Feedback | null };

function SingleQuestion({ question, locked }: { question: LoaderQuestion; locked: boolean }) {
  const t = useT();
  const navigation = useNavigation();
  const pending = navigation.formData?.get("questionId") === String(question.id);
  return (
    <Form method="post" preventScrollReset className="mt-3 space-y-2">
      <input type="hidden" name="questionId" value={question.id} />
      <TimeZoneField />
      <fieldset disabled={locked} className="space-y-2">
        <legend className="sr-only">{question.questionText}</legend>
        {question.options.map((option, i) => (
          <label key={i} className="flex cursor-pointer items-start gap-2 rounded-md border border-slate-200 p-2 hover:bg-slate-50">
            <input type="radio" name="answer" value={letterFor(i)} required className="mt-1" />
            <span>
              <strong>{letterFor(i)}.</strong> {option}
            </span>
          </label>
        ))}
      </fieldset>
      <SubmitButton pending={pending} disabled={locked}>{t("practice.submitAnswer")}</SubmitButton>
    </Form>
  );
}

function ProseSummaryQuestion({ question, locked }: { question: LoaderQuestion; locked: boolean }) {
  const t = useT();
  const navigation = useNavigation();
  const [picked, setPicked] = useState<string[]>([]);
  const [warning, setWarning] = useState(false);
  const pending = navigation.formData?.get("questionId") === String(question.id);
  return (
    <Form
      method="post"
      preventScrollReset
      className="mt-3 space-y-2"
      onChange={(event) => {
        const form = event.currentTarget;
        const input = event.target as HTMLInputElement;
        const checked = [...form.querySelectorAll<HTMLInputElement>('input[name="answers"]:checked')].map((i) => i.value);
        if (checked.length > PROSE_SUMMARY_PICKS) {
          input.checked = false;
          setWarning(true);
          return;
        }
        setWarning(false);
        setPicked(checked);
        // with JavaScript the summary is submitted as soon as the third answer is chosen
        if (checked.length === PROSE_SUMMARY_PICKS) form.requestSubmit();
      }}
    >
      <input type="hidden" name="questionId" value={question.id} />
      <TimeZoneField />
      <p className="text-sm text-slate-600">{t("practice.proseSelect3")}</p>
      <fieldset disabled={locked || pending} className="space-y-2">
        <legend className="sr-only">{question.questionText}</legend>
        {question.options.map((option, i) => (
          <label key={i} className="flex cursor-pointer items-start gap-2 rounded-md border border-slate-200 p-2 hover:bg-slate-50">
            <input type="checkbox" name="answers" value={letterFor(i)} className="mt-1" />
            <span>
              <strong>{letterFor(i)}.</strong> {option}
            </span>
          </label>
        ))}
      </fieldset>
      {warning ? (
        <p role="alert" className="text-sm font-medium text-red-700">{t("practice.maxSelections")}</p>
      ) : null}
      <SubmitButton pending={pending} disabled={locked || picked.length > PROSE_SUMMARY_PICKS}>
        {t("practice.proseSubmit")}
      </SubmitButton>
    </Form>
  );
}

export default function ReadingPassage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const revalidator = useRevalidator();
  const t = useT();
  if ("notFound" in loaderData) {
    return (
      <section className="mx-auto max-w-xl py-12 text-center">
        <h1 className="text-2xl font-bold">{t("practice.passageNotFound")}</h1>
        <p className="mt-2 text-slate-600">{t("practice.passageNotFoundText")}</p>
        <Link to="/exercises" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
          {t("practice.backToExercises")}
        </Link>
      </section>
    );
  }
  if (loaderData.completeWords) {
    return (
      <div className="mx-auto max-w-3xl">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-xs uppercase tracking-wide text-slate-500">{t(taskLabelKey("complete_words"))}</p>
            <h1 className="text-xl font-bold">{loaderData.passage.title}</h1>
          </div>
          <Link to={taskListHref("complete_words")} className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50">
            {t("practice.nextPassage")}
          </Link>
        </div>
        <CompleteWordsPractice segments={loaderData.segments} result={loaderData.result} remaining={loaderData.remaining} error={actionData?.error} />
      </div>
    );
  }
  const { passage, paragraphs, questions, remaining, repeat, taskType, genre } = loaderData;
  const locked = remaining <= 0;
  const allAnswered = questions.every((q) => q.feedback);
  return (
    <div>
      <div className="sticky top-0 z-10 -mx-4 mb-4 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 py-2">
        <div>
          <p className="text-xs uppercase tracking-wide text-slate-500">{t(taskType ? taskLabelKey(taskType) : "practice.readingTitle")}</p>
          <h1 className="text-xl font-bold">{passage.title}</h1>
          {genre ? <p className="text-xs text-slate-500">{t("tasksRL.genreLabel", { genre: t(`tasksRL.admin.genre.${genre}`) })}</p> : null}
        </div>
        <div className="flex items-center gap-3">
          {allAnswered ? null : <Countdown seconds={remaining} onExpire={() => revalidator.revalidate()} />}
          <Link to={taskType ? taskListHref(taskType) : `/reading?exclude=${passage.id}`} className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50">
            {t("practice.nextPassage")}
          </Link>
        </div>
      </div>
      {repeat ? <p className="mb-4 rounded-md bg-slate-100 p-3 text-sm">{t("practice.repeatNotice")}</p> : null}
      {locked && !allAnswered ? <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-800">{t("practice.timeUp")}</p> : null}
      {allAnswered ? <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-sm text-green-900">{t("practice.allAnswered")}</p> : null}
      <div className="grid gap-8 lg:grid-cols-2">
        <article className="space-y-4 leading-relaxed lg:max-h-[75vh] lg:overflow-y-auto lg:pr-4">
          {paragraphs.map((paragraph, i) => (
            <p key={i} className={taskType === "daily_life" ? "whitespace-pre-line" : undefined}>
              <span className="sr-only">{t("practice.paragraph", { n: i + 1 })}: </span>
              {paragraph}
            </p>
          ))}
        </article>
        <ol className="space-y-6">
          {questions.map((question, index) => (
            <li key={question.id} id={`q-${question.id}`} className="scroll-mt-24 rounded-lg border border-slate-200 p-4">
              <p className="text-xs font-semibold uppercase text-slate-500">{t("practice.questionN", { n: index + 1 })}</p>
              <p className="mt-1 whitespace-pre-line font-medium">{question.questionText}</p>
              {question.feedback ? (
                <AnswerFeedback feedback={question.feedback} />
              ) : question.questionType === "prose_summary" ? (
                <ProseSummaryQuestion question={question} locked={locked} />
              ) : (
                <SingleQuestion question={question} locked={locked} />
              )}
              {actionData?.questionId === question.id && actionData.error ? (
                <p role="alert" className="mt-2 text-sm font-medium text-red-700">{actionData.error}</p>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
      {actionData && actionData.questionId === null ? <p role="alert" className="mt-4 text-red-700">{actionData.error}</p> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
