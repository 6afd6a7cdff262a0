import { Link } from "@remix-run/react";
import type { ItemState } from "~/domain/tasks/list";
import { TASK_REGISTRY, taskLabelKey, type TaskType } from "~/domain/tasks/registry";
import { useT } from "~/lib/i18n/react";

type Item = {
  id: number;
  href: string;
  title: string | null;
  set: string | null;
  position: number | null;
  questionCount: number | null;
  state: ItemState;
};

/** The items of one task type as cards: title, size, the learner's state, and the way in. */
export function TaskItemList({ type, items }: { type: TaskType; items: Item[] }) {
  const t = useT();
  if (!items.length) return <p className="rounded-md bg-slate-100 p-4 text-slate-700">{t("tasks.noItems")}</p>;
  const status = (s: ItemState) => {
    switch (s.kind) {
      case "new":
        return t("tasks.state.new");
      case "locked":
        return t("tasks.state.locked");
      case "answered":
        return s.total == null ? t("tasks.state.done") : t("tasks.state.answered", { correct: s.correct, total: s.total });
      case "graded":
        return s.score == null ? t("tasks.state.unscored") : t("tasks.state.graded", { score: s.score });
      case "pending":
        return t("tasks.state.pending");
      case "failed":
        return t("tasks.state.failed");
    }
  };
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {items.map((item, index) => {
        const name =
          item.title ??
          (item.set
            ? `${item.set}${item.position != null ? ` · ${t("tasks.position", { position: item.position })}` : ""}`
            : `${t(taskLabelKey(type))} ${index + 1}`);
        const feedback = "submissionId" in item.state ? item.state.submissionId : null;
        const section = feedback != null ? TASK_REGISTRY[type].section : null;
        return (
          <li key={item.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4" data-testid="task-item">
            <div className="flex items-start justify-between gap-2">
              <h2 className="font-semibold">{name}</h2>
              <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs">{status(item.state)}</span>
            </div>
            {item.questionCount ? <p className="text-sm text-slate-600">{t("tasks.questions", { count: item.questionCount })}</p> : null}
            <div className="mt-auto flex flex-wrap gap-3 text-sm">
              {item.state.kind === "locked" ? (
                <Link to="/subscribe" className="font-semibold text-brand-700 underline">
                  {t("exercises.subscribeNow")}
                </Link>
              ) : (
                <Link to={item.href} className="font-semibold text-brand-700 underline">
                  {item.state.kind === "new" ? t("tasks.start") : t("tasks.open")}
                </Link>
              )}
              {feedback != null && section ? (
                <Link to={`/feedback/${section}/${feedback}`} className="text-brand-700 underline">
                  {t("tasks.feedback")}
                </Link>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
