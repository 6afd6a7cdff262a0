import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminPageHeader, buttonClass, ConfirmPanel } from "~/components/admin/admin-ui";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LISTENING_TASK_TYPES, READING_TASK_TYPES } from "~/domain/tasks/reading-listening-rules";
import { taskLabelKey } from "~/domain/tasks/registry";
import { IdSchema } from "~/lib/admin-validation";
import { requireAdmin } from "~/lib/auth.server";
import { taskSectionParam } from "~/lib/current-task-schemas";
import { localeFromRequest, translate } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/responses.server";
import { listTaskItems, removeTaskItem } from "~/services/content-admin.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "tasksRL.heading");

function sectionOr404(value: string | undefined) {
  const section = taskSectionParam(value);
  if (!section) throw new Response("Not Found", { status: 404 });
  return section;
}

/** /admin/reading/tasks and /admin/listening/tasks: the current format's items, with create, edit, preview, delete. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const section = sectionOr404(params.section);
  const url = new URL(request.url);
  const items = await listTaskItems(context.db, section, url.searchParams.get("type"));
  const deleteId = IdSchema.safeParse(url.searchParams.get("delete"));
  return { section, items, deleting: deleteId.success ? items.find((i) => i.id === deleteId.data) ?? null : null };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const section = sectionOr404(params.section);
  const form = await request.formData();
  const id = IdSchema.safeParse(form.get("id"));
  if (form.get("intent") !== "delete" || !id.success) throw new Response("Bad Request", { status: 400 });
  const outcome = await removeTaskItem({ db: context.db, media: context.cloudflare.env.MEDIA }, section, id.data);
  if (!outcome.ok) return data({ error: translate(localeFromRequest(request), outcome.error, outcome.params) }, { status: outcome.status });
  return redirectWithToast(`/admin/${section}/tasks`, { type: "success", title: "tasksRL.admin.deleted" });
}

export default function TaskItems() {
  const { section, items, deleting } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  const types = section === "reading" ? READING_TASK_TYPES : LISTENING_TASK_TYPES;
  return (
    <div>
      <AdminPageHeader
        title={t(section === "reading" ? "tasksRL.admin.readingHeading" : "tasksRL.admin.listeningHeading")}
        description={t(section === "reading" ? "tasksRL.admin.readingIntro" : "tasksRL.admin.listeningIntro")}
        actions={types.map((type) => (
          <Link key={type} to={`/admin/${section}/tasks/new?type=${type}`} className={buttonClass.primary}>
            {t("tasksRL.admin.new", { type: t(taskLabelKey(type)) })}
          </Link>
        ))}
      />
      {actionData?.error ? <p role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800">{actionData.error}</p> : null}
      {deleting ? (
        <ConfirmPanel id="delete-item" title={deleting.title}>
          <p>{t("tasksRL.admin.deleteConfirm")}</p>
          <p className="mt-1">{t("admin.cannotUndo")}</p>
          <Form method="post" className="mt-4 flex gap-3">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={deleting.id} />
            <button type="submit" className={buttonClass.danger} disabled={navigation.state === "submitting"}>{t("tasksRL.admin.delete")}</button>
            <Link to={`/admin/${section}/tasks`} className={buttonClass.secondary}>{t("admin.cancel")}</Link>
          </Form>
        </ConfirmPanel>
      ) : null}
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{t("tasksRL.admin.empty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase text-slate-600">
              <tr>
                <th className="px-4 py-3">{t("tasksRL.admin.colTitle")}</th>
                <th className="px-4 py-3">{t("tasksRL.admin.colType")}</th>
                <th className="px-4 py-3">{t("tasksRL.admin.colQuestions")}</th>
                <th className="px-4 py-3">{t("tasksRL.admin.colActions")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-t border-slate-200">
                  <td className="px-4 py-3 font-medium">{item.title}</td>
                  <td className="px-4 py-3">{t(`tasks.type.${item.kind}`)}</td>
                  <td className="px-4 py-3">{item.kind === "complete_words" ? 10 : item.questionCount}</td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-2">
                      <Link to={`/admin/${section}/tasks/${item.id}`} className={buttonClass.small}>{t("tasksRL.admin.edit")}</Link>
                      <Link to={`/admin/${section}/tasks/${item.id}/preview`} className={buttonClass.small}>{t("tasksRL.admin.preview")}</Link>
                      <Link to={`/admin/${section}/tasks?delete=${item.id}#delete-item`} className={buttonClass.smallDanger}>{t("tasksRL.admin.delete")}</Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
