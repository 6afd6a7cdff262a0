import { useEffect, useRef, useState } from "react";
import { useT } from "~/lib/i18n/react";

/**
 * A speaking answer. The baseline is a file input (`accept="audio/*" capture`: phones open their
 * recorder) in the multipart form; with JavaScript and a microphone, a recorder limited to
 * `maxSeconds` puts its recording into that same input, so both post the same form.
 */
export function Recorder({ name, maxSeconds }: { name: string; maxSeconds: number }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<"idle" | "recording" | "recorded">("idle");
  const [left, setLeft] = useState(maxSeconds);
  const [length, setLength] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setSupported(typeof MediaRecorder !== "undefined" && Boolean(navigator.mediaDevices?.getUserMedia));
  }, []);

  useEffect(() => {
    if (state !== "recording") return;
    const started = Date.now();
    const timer = setInterval(() => {
      const elapsed = Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, maxSeconds - elapsed));
      setLength(Math.min(maxSeconds, elapsed));
      if (elapsed >= maxSeconds) recorder.current?.stop();
    }, 250);
    return () => clearInterval(timer);
  }, [state, maxSeconds]);

  async function start() {
    setError(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setError(t("fullTest.micDenied"));
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    media.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      const type = (media.mimeType || "audio/webm").split(";")[0];
      const file = new File(chunks, `${name}.webm`, { type });
      const transfer = new DataTransfer();
      transfer.items.add(file);
      if (input.current) input.current.files = transfer.files;
      setState("recorded");
    };
    recorder.current = media;
    media.start(1000);
    setLeft(maxSeconds);
    setLength(0);
    setState("recording");
  }

  return (
    <div className="flex flex-col gap-2">
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-semibold">{t("fullTest.recordingFile")}</span>
        <input ref={input} type="file" name={name} accept="audio/*" capture />
      </label>
      {supported ? (
        <div className="flex flex-wrap items-center gap-3">
          {state === "recording" ? (
            <>
              <button type="button" onClick={() => recorder.current?.stop()} className="rounded-md bg-red-600 px-4 py-2 font-semibold text-white">
                {t("fullTest.stop")}
              </button>
              <span role="status">{t("fullTest.recordingLeft", { seconds: left })}</span>
            </>
          ) : (
            <>
              <button type="button" onClick={() => void start()} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
                {state === "recorded" ? t("fullTest.recordAgain") : t("fullTest.record")}
              </button>
              {state === "recorded" ? <span role="status">{t("fullTest.recorded", { seconds: length })}</span> : null}
            </>
          )}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
