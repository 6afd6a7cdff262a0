import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminPageHeader, buttonClass } from "~/components/admin/admin-ui";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { TaskItemForm, taskItemDefaults } from "~/components/tasks/task-item-form";
import { taskLabelKey } from "~/domain/tasks/registry";
import { IdSchema } from "~/lib/admin-validation";
import { requireAdmin } from "~/lib/auth.server";
import { ListeningTaskSchema, ReadingTaskSchema, taskSectionParam } from "~/lib/current-task-schemas";
import { localeFromRequest } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { failureReply, redirectWithToast } from "~/lib/responses.server";
import { editListeningTask, editReadingTask, getTaskItem } from "~/services/content-admin.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "tasksRL.heading");

async function itemOr404(params: { section?: string; id?: string }, db: Parameters<typeof getTaskItem>[0]) {
  const section = taskSectionParam(params.section);
  const id = IdSchema.safeParse(params.id);
  const found = section && id.success ? await getTaskItem(db, section, id.data) : null;
  if (!found) throw new Response("Not Found", { status: 404 });
  return found;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const found = await itemOr404(params, context.db);
  const item = found.item as typeof found.item & { content?: string; transcription?: string; duration?: number };
  return {
    section: found.section,
    type: found.type,
    id: found.item.id,
    defaults: taskItemDefaults(item, found.questions),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const found = await itemOr404(params, context.db);
  const locale = localeFromRequest(request);
  const formData = await request.formData();
  // the task type of an item never changes
  formData.set("type", found.type);
  if (found.section === "reading") {
    const submission = parseWithZod(formData, { schema: ReadingTaskSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const outcome = await editReadingTask(context.db, found.item.id, submission.value);
    if (!outcome.ok) return data({ result: failureReply(submission, outcome, locale) }, { status: outcome.status });
  } else {
    const submission = parseWithZod(formData, { schema: ListeningTaskSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const outcome = await editListeningTask(context.db, found.item.id, submission.value);
    if (!outcome.ok) return data({ result: failureReply(submission, outcome, locale) }, { status: outcome.status });
  }
  return redirectWithToast(`/admin/${found.section}/tasks/${found.item.id}/preview`, { type: "success", title: "tasksRL.admin.updated" });
}

export default function EditTaskItem() {
  const { section, type, id, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl">
      <AdminPageHeader
        title={t("tasksRL.admin.editHeading", { type: t(taskLabelKey(type)) })}
        actions={
          <>
            <Link to={`/admin/${section}/tasks/${id}/preview`} className={buttonClass.secondary}>{t("tasksRL.admin.preview")}</Link>
            <Link to={`/admin/${section}/tasks`} className={buttonClass.secondary}>{t("tasksRL.admin.backToList")}</Link>
          </>
        }
      />
      <TaskItemForm id={`edit-${id}`} type={type} defaultValue={defaults} lastResult={actionData?.result} submitLabel={t("tasksRL.admin.save")} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
