import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminPageHeader, buttonClass, ConfirmPanel, FormPanel, useSingleAudioPlayback } from "~/components/admin/admin-ui";
import { AudioIdRequired } from "~/components/admin/audio-id-required";
import { QuestionForm } from "~/components/admin/question-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatDuration } from "~/domain/audio-file";
import { correctLetters, letterFor, truncate } from "~/domain/questions";
import { IdSchema, ListeningQuestionSchema } from "~/lib/admin-validation";
import { requireAdmin } from "~/lib/auth.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/responses.server";
import { getAudio } from "~/models/audio.server";
import { listQuestions } from "~/models/question.server";
import { addQuestion, editQuestion, removeQuestion } from "~/services/content-admin.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "admin.audioQuestions.pageTitle");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const id = IdSchema.safeParse(params.id);
  if (!id.success) return { audio: null, questions: [], adding: false, editing: null, deleting: null };
  const audio = await getAudio(context.db, id.data);
  if (!audio) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const questions = await listQuestions(context.db, { audioId: audio.id });
  const find = (name: string) => questions.find((q) => q.id === Number(url.searchParams.get(name))) ?? null;
  return {
    audio: { id: audio.id, title: audio.title, url: audio.url, duration: audio.duration, difficultyLevel: audio.difficultyLevel },
    questions,
    adding: url.searchParams.get("add") === "1",
    editing: find("edit"),
    deleting: find("delete"),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const audioId = IdSchema.safeParse(params.id);
  const audio = audioId.success ? await getAudio(context.db, audioId.data) : null;
  if (!audio) throw new Response("Not Found", { status: 404 });
  const locale = localeFromRequest(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const back = `/admin/listening/audios/${audio.id}/questions`;
  const failed = (key: string, outcome: { error: string; params?: Record<string, string | number> }) =>
    translate(locale, "admin.failedWith", { action: translate(locale, key), message: translate(locale, outcome.error, outcome.params) });
  const questionId = IdSchema.safeParse(formData.get("id"));
  const own = questionId.success
    ? (await listQuestions(context.db, { audioId: audio.id })).find((q) => q.id === questionId.data)
    : undefined;

  if (intent === "delete") {
    const outcome = own ? await removeQuestion(context.db, own.id, "listening") : ({ ok: false, status: 404, error: "admin.question.notFound" } as const);
    if (!outcome.ok) return data({ intent: "delete" as const, error: failed("admin.question.deleteFailed", outcome) }, { status: outcome.status });
    return redirectWithToast(back, { type: "success", title: "admin.question.deleted" });
  }
  const mode = intent === "update" ? ("update" as const) : ("create" as const);
  const submission = parseWithZod(formData, { schema: ListeningQuestionSchema });
  if (submission.status !== "success") return data({ intent: mode, result: submission.reply() }, { status: 400 });
  const outcome =
    mode === "update"
      ? own
        ? await editQuestion(context.db, own.id, submission.value)
        : ({ ok: false, status: 404, error: "admin.question.notFound" } as const)
      : await addQuestion(context.db, "listening", audio.id, submission.value);
  if (!outcome.ok) {
    const key = mode === "update" ? "admin.question.updateFailed" : "admin.question.createFailed";
    return data({ intent: mode, result: submission.reply({ formErrors: [failed(key, outcome)] }) }, { status: outcome.status });
  }
  return redirectWithToast(mode === "create" ? `${back}?add=1#new-question` : back, {
    type: "success",
    title: mode === "create" ? "admin.question.created" : "admin.question.updated",
  });
}

export default function AudioQuestions() {
  const { audio, questions, adding, editing, deleting } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  useSingleAudioPlayback();
  if (!audio) return <AudioIdRequired />;
  const base = `/admin/listening/audios/${audio.id}/questions`;
  const createResult = actionData?.intent === "create" ? actionData.result : undefined;
  return (
    <div>
      <AdminPageHeader
        back={{ to: "/admin/listening/audios", label: "admin.audioQuestions.backToAudios" }}
        title={t("admin.audioQuestions.heading", { title: audio.title })}
        description={
          <>
            {t("admin.audioQuestions.meta", { duration: formatDuration(audio.duration), level: audio.difficultyLevel })} ·{" "}
            <a href={audio.url} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 hover:underline">{t("admin.audioQuestions.listen")}</a>
          </>
        }
        actions={
          <>
            <Link to="/admin/dashboard" className={buttonClass.secondary}>{t("admin.backToDashboard")}</Link>
            <Link to={`${base}?add=1#new-question`} className={buttonClass.primary}>{t("admin.questions.add")}</Link>
          </>
        }
      />
      <audio controls preload="none" src={audio.url} className="mb-6 w-full max-w-xl" aria-label={t("admin.audios.previewOf", { title: audio.title })} />

      {actionData?.intent === "delete" && !deleting ? (
        <p role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800">{actionData.error}</p>
      ) : null}
      {deleting ? (
        <ConfirmPanel id="delete-question" title={t("admin.question.deleteConfirm")}>
          <p>“{truncate(deleting.questionText)}”</p>
          <p className="mt-1">{t("admin.cannotUndo")}</p>
          {actionData?.intent === "delete" ? <p role="alert" className="mt-3 font-semibold">{actionData.error}</p> : null}
          <Form method="post" className="mt-4 flex gap-3">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={deleting.id} />
            <button type="submit" className={buttonClass.danger} disabled={navigation.state === "submitting"}>{t("admin.delete")}</button>
            <Link to={base} className={buttonClass.secondary}>{t("admin.cancel")}</Link>
          </Form>
        </ConfirmPanel>
      ) : null}

      {adding || createResult ? (
        <FormPanel id="new-question" title={t("admin.questions.addTitle")}>
          <QuestionForm
            key={questions.length}
            kind="listening"
            id="new-listening-question"
            lastResult={createResult}
            submitLabel={t("admin.questions.create")}
            hidden={<input type="hidden" name="intent" value="create" />}
            footer={<Link to={base} className={buttonClass.secondary}>{t("admin.cancel")}</Link>}
          />
        </FormPanel>
      ) : null}

      {editing ? (
        <FormPanel id="edit-question" title={t("admin.questions.editTitle")}>
          <QuestionForm
            key={editing.id}
            kind="listening"
            id={`edit-listening-question-${editing.id}`}
            defaultValue={editing}
            lastResult={actionData?.intent === "update" ? actionData.result : undefined}
            submitLabel={t("admin.saveChanges")}
            hidden={
              <>
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="id" value={editing.id} />
              </>
            }
            footer={<Link to={base} className={buttonClass.secondary}>{t("admin.cancel")}</Link>}
          />
        </FormPanel>
      ) : null}

      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase text-slate-600">
            <tr>
              <th className="px-4 py-3">{t("admin.col.question")}</th>
              <th className="px-4 py-3">{t("admin.col.options")}</th>
              <th className="px-4 py-3">{t("admin.col.correctAnswer")}</th>
              <th className="px-4 py-3">{t("admin.col.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {questions.length === 0 ? (
              <tr><td colSpan={4} className="px-4 py-6 text-center text-slate-500">{t("admin.questions.empty")}</td></tr>
            ) : (
              questions.map((q) => {
                const correct = correctLetters(q);
                return (
                  <tr key={q.id} className="border-t border-slate-100 align-top">
                    <td className="px-4 py-3">{q.questionText}</td>
                    <td className="px-4 py-3">
                      <ol className="space-y-0.5">
                        {q.options.map((option, i) => (
                          <li key={i} className={correct.includes(letterFor(i)) ? "font-bold" : undefined}>
                            {letterFor(i)}. {option}
                          </li>
                        ))}
                      </ol>
                    </td>
                    <td className="px-4 py-3 font-semibold">{correct.join(", ")}</td>
                    <td className="px-4 py-3">
                      <div className="flex gap-2">
                        <Link to={`${base}?edit=${q.id}#edit-question`} className={buttonClass.small} aria-label={t("admin.question.editNumber", { id: q.id })}>{t("admin.edit")}</Link>
                        <Link to={`${base}?delete=${q.id}#delete-question`} className={buttonClass.smallDanger} aria-label={t("admin.question.deleteNumber", { id: q.id })}>{t("admin.delete")}</Link>
                      </div>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
