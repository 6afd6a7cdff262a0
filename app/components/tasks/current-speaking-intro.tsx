import { OnceAudio } from "~/components/tasks/once-audio";
import { useT } from "~/lib/i18n/react";

/**
 * The top of the speaking screen for Listen and Repeat and Take an Interview: the set's context, the
 * audio heard once, and the answer window (no preparation time). The sentence or question itself is
 * not shown before answering; the feedback page reveals it.
 */
export function CurrentSpeakingIntro({
  type,
  set,
  position,
  audio,
  seconds,
}: {
  type: "listen_repeat" | "interview";
  set: string | null;
  position: number | null;
  audio: { url: string } | null;
  seconds: number;
}) {
  const t = useT();
  return (
    <>
      <header>
        <p className="text-xs uppercase tracking-wide text-slate-500">{t(`tasks.type.${type}`)}</p>
        <h1 className="text-2xl font-bold">{set ?? t(`tasks.type.${type}`)}</h1>
        {position ? <p className="text-sm text-slate-600">{t("tasksWS.speaking.position", { n: position, of: type === "listen_repeat" ? 7 : 4 })}</p> : null}
      </header>
      <p className="rounded-md bg-slate-50 p-3 text-sm" data-testid="current-speaking-instructions">
        {t(type === "listen_repeat" ? "tasksWS.lr.instructions" : "tasksWS.interview.instructions", { seconds })}
      </p>
      {audio ? (
        <section>
          <h2 className="font-semibold">{t(type === "listen_repeat" ? "tasksWS.lr.listen" : "tasksWS.interview.listen")}</h2>
          <OnceAudio url={audio.url} label={t(type === "listen_repeat" ? "tasksWS.lr.listen" : "tasksWS.interview.listen")} />
        </section>
      ) : null}
    </>
  );
}
