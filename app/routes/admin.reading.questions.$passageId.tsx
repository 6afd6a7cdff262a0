import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminPageHeader, buttonClass, ConfirmPanel, FormPanel } from "~/components/admin/admin-ui";
import { QuestionForm } from "~/components/admin/question-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { correctLetters, MAX_QUESTIONS_PER_PASSAGE, truncate } from "~/domain/questions";
import { IdSchema, ReadingQuestionSchema } from "~/lib/admin-validation";
import { requireAdmin } from "~/lib/auth.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/responses.server";
import { getPassage } from "~/models/passage.server";
import { countQuestions, listQuestions } from "~/models/question.server";
import { addQuestion, editQuestion, removeQuestion } from "~/services/content-admin.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "admin.questions.pageTitle");

async function loadPassage(params: LoaderFunctionArgs["params"], context: LoaderFunctionArgs["context"]) {
  const id = IdSchema.safeParse(params.passageId);
  const passage = id.success ? await getPassage(context.db, id.data) : null;
  if (!passage) throw new Response("Not Found", { status: 404 });
  return passage;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const passage = await loadPassage(params, context);
  const url = new URL(request.url);
  const questions = await listQuestions(context.db, { passageId: passage.id });
  const find = (name: string) => {
    const id = Number(url.searchParams.get(name));
    return questions.find((q) => q.id === id) ?? null;
  };
  return {
    passage: { id: passage.id, title: passage.title },
    questions,
    adding: url.searchParams.get("add") === "1" && questions.length < MAX_QUESTIONS_PER_PASSAGE,
    editing: find("edit"),
    deleting: find("delete"),
  };
}

/** Creates, updates and deletes (intent) the passage's questions, with the failure toasts' texts inline. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const passage = await loadPassage(params, context);
  const locale = localeFromRequest(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const back = `/admin/reading/questions/${passage.id}`;
  const failed = (key: string, outcome: { error: string; params?: Record<string, string | number> }) =>
    translate(locale, "admin.failedWith", { action: translate(locale, key), message: translate(locale, outcome.error, outcome.params) });

  if (intent === "delete") {
    const id = IdSchema.safeParse(formData.get("id"));
    const outcome = id.success
      ? await removeQuestion(context.db, id.data, "reading")
      : ({ ok: false, status: 400, error: "admin.invalidId" } as const);
    if (!outcome.ok) return data({ intent: "delete" as const, error: failed("admin.question.deleteFailed", outcome) }, { status: outcome.status });
    return redirectWithToast(back, { type: "success", title: "admin.question.deleted" });
  }

  const submission = parseWithZod(formData, { schema: ReadingQuestionSchema });
  const mode = intent === "update" ? ("update" as const) : ("create" as const);
  if (submission.status !== "success") return data({ intent: mode, result: submission.reply() }, { status: 400 });
  if (mode === "update") {
    const id = IdSchema.safeParse(formData.get("id"));
    const existing = id.success ? (await listQuestions(context.db, { passageId: passage.id })).find((q) => q.id === id.data) : null;
    const outcome = existing ? await editQuestion(context.db, existing.id, submission.value) : ({ ok: false, status: 404, error: "admin.question.notFound" } as const);
    if (!outcome.ok) {
      return data({ intent: mode, result: submission.reply({ formErrors: [failed("admin.question.updateFailed", outcome)] }) }, { status: outcome.status });
    }
    return redirectWithToast(back, { type: "success", title: "admin.question.updated" });
  }
  const outcome = await addQuestion(context.db, "reading", passage.id, submission.value);
  if (!outcome.ok) {
    return data({ intent: mode, result: submission.reply({ formErrors: [failed("admin.question.createFailed", outcome)] }) }, { status: outcome.status });
  }
  // The add form stays open, reset, for the next question (admin spec section 4).
  const next = (await countQuestions(context.db, { passageId: passage.id })) < MAX_QUESTIONS_PER_PASSAGE;
  return redirectWithToast(next ? `${back}?add=1#new-question` : back, { type: "success", title: "admin.question.created" });
}

export default function PassageQuestions() {
  const { passage, questions, adding, editing, deleting } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  const full = questions.length >= MAX_QUESTIONS_PER_PASSAGE;
  const base = `/admin/reading/questions/${passage.id}`;
  const createResult = actionData?.intent === "create" ? actionData.result : undefined;
  const showCreate = adding || Boolean(createResult);
  return (
    <div>
      <AdminPageHeader
        back={{ to: "/admin/reading/questions", label: "admin.questions.backToPassages" }}
        title={t("admin.questions.forPassage", { title: passage.title })}
        description={t("admin.questions.countOf", { count: questions.length, max: MAX_QUESTIONS_PER_PASSAGE })}
        actions={
          <>
            <Link to="/admin/dashboard" className={buttonClass.secondary}>{t("admin.backToDashboard")}</Link>
            {full ? (
              <button type="button" disabled className={buttonClass.primary}>{t("admin.questions.maxReached")}</button>
            ) : (
              <Link to={`${base}?add=1#new-question`} className={buttonClass.primary}>{t("admin.questions.add")}</Link>
            )}
          </>
        }
      />

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

      {showCreate && !full ? (
        <FormPanel id="new-question" title={t("admin.questions.addTitle")}>
          <QuestionForm
            key={questions.length}
            kind="reading"
            id="new-question-form"
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
            kind="reading"
            id={`edit-question-${editing.id}`}
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
              <th className="px-4 py-3">{t("admin.col.id")}</th>
              <th className="px-4 py-3">{t("admin.col.question")}</th>
              <th className="px-4 py-3">{t("admin.col.type")}</th>
              <th className="px-4 py-3">{t("admin.col.correctAnswer")}</th>
              <th className="px-4 py-3">{t("admin.col.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {questions.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-4 py-6 text-center text-slate-500">{t("admin.questions.empty")}</td>
              </tr>
            ) : (
              questions.map((q) => (
                <tr key={q.id} className="border-t border-slate-100">
                  <td className="px-4 py-3">{q.id}</td>
                  <td className="px-4 py-3" title={q.questionText}>{truncate(q.questionText)}</td>
                  <td className="px-4 py-3">{q.questionType === "prose_summary" ? t("admin.question.typeProse") : t("admin.question.typeSingle")}</td>
                  <td className="px-4 py-3 font-semibold">{correctLetters(q).join(", ")}</td>
                  <td className="px-4 py-3">
                    <div className="flex gap-2">
                      <Link to={`${base}?edit=${q.id}#edit-question`} className={buttonClass.small} aria-label={t("admin.question.editNumber", { id: q.id })}>{t("admin.edit")}</Link>
                      <Link to={`${base}?delete=${q.id}#delete-question`} className={buttonClass.smallDanger} aria-label={t("admin.question.deleteNumber", { id: q.id })}>{t("admin.delete")}</Link>
                    </div>
                  </td>
                </tr>
              ))
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
