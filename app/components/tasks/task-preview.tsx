import { EmailPrompt } from "~/components/tasks/email-prompt";
import type { TaskPreview } from "~/domain/tasks/prompt-types";
import { useT } from "~/lib/i18n/react";

/** The admin's preview of a current-format item: what the learner sees, and the answer. */
export function TaskPreviewPanel({ preview }: { preview: TaskPreview }) {
  const t = useT();
  return (
    <section className="mb-6 space-y-3 rounded-xl border border-brand-200 bg-brand-50/40 p-5" data-testid="task-preview">
      <h2 className="text-lg font-semibold">{t("tasksWS.admin.preview")}</h2>
      {preview.type === "build_sentence" ? (
        <>
          <p><span className="font-semibold">{t("tasksWS.bs.contextLabel")}</span> {preview.context}</p>
          <ul className="flex flex-wrap gap-2">
            {[...preview.chunks, preview.distractor].map((c, i) => (
              <li key={i} className="rounded-md border border-slate-300 bg-white px-3 py-1">{c}</li>
            ))}
          </ul>
          <p><span className="font-semibold">{t("tasksWS.bs.correctSentence")}</span> {preview.sentence}</p>
          <p className="text-sm text-slate-600">{t("tasksWS.admin.distractorIs", { chunk: preview.distractor })}</p>
        </>
      ) : preview.type === "email" ? (
        <EmailPrompt email={preview} />
      ) : (
        <>
          <p className="font-semibold">{preview.set}</p>
          <p className="text-sm text-slate-600">
            {t("tasksWS.speaking.position", { n: preview.position, of: preview.type === "listen_repeat" ? 7 : 4 })} ·{" "}
            {t("tasksWS.admin.window", { seconds: preview.seconds })}
          </p>
          {preview.audioUrl ? <audio controls preload="none" src={preview.audioUrl} className="w-full" /> : null}
          <p>
            <span className="font-semibold">{t(preview.type === "listen_repeat" ? "tasksWS.lr.sentence" : "tasksWS.admin.interviewQuestion")}</span> {preview.text}
          </p>
        </>
      )}
    </section>
  );
}
