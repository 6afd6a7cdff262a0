import { useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useT } from "~/lib/i18n/react";

type Stage = "idle" | "preparing" | "recording" | "recorded";

function useTicker(active: boolean, seconds: number, onDone: () => void) {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!active) return;
    setLeft(seconds);
    const started = Date.now();
    const timer = setInterval(() => {
      const next = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(next);
      if (next === 0) {
        clearInterval(timer);
        done.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [active, seconds]);
  return left;
}

function pickMimeType() {
  for (const type of ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus", "audio/mp4"]) {
    if (typeof MediaRecorder !== "undefined" && MediaRecorder.isTypeSupported?.(type)) return type;
  }
  return "";
}

/**
 * The microphone flow (JavaScript only): Start asks for the microphone, then the preparation
 * countdown, then recording with its countdown (stop early), playback, Record Again, Submit. The
 * recording is posted to the page's own action as the same `recording` file field the form sends.
 */
export function SpeakingRecorder({ preparation, speaking }: { preparation: number; speaking: number }) {
  const t = useT();
  const submit = useSubmit();
  const [stage, setStage] = useState<Stage>("idle");
  const [error, setError] = useState<string | null>(null);
  const [blob, setBlob] = useState<Blob | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);

  const stopTracks = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  useEffect(() => () => stopTracks(), []);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  function startRecording() {
    if (!stream.current) return;
    const type = pickMimeType();
    const rec = new MediaRecorder(stream.current, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    rec.onstop = () => {
      const recorded = new Blob(chunks, { type: rec.mimeType || "audio/webm" });
      stopTracks();
      setBlob(recorded);
      setUrl(URL.createObjectURL(recorded));
      setStage("recorded");
    };
    recorder.current = rec;
    rec.start(250);
    setStage("recording");
  }

  function stop() {
    if (recorder.current?.state === "recording") recorder.current.stop();
  }

  const prepLeft = useTicker(stage === "preparing", preparation, startRecording);
  const speakLeft = useTicker(stage === "recording", speaking, stop);

  async function start() {
    setError(null);
    setBlob(null);
    setUrl(null);
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
      setStage("preparing");
    } catch {
      setError(t("ws.micDenied"));
      setStage("idle");
    }
  }

  function send() {
    if (!blob) {
      setError(t("ws.noRecording"));
      return;
    }
    const form = new FormData();
    const ext = blob.type.includes("ogg") ? "ogg" : blob.type.includes("mp4") ? "m4a" : "webm";
    form.set("recording", new File([blob], `recording.${ext}`, { type: blob.type || "audio/webm" }));
    setSubmitting(true);
    submit(form, { method: "post", encType: "multipart/form-data" });
  }

  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-4" data-testid="recorder">
      <p className="text-sm text-slate-600">{t("ws.times", { prep: preparation, speak: speaking })}</p>
      {stage === "idle" ? (
        <button type="button" onClick={start} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
          {t("ws.startRecording")}
        </button>
      ) : null}
      {stage === "preparing" ? (
        <p role="timer" className="text-lg font-semibold">
          {t("ws.preparing")}: <span className="font-mono">{t("ws.secondsLeft", { seconds: prepLeft })}</span>
        </p>
      ) : null}
      {stage === "recording" ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="timer" className={`text-lg font-semibold ${speakLeft <= 10 ? "text-red-700" : ""}`}>
            <span aria-hidden className="mr-1 inline-block h-3 w-3 animate-pulse rounded-full bg-red-600" />
            {t("ws.recording")}: <span className="font-mono">{t("ws.secondsLeft", { seconds: speakLeft })}</span>
          </p>
          <button type="button" onClick={stop} className="rounded-md border border-slate-300 px-4 py-2 font-semibold">
            {t("ws.stopRecording")}
          </button>
        </div>
      ) : null}
      {stage === "recorded" && url ? (
        <div className="space-y-3">
          <p className="font-semibold">{t("ws.recorded")}</p>
          <audio controls src={url} className="w-full" data-testid="playback" />
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={start} disabled={submitting} className="rounded-md border border-slate-300 px-4 py-2 font-semibold">
              {t("ws.recordAgain")}
            </button>
            <button type="button" onClick={send} disabled={submitting} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white disabled:opacity-60">
              {submitting ? t("form.submitting") : t("ws.submitRecording")}
            </button>
          </div>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
