import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useRef, useState } from "react";
import { Countdown } from "~/components/practice/countdown";
import { EmailPrompt } from "~/components/tasks/email-prompt";
import { countEssayWords } from "~/domain/writing-speaking";
import { useT } from "~/lib/i18n/react";
import type { writingAction, writingLoader } from "~/lib/writing-practice.server";

type LoaderData = Awaited<ReturnType<typeof writingLoader>>;
type TaskData = Extract<LoaderData extends { data: infer D } ? D : LoaderData, { view: "task" }>;

export function BackToExercises({ label = "ws.backToExercises" }: { label?: string }) {
  const t = useT();
  return (
    <Link to="/exercises" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
      {t(label)}
    </Link>
  );
}

export function NotFoundView({ title, text, back = "ws.backToExercises" }: { title: string; text: string; back?: string }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <h1 className="text-2xl font-bold">{t(title)}</h1>
      <p className="mt-2 text-slate-600">{t(text)}</p>
      <BackToExercises label={back} />
    </section>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {p}
          </p>
        ))}
    </>
  );
}

function Discussion({ discussion }: { discussion: NonNullable<TaskData["discussion"]> }) {
  const t = useT();
  const posts = [
    { who: discussion.studentNames[0] ?? `${t("ws.student")} 1`, text: discussion.firstStudentPost },
    { who: discussion.studentNames[1] ?? `${t("ws.student")} 2`, text: discussion.secondStudentPost },
  ].filter((p) => p.text);
  return (
    <div className="space-y-4">
      {discussion.instructions ? <p className="rounded-md bg-slate-50 p-3 text-sm">{discussion.instructions}</p> : null}
      {discussion.course ? <p className="text-sm text-slate-600">{t("ws.course", { course: discussion.course })}</p> : null}
      <article className="rounded-lg border border-brand-200 bg-brand-50 p-4" data-testid="professor-post">
        <h3 className="font-semibold">
          {discussion.professorName ? t("ws.professorNamed", { name: discussion.professorName }) : t("ws.professor")}
        </h3>
        <div className="mt-2 space-y-2">
          <Paragraphs text={discussion.professorPost} />
        </div>
      </article>
      {posts.map((post, i) => (
        <article key={i} className="ml-6 rounded-lg border border-slate-200 p-4" data-testid="student-post">
          <h3 className="font-semibold">{post.who}</h3>
          <div className="mt-2 space-y-2">
            <Paragraphs text={post.text} />
          </div>
        </article>
      ))}
    </div>
  );
}

const MESSAGE_TEXT: Record<string, string> = { "ws.emptyEssay": "ws.emptyEssayText" };

/** The writing screen: sources on the left, the timed essay form on the right. */
export function WritingTask() {
  const data = useLoaderData<typeof writingLoader>() as TaskData;
  const actionData = useActionData<typeof writingAction>();
  const navigation = useNavigation();
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const [essay, setEssay] = useState(actionData?.essay ?? "");
  const [expired, setExpired] = useState(data.remaining <= 0);
  const [timeUpDialog, setTimeUpDialog] = useState(false);
  const words = countEssayWords(essay);
  const timeUp = expired || Boolean(actionData?.timeUp);
  const pending = navigation.state !== "idle";
  const { prompt, discussion, passage, audio, suggested, email, minWords } = data;
  const typeLabel = prompt.type === "email" ? "tasks.type.email" : `ws.type.${prompt.type}`;

  function onExpire() {
    setExpired(true);
    const text = formRef.current?.querySelector("textarea")?.value ?? "";
    if (text.trim()) formRef.current?.requestSubmit();
    else setTimeUpDialog(true);
  }

  const showTimeUp = timeUpDialog || (actionData?.timeUp && actionData.error === "ws.emptyEssay");
  return (
    <div>
      <div className="sticky top-0 z-10 -mx-4 mb-4 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 py-2">
        <div>
          <p className="text-xs uppercase tracking-wide text-slate-500">{t(typeLabel)}</p>
          <h1 className="text-xl font-bold">{prompt.title ?? t(typeLabel)}</h1>
        </div>
        <Countdown seconds={data.remaining} onExpire={onExpire} />
      </div>

      {showTimeUp ? (
        <section role="alertdialog" aria-labelledby="time-up-title" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-4">
          <h2 id="time-up-title" className="text-lg font-bold text-red-900">{t("ws.timeUpTitle")}</h2>
          <p className="mt-1 text-sm text-red-900">{t("ws.timeUpText")}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to="/exercises" className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold">
              {t("ws.returnToExercises")}
            </Link>
            <button type="submit" form="essay-form" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
              {t("ws.submitEssay")}
            </button>
          </div>
        </section>
      ) : timeUp ? (
        <p role="alert" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {pending ? t("ws.autoSubmitting") : t("ws.timeUpNoJs")}
        </p>
      ) : null}

      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-6 lg:max-h-[75vh] lg:overflow-y-auto lg:pr-4">
          {prompt.type === "integrated" ? (
            <>
              {prompt.instructions ? (
                <section>
                  <h2 className="font-semibold">{t("ws.instructions")}</h2>
                  <p className="mt-1 text-sm text-slate-700">{prompt.instructions}</p>
                </section>
              ) : null}
              {passage ? (
                <section>
                  <h2 className="font-semibold">{t("ws.readingPassage")}: {passage.title}</h2>
                  <div className="mt-2 space-y-3 leading-relaxed">
                    <Paragraphs text={passage.content} />
                  </div>
                </section>
              ) : null}
              {audio ? (
                <section>
                  <h2 className="font-semibold">{t("ws.lecture")}: {audio.title}</h2>
                  <audio controls preload="none" src={audio.url} className="mt-2 w-full" />
                  {audio.transcription ? (
                    <details className="mt-2 rounded-md border border-slate-200 p-3">
                      <summary className="cursor-pointer text-sm font-medium">{t("ws.transcript")}</summary>
                      <div className="mt-2 space-y-2 text-sm text-slate-700">
                        <Paragraphs text={audio.transcription} />
                      </div>
                    </details>
                  ) : null}
                </section>
              ) : null}
              <section>
                <h2 className="font-semibold">{t("ws.question")}</h2>
                <p className="mt-1 whitespace-pre-line">{prompt.question}</p>
              </section>
            </>
          ) : email ? (
            <EmailPrompt email={email} />
          ) : discussion ? (
            <Discussion discussion={discussion} />
          ) : (
            <section className="space-y-3">
              {prompt.instructions ? <p className="rounded-md bg-slate-50 p-3 text-sm">{prompt.instructions}</p> : null}
              <h2 className="font-semibold">{t("ws.question")}</h2>
              <p className="whitespace-pre-line">{prompt.question}</p>
            </section>
          )}
        </div>

        <Form method="post" id="essay-form" ref={formRef} className="space-y-2" aria-busy={pending}>
          <label htmlFor="essay" className="block font-semibold">{t(email ? "tasksWS.email.yourEmail" : "ws.yourEssay")}</label>
          {suggested ? <p className="text-sm text-slate-600">{t("ws.suggested", { min: suggested.min, max: suggested.max })}</p> : null}
          <textarea
            id="essay"
            name="essay"
            rows={18}
            value={essay}
            onChange={(e) => setEssay(e.target.value)}
            aria-describedby="word-count essay-error"
            className="w-full rounded-md border border-slate-300 p-3 leading-relaxed"
          />
          <p
            id="word-count"
            data-testid="word-count"
            aria-live="polite"
            className={`text-sm font-medium ${words < minWords ? "text-red-700" : "text-green-800"}`}
          >
            {t("ws.wordCount", { count: words })}
          </p>
          <div id="essay-error" className="min-h-6">
            {actionData?.error && !showTimeUp ? (
              <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                <p className="font-semibold">{t(actionData.error)}</p>
                {MESSAGE_TEXT[actionData.error] ? <p>{t(MESSAGE_TEXT[actionData.error])}</p> : null}
                {actionData.error === "ws.minWords" ? <p>{t("ws.minWordsCount", { count: countEssayWords(actionData.essay) })}</p> : null}
              </div>
            ) : null}
          </div>
          <button
            type="submit"
            disabled={pending}
            className="inline-flex items-center justify-center rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {pending ? t("form.submitting") : t(email ? "tasksWS.email.send" : "ws.submitEssay")}
          </button>
        </Form>
      </div>
    </div>
  );
}
