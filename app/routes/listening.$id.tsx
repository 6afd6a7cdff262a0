import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/forms";
import { AnswerFeedback, type Feedback } from "~/components/practice/answer-feedback";
import { Countdown } from "~/components/practice/countdown";
import { TimedQuestions } from "~/components/tasks/timed-questions";
import { letterFor } from "~/domain/practice/answers";
import { taskListHref } from "~/domain/tasks/links";
import { TASK_REGISTRY, taskLabelKey } from "~/domain/tasks/registry";
import { requireUser } from "~/lib/auth.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { limitReachedRedirect, parseId, storedVerdict } from "~/lib/practice.server";
import { redirectWithToast } from "~/lib/responses.server";
import { rememberTimeZone } from "~/services/activity.server";
import { finishListening, openListening, submitListening } from "~/services/practice.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageTitle(matches, data && "audio" in data ? data.audio.title : "practice.listeningTitle");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  const opened = id ? await openListening(context.db, user, id) : null;
  if (!opened || (!opened.ok && opened.status === 404)) return data({ notFound: true as const }, { status: 404 });
  if (!opened.ok) throw await limitReachedRedirect();
  const submitted = opened.answers.size > 0;
  const timing = opened.taskType ? TASK_REGISTRY[opened.taskType].timing : null;
  return {
    audio: { id: opened.audio.id, title: opened.audio.title, url: opened.audio.url, duration: opened.audio.duration },
    taskType: opened.taskType,
    perQuestionSeconds: timing?.kind === "perQuestion" ? timing.perQuestionSeconds : null,
    late: opened.late && !submitted,
    stage: submitted ? ("results" as const) : opened.listened ? ("questions" as const) : ("listen" as const),
    remaining: opened.remaining,
    // the questions are not sent before the single play is over
    questions: (submitted || opened.listened ? opened.questions : []).map((q) => {
      const stored = opened.answers.get(q.id);
      const feedback: Feedback | null = stored
        ? {
            verdict: storedVerdict(stored, 1),
            answer: stored.answer ?? "",
            correctAnswer: q.correctAnswer,
            correctAnswers: q.correctAnswers,
            explanation: q.explanation,
          }
        : null;
      return { id: q.id, questionText: q.questionText, options: q.options, feedback };
    }),
    repeat: new URL(request.url).searchParams.get("repeat") === "1",
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  if (!id) throw new Response("Not Found", { status: 404 });
  const form = await request.formData();
  const locale = localeFromRequest(request);
  const tz = form.get("timeZone");
  await rememberTimeZone(context.db, user, typeof tz === "string" ? tz : undefined);
  if (form.get("intent") === "listened") {
    const outcome = await finishListening(context.db, user, id);
    if (!outcome.ok) {
      if (outcome.status === 403) throw await limitReachedRedirect();
      throw new Response("Not Found", { status: 404 });
    }
    return redirect(`/listening/${id}#questions`);
  }
  const choices: Record<number, string> = {};
  for (const [key, value] of form) {
    const match = /^q-(\d{1,9})$/.exec(key);
    if (match && typeof value === "string" && value.length <= 2) choices[Number(match[1])] = value;
  }
  const outcome = await submitListening(context.db, user, id, choices);
  if (!outcome.ok) {
    if (outcome.status === 403) throw await limitReachedRedirect();
    if (outcome.status === 404) throw new Response("Not Found", { status: 404 });
    return data({ error: translate(locale, outcome.error) }, { status: outcome.status });
  }
  const correct = outcome.results.filter((r) => r.isCorrect).length;
  return redirectWithToast(`/listening/${id}#results`, {
    type: "info",
    title: "practice.results",
    description: "practice.resultSummary",
    params: { correct, total: outcome.results.length },
  });
}

/** With JavaScript: one play, no seeking, no replay; the questions open when it ends. */
function OncePlayer({ url, listenedForm }: { url: string; listenedForm: React.RefObject<HTMLFormElement> }) {
  const t = useT();
  const audio = useRef<HTMLAudioElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [playing, setPlaying] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <audio
        ref={audio}
        src={url}
        preload="none"
        controls={!enhanced}
        className="w-full"
        onEnded={() => listenedForm.current?.requestSubmit()}
        onSeeking={(e) => {
          // no skipping ahead or back in the single play
          const el = e.currentTarget;
          if (enhanced && Math.abs(el.currentTime - (el.dataset.last ? Number(el.dataset.last) : 0)) > 1) {
            el.currentTime = Number(el.dataset.last ?? 0);
          }
        }}
        onTimeUpdate={(e) => {
          e.currentTarget.dataset.last = String(e.currentTarget.currentTime);
        }}
      >
        {t("practice.audioFallback")}
      </audio>
      {enhanced ? (
        <button
          type="button"
          disabled={playing}
          onClick={() => {
            setPlaying(true);
            void audio.current?.play();
          }}
          className="mt-2 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {playing ? t("practice.playing") : t("practice.play")}
        </button>
      ) : null}
    </div>
  );
}

type Question = { id: number; questionText: string; options: string[]; feedback: Feedback | null };

function QuestionsForm({ questions, remaining }: { questions: Question[]; remaining: number }) {
  const t = useT();
  const navigation = useNavigation();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const timeUp = remaining <= 0;
  const complete = questions.every((q) => chosen[`q-${q.id}`]);
  return (
    <Form
      method="post"
      className="space-y-6"
      onChange={(e) => {
        const input = e.target as HTMLInputElement;
        if (input.type === "radio") setChosen((c) => ({ ...c, [input.name]: input.value }));
      }}
    >
      <input type="hidden" name="intent" value="submit" />
      <input type="hidden" name="timeZone" ref={(el) => { if (el) el.value = Intl.DateTimeFormat().resolvedOptions().timeZone ?? ""; }} />
      <ol className="space-y-6">
        {questions.map((question, index) => (
          <li key={question.id} className="rounded-lg border border-slate-200 p-4">
            <fieldset>
              <legend className="font-medium">
                <span className="block text-xs font-semibold uppercase text-slate-500">{t("practice.questionN", { n: index + 1 })}</span>
                {question.questionText}
              </legend>
              <div className="mt-3 space-y-2">
                {question.options.map((option, i) => (
                  <label key={i} className="flex cursor-pointer items-start gap-2 rounded-md border border-slate-200 p-2 hover:bg-slate-50">
                    <input type="radio" name={`q-${question.id}`} value={letterFor(i)} className="mt-1" />
                    <span>
                      <strong>{letterFor(i)}.</strong> {option}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <SubmitButton pending={navigation.state === "submitting"} disabled={hydrated && !complete && !timeUp}>
        {t("practice.submitAll")}
      </SubmitButton>
    </Form>
  );
}

export default function ListeningItem() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const revalidator = useRevalidator();
  const listenedForm = useRef<HTMLFormElement>(null);
  const t = useT();
  if ("notFound" in loaderData) {
    return (
      <section className="mx-auto max-w-xl py-12 text-center">
        <h1 className="text-2xl font-bold">{t("practice.audioNotFound")}</h1>
        <p className="mt-2 text-slate-600">{t("practice.audioNotFoundText")}</p>
        <Link to="/exercises" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
          {t("practice.backToExercises")}
        </Link>
      </section>
    );
  }
  const { audio, stage, questions, remaining, repeat, taskType, perQuestionSeconds, late } = loaderData;
  const correct = questions.filter((q) => q.feedback?.verdict === "correct").length;
  return (
    <div className="mx-auto max-w-3xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-xs uppercase tracking-wide text-slate-500">{t(taskType ? taskLabelKey(taskType) : "practice.listeningTitle")}</p>
          <h1 className="text-xl font-bold">{audio.title}</h1>
        </div>
        <div className="flex items-center gap-3">
          {stage === "questions" && !taskType ? <Countdown seconds={remaining} onExpire={() => revalidator.revalidate()} /> : null}
          <Link to={taskType ? taskListHref(taskType) : `/listening?exclude=${audio.id}`} className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50">
            {t("practice.nextAudio")}
          </Link>
        </div>
      </div>
      {repeat ? <p className="mb-4 rounded-md bg-slate-100 p-3 text-sm">{t("practice.repeatNotice")}</p> : null}
      {stage === "listen" ? (
        <section className="space-y-4">
          <p className="text-slate-700">{t(taskType ? "tasksRL.listenIntro" : "practice.listenIntro")}</p>
          {taskType && perQuestionSeconds ? (
            <p className="text-sm text-slate-600">{t("tasksRL.perQuestion", { count: questions.length || TASK_REGISTRY[taskType].scoredItems.max, seconds: perQuestionSeconds })}</p>
          ) : null}
          <OncePlayer url={audio.url} listenedForm={listenedForm} />
          <Form method="post" ref={listenedForm}>
            <input type="hidden" name="intent" value="listened" />
            <button type="submit" className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
              {t("practice.listened")}
            </button>
          </Form>
        </section>
      ) : null}
      {stage === "questions" ? (
        <section id="questions">
          <h2 className="mb-4 text-lg font-semibold">{t("practice.listeningQuestionsTitle")}</h2>
          {remaining <= 0 && !late ? <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-800">{t("practice.timeUp")}</p> : null}
          {actionData?.error ? <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">{actionData.error}</p> : null}
          {late ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">{t("tasksRL.late")}</p>
          ) : taskType && perQuestionSeconds ? (
            <TimedQuestions questions={questions} remaining={remaining} perQuestionSeconds={perQuestionSeconds} />
          ) : (
            <QuestionsForm questions={questions} remaining={remaining} />
          )}
        </section>
      ) : null}
      {stage === "results" ? (
        <section id="results">
          <h2 className="text-lg font-semibold">{t("practice.results")}</h2>
          <p className="mb-4 text-slate-700">{t("practice.resultSummary", { correct, total: questions.length })}</p>
          <ol className="space-y-4">
            {questions.map((question, index) => (
              <li key={question.id} className="rounded-lg border border-slate-200 p-4">
                <p className="text-xs font-semibold uppercase text-slate-500">{t("practice.questionN", { n: index + 1 })}</p>
                <p className="font-medium">{question.questionText}</p>
                {question.feedback ? <AnswerFeedback feedback={question.feedback} /> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
