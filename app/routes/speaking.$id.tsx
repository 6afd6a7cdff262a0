import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { NotFoundView } from "~/components/practice/writing-task";
import { SpeakingRecorder } from "~/components/practice/speaking-recorder";
import { CurrentSpeakingIntro } from "~/components/tasks/current-speaking-intro";
import { requireUser } from "~/lib/auth.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { limitReachedRedirect, parseId } from "~/lib/practice.server";
import { redirectWithToast } from "~/lib/responses.server";
import { MAX_RECORDING_BYTES } from "~/services/grading.server";
import { openSpeaking, submitRecording } from "~/services/writing-speaking.server";

export const meta: MetaFunction<typeof loader> = ({ matches }) => pageTitle(matches, "ws.speakingTitle");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  const opened = id ? await openSpeaking(context.db, user, id) : null;
  if (!opened || !opened.ok) {
    if (opened && opened.status === 403) throw await limitReachedRedirect();
    return data({ view: "notFound" as const }, { status: 404 });
  }
  const { prompt, relatedPassage, relatedAudio, times } = opened;
  const info = (prompt.data ?? {}) as Record<string, unknown>;
  if (prompt.type === "listen_repeat" || prompt.type === "interview") {
    // the sentence (or the interviewer's question) is heard, never shown before answering
    return {
      view: "current" as const,
      type: prompt.type as "listen_repeat" | "interview",
      set: typeof info.set === "string" ? info.set : null,
      position: typeof info.position === "number" ? info.position : null,
      audio: relatedAudio ? { url: relatedAudio.url } : null,
      times,
    };
  }
  return {
    view: "task" as const,
    prompt: {
      id: prompt.id,
      type: prompt.type,
      question: prompt.question,
      title: typeof info.title === "string" ? info.title : null,
      readingTime: typeof info.readingTime === "number" ? info.readingTime : Number(info.readingTime) || null,
    },
    passage: relatedPassage,
    audio: relatedAudio ? { title: relatedAudio.title, url: relatedAudio.url } : null,
    times,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  if (!id) throw new Response("Not Found", { status: 404 });
  // refuse an oversized body before reading it (the multipart envelope adds a little)
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_RECORDING_BYTES + 64 * 1024) {
    return data({ error: "ws.recordingTooLarge" }, { status: 413 });
  }
  let file: File | null = null;
  try {
    const value = (await request.formData()).get("recording");
    file = value instanceof File ? value : null;
  } catch {
    file = null;
  }
  const env = context.cloudflare.env;
  const outcome = await submitRecording(
    { db: context.db, queue: env.GRADING_QUEUE, media: env.MEDIA },
    user,
    id,
    file ? { size: file.size, type: file.type, bytes: () => file!.arrayBuffer() } : null,
  );
  if (!outcome.ok) {
    if (outcome.status === 403) throw await limitReachedRedirect();
    if (outcome.status === 404) throw new Response("Not Found", { status: 404 });
    return data({ error: outcome.error }, { status: outcome.status });
  }
  return redirectWithToast(`/feedback/speaking/${outcome.submissionId}`, {
    type: "success",
    title: "ws.recordingSubmitted",
    description: "ws.recordingSubmittedText",
  });
}

function UploadForm() {
  const t = useT();
  const navigation = useNavigation();
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-3" data-testid="upload-form">
      <label htmlFor="recording" className="block font-semibold">{t("ws.uploadLabel")}</label>
      <p className="text-sm text-slate-600">{t("ws.uploadHint")}</p>
      <input id="recording" type="file" name="recording" accept="audio/*" capture className="block w-full text-sm" />
      <button
        type="submit"
        disabled={navigation.state !== "idle"}
        className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {navigation.state !== "idle" ? t("form.submitting") : t("ws.submitRecording")}
      </button>
    </Form>
  );
}

export default function SpeakingPrompt() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();
  const [recorder, setRecorder] = useState(false);
  useEffect(() => {
    setRecorder(typeof window !== "undefined" && "MediaRecorder" in window && Boolean(navigator.mediaDevices?.getUserMedia));
  }, []);
  if (loaderData.view === "notFound") {
    return <NotFoundView title="ws.speakingNotFound" text="ws.speakingNotFoundText" />;
  }
  const { times } = loaderData;
  const recording = recorder ? (
    <>
      <SpeakingRecorder preparation={times.preparation} speaking={times.speaking} />
      <details className="rounded-md border border-slate-200 p-3">
        <summary className="cursor-pointer text-sm font-medium">{t("ws.uploadLabel")}</summary>
        <div className="mt-3">
          <UploadForm />
        </div>
      </details>
    </>
  ) : (
    <>
      <p className="text-sm text-slate-600">{t("ws.times", { prep: times.preparation, speak: times.speaking })}</p>
      <UploadForm />
    </>
  );
  const error = actionData?.error ? (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">{t(actionData.error)}</p>
  ) : null;
  if (loaderData.view === "current") {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <CurrentSpeakingIntro type={loaderData.type} set={loaderData.set} position={loaderData.position} audio={loaderData.audio} seconds={times.speaking} />
        {error}
        {recording}
      </div>
    );
  }
  const { prompt, passage, audio } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <p className="text-xs uppercase tracking-wide text-slate-500">{t(`ws.speakingType.${prompt.type}`)}</p>
        <h1 className="text-2xl font-bold">{prompt.title ?? t("ws.speakingTitle")}</h1>
      </header>
      {passage ? (
        <section className="rounded-lg border border-slate-200 p-4">
          <h2 className="font-semibold">{passage.title}</h2>
          {prompt.readingTime ? <p className="text-sm text-slate-600">{t("ws.readingTime", { seconds: prompt.readingTime })}</p> : null}
          <div className="mt-2 space-y-2 leading-relaxed">
            {passage.content.split(/\n\s*\n/).filter((p) => p.trim()).map((p, i) => (
              <p key={i}>{p.trim()}</p>
            ))}
          </div>
        </section>
      ) : null}
      {audio ? (
        <section>
          <h2 className="font-semibold">{t("ws.listen")}: {audio.title}</h2>
          <audio controls preload="none" src={audio.url} className="mt-2 w-full" />
        </section>
      ) : null}
      <section>
        <h2 className="font-semibold">{t("ws.question")}</h2>
        <p className="mt-1 whitespace-pre-line text-lg">{prompt.question}</p>
      </section>
      {error}
      {recording}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
