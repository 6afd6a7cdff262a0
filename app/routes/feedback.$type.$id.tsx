import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { questionSummary } from "~/domain/academic-discussion";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { NotFoundView } from "~/components/practice/writing-task";
import { renderFeedbackText, speakingToeflEquivalent, type FeedbackText, type SpeechCriterion } from "~/domain/grading/grader";
import { countEssayWords, FEEDBACK_POLL_LIMIT_MS, FEEDBACK_POLL_MS } from "~/domain/writing-speaking";
import { requireUser } from "~/lib/auth.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { parseId } from "~/lib/practice.server";
import { redirectWithToast } from "~/lib/responses.server";
import { RetryGradingSchema } from "~/lib/writing-speaking-schemas";
import { retryGrading } from "~/services/grading.server";
import { loadFeedback } from "~/services/writing-speaking.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "ws.feedbackTitle");

function kindOf(type: string | undefined) {
  return type === "writing" || type === "speaking" ? type : null;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const kind = kindOf(params.type);
  const id = parseId(params.id);
  const found = kind && id ? await loadFeedback(context.db, user, kind, id) : null;
  // someone else's submission answers exactly like a missing one, so ids cannot be probed
  if (!kind || !found) return data({ view: "notFound" as const }, { status: 404 });
  const { submission, state, feedback, late, prompt, nextId, buildSentence, email } = found;
  const promptHref = (promptId: number) => (kind === "writing" ? `/writing-practice/${promptId}` : `/speaking/${promptId}`);
  return {
    view: "feedback" as const,
    kind,
    id: submission.id,
    // Build a Sentence is scored at once: never pending
    state: buildSentence ? ("scored" as const) : state.state,
    messageKey: buildSentence ? null : state.messageKey,
    canRetry: buildSentence ? false : state.canRetry,
    taskType: prompt?.type ?? null,
    buildSentence,
    email,
    feedback,
    essay: submission.essay,
    recordingUrl: submission.audioKey ? `/media/${submission.audioKey}` : null,
    late,
    question: prompt ? questionSummary(prompt.question) : null,
    tryAgainHref: prompt ? promptHref(prompt.id) : null,
    nextHref: nextId ? promptHref(nextId) : "/exercises",
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const kind = kindOf(params.type);
  const id = parseId(params.id);
  if (!kind || !id) throw new Response("Not Found", { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: RetryGradingSchema });
  if (submission.status !== "success") return data({ error: "grading.retryNotAllowed" }, { status: 400 });
  const queued = await retryGrading(context.db, context.cloudflare.env.GRADING_QUEUE, id, user.id);
  if (!queued) return data({ error: "grading.retryNotAllowed" }, { status: 409 });
  return redirectWithToast(`/feedback/${kind}/${id}`, { type: "info", title: "grading.retryQueued" });
}

/** While the grade is pending: with JavaScript, check every 3 s for up to 120 s. */
function usePolling(pending: boolean) {
  const revalidator = useRevalidator();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started >= FEEDBACK_POLL_LIMIT_MS) {
        clearInterval(timer);
        setTimedOut(true);
        return;
      }
      if (document.visibilityState !== "hidden") revalidator.revalidate();
    }, FEEDBACK_POLL_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);
  return timedOut;
}

function Criterion({ label, criterion }: { label: string; criterion: SpeechCriterion | null }) {
  const t = useT();
  if (!criterion) return null;
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <p className="font-semibold">
        {t(label)}: {t("ws.scoreOf", { score: criterion.score, max: 4 })}
      </p>
      <p className="mt-1 text-sm text-slate-700">{renderFeedbackText(t, criterion.comment)}</p>
    </div>
  );
}

function FiveCriterion({ label, criterion }: { label: string; criterion: { score: number; comment: FeedbackText } }) {
  const t = useT();
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <p className="font-semibold">
        {t(label)}: {t("ws.scoreOf", { score: criterion.score, max: 5 })}
      </p>
      <p className="mt-1 text-sm text-slate-700">{renderFeedbackText(t, criterion.comment)}</p>
    </div>
  );
}

function Text({ text }: { text: FeedbackText }) {
  const t = useT();
  return <>{renderFeedbackText(t, text)}</>;
}

export default function FeedbackPage() {
  const loaderData = useLoaderData<typeof loader>();
  const t = useT();
  const navigation = useNavigation();
  const pending = loaderData.view === "feedback" && loaderData.state === "pending";
  const timedOut = usePolling(pending);
  if (loaderData.view === "notFound") {
    return <NotFoundView title="ws.feedbackNotFound" text="ws.feedbackNotFoundText" back="ws.returnToExercisesButton" />;
  }
  const { kind, state, messageKey, canRetry, feedback, essay, recordingUrl, late, question, tryAgainHref, nextHref, taskType, buildSentence, email } = loaderData;
  const writing = feedback?.kind === "writing" ? feedback : null;
  const speaking = feedback?.kind === "speaking" ? feedback : null;
  const untranscribed = speaking?.transcription.startsWith("[ERROR]") ?? false;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {pending ? (
        <noscript>
          <meta httpEquiv="refresh" content="3" />
        </noscript>
      ) : null}
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-xs uppercase tracking-wide text-slate-500">{t(kind === "writing" ? "ws.writingTitle" : "ws.speakingTitle")}</p>
          <h1 className="text-2xl font-bold">{t("ws.feedbackTitle")}</h1>
        </div>
        <div className="flex flex-wrap gap-3">
          {tryAgainHref ? (
            <Link to={tryAgainHref} className="rounded-md border border-slate-300 px-4 py-2 font-semibold">{t("ws.tryAgain")}</Link>
          ) : null}
          <Link to={nextHref} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">{t("ws.nextQuestion")}</Link>
        </div>
      </header>

      <p className="text-sm text-slate-600" data-testid="estimate-note">{t("grading.estimateNote")}</p>
      {late ? <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t("ws.lateBadge")}</p> : null}

      {pending ? (
        <section role="status" aria-live="polite" className="rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="grading-pending">
          {timedOut ? (
            <>
              <p className="font-semibold">{t("ws.timeout")}</p>
              <p className="mt-1 text-sm">{t("ws.timeoutText")}</p>
              <a href="" className="mt-2 inline-block font-semibold text-brand-700 underline">{t("ws.reload")}</a>
            </>
          ) : (
            <>
              <p className="font-semibold">{t("grading.status.pending")}</p>
              <p className="mt-1 text-sm text-slate-600">{t("ws.checking")}</p>
            </>
          )}
        </section>
      ) : null}

      {messageKey && !pending ? (
        <section role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
          <p className="font-semibold">{t(messageKey)}</p>
          {canRetry ? (
            <Form method="post" className="mt-3">
              <button
                type="submit"
                name="intent"
                value="retry"
                disabled={navigation.state !== "idle"}
                className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white disabled:opacity-60"
              >
                {t("grading.tryAgain")}
              </button>
            </Form>
          ) : null}
        </section>
      ) : null}

      {buildSentence ? (
        <section className="rounded-lg border border-slate-200 p-4" data-testid="bs-result">
          <p className={`text-2xl font-bold ${buildSentence.isCorrect ? "text-green-800" : "text-red-800"}`} data-testid="score">
            {t(buildSentence.isCorrect ? "tasksWS.bs.correct" : "tasksWS.bs.wrong")}
          </p>
          {buildSentence.sentence ? (
            <p className="mt-2">
              <span className="font-semibold">{t("tasksWS.bs.yourSentence")}</span> {buildSentence.sentence}
            </p>
          ) : null}
          <p className="mt-1">
            <span className="font-semibold">{t("tasksWS.bs.correctSentence")}</span>{" "}
            <span data-testid="bs-correct-sentence">{buildSentence.correctSentence}</span>
          </p>
        </section>
      ) : null}

      {writing && state === "graded" ? (
        <>
          <section className="rounded-lg border border-slate-200 p-4">
            <p className="text-sm uppercase text-slate-500">{t("ws.score")}</p>
            <p className="text-4xl font-bold" data-testid="score">{t("ws.scoreOf", { score: writing.score, max: 5 })}</p>
          </section>
          <section>
            <h2 className="text-lg font-semibold">{t("ws.feedback")}</h2>
            <p className="mt-1" data-testid="feedback-text"><Text text={writing.feedback} /></p>
          </section>
          {writing.suggestions.length ? (
            <section>
              <h2 className="text-lg font-semibold">{t("ws.suggestions")}</h2>
              <ul className="mt-1 list-disc space-y-1 pl-6">
                {writing.suggestions.map((s, i) => (
                  <li key={i}><Text text={s} /></li>
                ))}
              </ul>
            </section>
          ) : null}
          {writing.sampleResponse ? (
            <details className="rounded-md border border-slate-200 p-3">
              <summary className="cursor-pointer font-semibold">{t("ws.sampleResponse")}</summary>
              <p className="mt-2 whitespace-pre-line text-slate-700">{writing.sampleResponse}</p>
            </details>
          ) : null}
        </>
      ) : null}

      {speaking ? (
        <>
          {state === "graded" && speaking.score != null ? (
            <section className="rounded-lg border border-slate-200 p-4">
              <p className="text-sm uppercase text-slate-500">{t("ws.score")}</p>
              <p className="text-4xl font-bold" data-testid="score">{t("ws.scoreOf", { score: speaking.score, max: speaking.maxScore ?? 4 })}</p>
              {(speaking.maxScore ?? 4) === 4 ? (
                <p className="mt-1 font-medium">{t("ws.toeflEquivalent", { score: speakingToeflEquivalent(speaking.score) })}</p>
              ) : null}
            </section>
          ) : null}
          {speaking.repeat ? (
            <section className="rounded-lg border border-slate-200 p-4" data-testid="repeat-result">
              <p>
                <span className="font-semibold">{t("tasksWS.lr.sentence")}</span> <span data-testid="repeat-sentence">{speaking.repeat.target}</span>
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {t("tasksWS.lr.wer", { errors: speaking.repeat.errors, words: speaking.repeat.targetWords, percent: Math.round(speaking.repeat.wer * 100) })}
              </p>
              <p className="mt-1 text-xs text-slate-500">{t("tasksWS.lr.table")}</p>
            </section>
          ) : null}
          <section>
            <h2 className="text-lg font-semibold">{t("ws.transcription")}</h2>
            {untranscribed ? (
              <>
                <p className="mt-1">{t("ws.transcriptionError")}</p>
                <p className="mt-1 font-mono text-xs text-slate-500" data-testid="transcription">{speaking.transcription}</p>
              </>
            ) : (
              <p className="mt-1 whitespace-pre-line" data-testid="transcription">{speaking.transcription}</p>
            )}
          </section>
          {speaking.criteria ? (
            <div className="grid gap-3 md:grid-cols-2" data-testid="interview-criteria">
              <FiveCriterion label="tasksWS.interview.relevance" criterion={speaking.criteria.relevance} />
              <FiveCriterion label="tasksWS.interview.elaboration" criterion={speaking.criteria.elaboration} />
              <FiveCriterion label="ws.delivery" criterion={speaking.criteria.delivery} />
              <FiveCriterion label="ws.languageUse" criterion={speaking.criteria.languageUse} />
            </div>
          ) : null}
          <div className="grid gap-3 md:grid-cols-3">
            <Criterion label="ws.delivery" criterion={speaking.delivery} />
            <Criterion label="ws.languageUse" criterion={speaking.languageUse} />
            <Criterion label="ws.topicDevelopment" criterion={speaking.topicDevelopment} />
          </div>
          {state === "graded" ? (
            <section>
              <h2 className="text-lg font-semibold">{t("ws.feedback")}</h2>
              <p className="mt-1"><Text text={speaking.feedback} /></p>
            </section>
          ) : null}
        </>
      ) : null}

      {question && !speaking?.repeat ? (
        <section>
          <h2 className="text-lg font-semibold">
            {t(taskType === "listen_repeat" ? "tasksWS.lr.sentence" : taskType === "build_sentence" ? "tasksWS.bs.contextLabel" : taskType === "email" ? "tasksWS.email.situation" : "ws.question")}
          </h2>
          <p className="mt-1 whitespace-pre-line text-slate-700" data-testid="feedback-question">{question}</p>
          {email ? (
            <div className="mt-2 text-sm text-slate-700">
              <p>{t("tasksWS.email.to")} {email.to}</p>
              <p>{t("tasksWS.email.subject")} {email.subject}</p>
              <ul className="mt-1 list-disc pl-6">
                {email.goals.map((g, i) => (
                  <li key={i}>{g}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      ) : null}
      {essay ? (
        <section>
          <h2 className="text-lg font-semibold">{t("ws.yourAnswer", { count: countEssayWords(essay) })}</h2>
          <p className="mt-1 whitespace-pre-line rounded-md bg-slate-50 p-3" data-testid="essay">{essay}</p>
        </section>
      ) : null}
      {recordingUrl ? (
        <section>
          <h2 className="text-lg font-semibold">{t("ws.yourRecording")}</h2>
          <audio controls preload="none" src={recordingUrl} className="mt-2 w-full" />
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
