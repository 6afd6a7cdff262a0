import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { AdminPageHeader, buttonClass, ConfirmPanel, FormPanel } from "~/components/admin/admin-ui";
import { PassageForm } from "~/components/admin/passage-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { IdSchema, PassageSchema } from "~/lib/admin-validation";
import { requireAdmin } from "~/lib/auth.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { failureReply, redirectWithToast } from "~/lib/responses.server";
import { getPassage, listPassages } from "~/models/passage.server";
import { countQuestions } from "~/models/question.server";
import { editPassage, removePassage } from "~/services/content-admin.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "admin.passages.pageTitle");

function idParam(url: URL, name: string) {
  const parsed = IdSchema.safeParse(url.searchParams.get(name));
  return parsed.success ? parsed.data : null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const editId = idParam(url, "edit");
  const deleteId = idParam(url, "delete");
  const [passages, editing, deleting] = await Promise.all([
    listPassages(context.db),
    editId ? getPassage(context.db, editId) : null,
    deleteId ? getPassage(context.db, deleteId) : null,
  ]);
  return {
    passages,
    editing,
    deleting: deleting
      ? { id: deleting.id, title: deleting.title, questionCount: await countQuestions(context.db, { passageId: deleting.id }) }
      : null,
  };
}

const DeleteSchema = z.object({ intent: z.literal("delete"), id: IdSchema });

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const formData = await request.formData();
  const locale = localeFromRequest(request);
  if (formData.get("intent") === "delete") {
    const parsed = DeleteSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return data({ intent: "delete" as const, error: translate(locale, "admin.invalidId") }, { status: 400 });
    const outcome = await removePassage(context.db, parsed.data.id);
    if (!outcome.ok) {
      const message = translate(locale, outcome.error, outcome.params);
      return data(
        { intent: "delete" as const, error: translate(locale, "admin.failedWith", { action: translate(locale, "admin.passage.deleteFailed"), message }) },
        { status: outcome.status },
      );
    }
    return redirectWithToast("/admin/reading/passages", { type: "success", title: "admin.passage.deleted" });
  }
  const id = IdSchema.safeParse(formData.get("id"));
  const submission = parseWithZod(formData, { schema: PassageSchema });
  if (!id.success || submission.status !== "success") {
    return data({ intent: "update" as const, result: submission.reply() }, { status: 400 });
  }
  const outcome = await editPassage(context.db, id.data, submission.value);
  if (!outcome.ok) return data({ intent: "update" as const, result: failureReply(submission, outcome, locale) }, { status: outcome.status });
  return redirectWithToast("/admin/reading/passages", { type: "success", title: "admin.passage.updated" });
}

export default function AdminPassages() {
  const { passages, editing, deleting } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  return (
    <div>
      <AdminPageHeader
        title={t("admin.passages.heading")}
        actions={
          <>
            <Link to="/admin/reading/questions" className={buttonClass.secondary}>{t("admin.passages.manageQuestions")}</Link>
            <Link to="/admin/reading/new" className={buttonClass.primary}>{t("admin.passages.add")}</Link>
          </>
        }
      />

      {actionData?.intent === "delete" && !deleting ? (
        <p role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800">{actionData.error}</p>
      ) : null}
      {deleting ? (
        <ConfirmPanel id="delete-passage" title={t("admin.passages.deleteTitle", { title: deleting.title })}>
          <p>{t("admin.passages.deleteText", { count: deleting.questionCount })}</p>
          <p className="mt-1">{t("admin.cannotUndo")}</p>
          {actionData?.intent === "delete" ? <p role="alert" className="mt-3 font-semibold">{actionData.error}</p> : null}
          <Form method="post" className="mt-4 flex gap-3">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={deleting.id} />
            <button type="submit" className={buttonClass.danger} disabled={navigation.state === "submitting"}>{t("admin.delete")}</button>
            <Link to="/admin/reading/passages" className={buttonClass.secondary}>{t("admin.cancel")}</Link>
          </Form>
        </ConfirmPanel>
      ) : null}

      {editing ? (
        <FormPanel id="edit-passage" title={t("admin.passages.editTitle")}>
          <PassageForm
            key={editing.id}
            id={`edit-passage-${editing.id}`}
            defaultValue={editing}
            lastResult={actionData?.intent === "update" ? actionData.result : undefined}
            submitLabel={t("admin.saveChanges")}
            hidden={
              <>
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="id" value={editing.id} />
              </>
            }
            footer={<Link to="/admin/reading/passages" className={buttonClass.secondary}>{t("admin.cancel")}</Link>}
          />
        </FormPanel>
      ) : null}

      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase text-slate-600">
            <tr>
              <th className="px-4 py-3">{t("admin.col.id")}</th>
              <th className="px-4 py-3">{t("admin.col.title")}</th>
              <th className="px-4 py-3">{t("admin.col.questions")}</th>
              <th className="px-4 py-3">{t("admin.col.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {passages.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-4 py-6 text-center text-slate-500">{t("admin.passages.empty")}</td>
              </tr>
            ) : (
              passages.map((p) => (
                <tr key={p.id} className="border-t border-slate-100">
                  <td className="px-4 py-3">{p.id}</td>
                  <td className="px-4 py-3 font-medium">{p.title}</td>
                  <td className="px-4 py-3">{p.questionCount}</td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-2">
                      <Link to={`/admin/reading/questions/${p.id}`} className={buttonClass.small} aria-label={t("admin.passages.viewQuestionsOf", { title: p.title })}>{t("admin.passages.viewQuestions")}</Link>
                      <Link to={`?edit=${p.id}#edit-passage`} className={buttonClass.small} aria-label={t("admin.editItem", { title: p.title })}>{t("admin.edit")}</Link>
                      <Link to={`?delete=${p.id}#delete-passage`} className={buttonClass.smallDanger} aria-label={t("admin.deleteItem", { title: p.title })}>{t("admin.delete")}</Link>
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
