import { Link } from "@remix-run/react";
import { useT } from "~/lib/i18n/react";

export type HubPrompt = {
  id: number;
  type: string;
  title: string | null;
  summary: string;
  latest: { id: number; status: string; score: number | null } | null;
  open: boolean;
};

/** The list of a section's prompts, grouped by type, with the learner's status of each. */
export function PromptHub({
  kind,
  prompts,
  types,
  limitReached,
  premium,
}: {
  kind: "writing" | "speaking";
  prompts: HubPrompt[];
  types: readonly string[];
  limitReached: boolean;
  premium: boolean;
}) {
  const t = useT();
  const href = (p: HubPrompt) => (kind === "writing" ? `/writing-practice/${p.id}` : `/speaking/${p.id}`);
  const typeKey = (type: string) => (kind === "writing" ? `ws.type.${type}` : `ws.speakingType.${type}`);
  const groups = [...types, ...new Set(prompts.map((p) => p.type).filter((type) => !types.includes(type)))];
  return (
    <div className="space-y-8">
      {!premium ? (
        <p className={`rounded-md p-3 text-sm ${limitReached ? "bg-amber-50 text-amber-900" : "bg-slate-100"}`}>
          {t("ws.limitNotice")}{" "}
          <Link to="/subscribe" className="font-semibold underline">{t("exercises.subscribeNow")}</Link>
        </p>
      ) : null}
      {groups.map((type) => {
        const list = prompts.filter((p) => p.type === type);
        if (!list.length) return null;
        return (
          <section key={type}>
            <h2 className="text-lg font-semibold">{t(typeKey(type))}</h2>
            <ul className="mt-3 grid gap-3 md:grid-cols-2">
              {list.map((p) => {
                const status = !p.open
                  ? t("ws.status.locked")
                  : !p.latest
                    ? t("ws.status.new")
                    : p.latest.status === "graded"
                      ? t("ws.status.graded", { score: p.latest.score ?? 0 })
                      : p.latest.status === "failed"
                        ? t("ws.status.failed")
                        : t("ws.status.pending");
                return (
                  <li key={p.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4" data-testid="prompt-card">
                    <div className="flex items-start justify-between gap-2">
                      <h3 className="font-semibold">{p.title ?? t(typeKey(p.type))}</h3>
                      <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs">{status}</span>
                    </div>
                    <p className="line-clamp-3 text-sm text-slate-600">{p.summary}</p>
                    <div className="mt-auto flex flex-wrap gap-3 text-sm font-semibold">
                      {p.open ? (
                        <Link to={href(p)} className="rounded-md bg-brand-600 px-3 py-1.5 text-white">
                          {p.latest ? t("ws.review") : t("ws.start")}
                        </Link>
                      ) : (
                        <Link to="/subscribe" className="rounded-md border border-slate-300 px-3 py-1.5">{t("exercises.subscribeNow")}</Link>
                      )}
                      {p.latest ? (
                        <Link to={`/feedback/${kind}/${p.latest.id}`} className="px-1 py-1.5 text-brand-700 underline">
                          {t("ws.seeFeedback")}
                        </Link>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      {prompts.length === 0 ? <p>{t("ws.noPrompts")}</p> : null}
    </div>
  );
}
