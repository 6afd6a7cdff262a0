import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminPageHeader, buttonClass } from "~/components/admin/admin-ui";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CompleteWordsPractice } from "~/components/tasks/complete-words";
import { letterFor } from "~/domain/practice/answers";
import { completeWordsGaps, completeWordsSegments, learnerSegments } from "~/domain/tasks/complete-words";
import { readingItemSeconds, listeningAllowedSeconds, isReadingTaskType } from "~/domain/tasks/reading-listening-rules";
import { taskLabelKey } from "~/domain/tasks/registry";
import { IdSchema } from "~/lib/admin-validation";
import { requireAdmin } from "~/lib/auth.server";
import { taskSectionParam } from "~/lib/current-task-schemas";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { getTaskItem } from "~/services/content-admin.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "tasksRL.heading");

/** The item as the learner will see it (Complete the Words: with the gaps the server computes). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const section = taskSectionParam(params.section);
  const id = IdSchema.safeParse(params.id);
  const found = section && id.success ? await getTaskItem(context.db, section, id.data) : null;
  if (!found) throw new Response("Not Found", { status: 404 });
  const item = found.item as typeof found.item & { content?: string; transcription?: string; url?: string; data?: Record<string, unknown> | null };
  const content = item.content ?? "";
  return {
    section: found.section,
    type: found.type,
    id: item.id,
    title: item.title,
    content,
    genre: typeof item.data?.genre === "string" ? item.data.genre : null,
    audioUrl: item.url ?? null,
    transcription: item.transcription ?? null,
    seconds: isReadingTaskType(found.type) ? readingItemSeconds(found.type) : listeningAllowedSeconds(found.type, found.questions.length),
    segments: found.type === "complete_words" ? learnerSegments(completeWordsSegments(content)) : null,
    gaps: found.type === "complete_words" ? completeWordsGaps(content) : null,
    questions: found.questions.map((q) => ({ id: q.id, questionText: q.questionText, options: q.options, correctAnswer: q.correctAnswer, explanation: q.explanation })),
  };
}

export default function PreviewTaskItem() {
  const d = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl">
      <AdminPageHeader
        title={t("tasksRL.admin.previewHeading", { title: d.title })}
        description={`${t(taskLabelKey(d.type))} · ${t("tasksRL.admin.previewIntro")}`}
        actions={
          <>
            <Link to={`/admin/${d.section}/tasks/${d.id}`} className={buttonClass.secondary}>{t("tasksRL.admin.edit")}</Link>
            <Link to={`/admin/${d.section}/tasks`} className={buttonClass.secondary}>{t("tasksRL.admin.backToList")}</Link>
          </>
        }
      />
      <p className="mb-4 text-sm text-slate-600">{t("tasksRL.itemTime", { minutes: Math.floor(d.seconds / 60), seconds: d.seconds % 60 })}</p>
      {d.segments ? (
        <>
          <CompleteWordsPractice segments={d.segments} result={null} remaining={d.seconds} preview />
          <section className="mt-6">
            <h2 className="text-lg font-semibold">{t("tasksRL.admin.gapsHeading")}</h2>
            <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2" data-testid="ctw-gaps">
              {(d.gaps ?? []).map((g) => (
                <li key={g.index} className="font-mono">{t("tasksRL.admin.gapWord", { n: g.index + 1, visible: g.visible, missing: g.missing })}</li>
              ))}
            </ol>
          </section>
        </>
      ) : (
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="space-y-4">
            {d.genre ? <p className="text-xs text-slate-500">{t("tasksRL.genreLabel", { genre: t(`tasksRL.admin.genre.${d.genre}`) })}</p> : null}
            {d.section === "reading" ? (
              <article className="whitespace-pre-line rounded-lg border border-slate-200 p-4 leading-relaxed">{d.content}</article>
            ) : (
              <>
                {d.audioUrl ? <audio controls preload="none" src={d.audioUrl} className="w-full" aria-label={t("admin.upload.preview")} /> : null}
                <details className="rounded-lg border border-slate-200 p-4">
                  <summary className="cursor-pointer font-semibold">{t("tasksRL.admin.transcript")}</summary>
                  <p className="mt-2 whitespace-pre-line text-sm">{d.transcription}</p>
                </details>
              </>
            )}
          </div>
          <ol className="space-y-4">
            {d.questions.map((q, index) => (
              <li key={q.id} className="rounded-lg border border-slate-200 p-4">
                <p className="text-xs font-semibold uppercase text-slate-500">{t("practice.questionN", { n: index + 1 })}</p>
                <p className="mt-1 whitespace-pre-line font-medium">{q.questionText}</p>
                <ul className="mt-2 space-y-1">
                  {q.options.map((option, i) => (
                    <li key={i} className={`rounded-md border p-2 ${letterFor(i) === q.correctAnswer ? "border-green-400 bg-green-50" : "border-slate-200"}`}>
                      <strong>{letterFor(i)}.</strong> {option}
                    </li>
                  ))}
                </ul>
                {q.explanation ? <p className="mt-2 text-sm text-slate-700">{q.explanation}</p> : null}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
