import { useEffect, useRef, useState } from "react";
import { useT } from "~/lib/i18n/react";

/**
 * Audio the learner hears once, as in the test. With JavaScript: a Play button that plays it once and
 * then says it was played. Without JavaScript the browser's own player is the only way to hear it.
 */
export function OnceAudio({ url, label }: { url: string; label: string }) {
  const t = useT();
  const audio = useRef<HTMLAudioElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [state, setState] = useState<"ready" | "playing" | "played">("ready");
  useEffect(() => setEnhanced(true), []);
  if (!enhanced) return <audio controls preload="none" src={url} className="mt-2 w-full" aria-label={label} />;
  return (
    <div className="mt-2 flex items-center gap-3">
      <audio ref={audio} preload="auto" src={url} onEnded={() => setState("played")} onError={() => setState("played")} />
      <button
        type="button"
        disabled={state !== "ready"}
        onClick={() => {
          setState("playing");
          audio.current?.play().catch(() => setState("played"));
        }}
        className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white disabled:opacity-60"
        data-testid="play-once"
      >
        {t(state === "ready" ? "tasksWS.audio.play" : state === "playing" ? "tasksWS.audio.playing" : "tasksWS.audio.played")}
      </button>
      <span className="text-sm text-slate-600">{t("tasksWS.audio.once")}</span>
    </div>
  );
}
