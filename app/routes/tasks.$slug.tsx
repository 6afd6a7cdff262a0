import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { TaskItemList } from "~/components/tasks/task-item-list";
import { taskDescriptionKey, taskLabelKey, taskTypeBySlug, TASK_REGISTRY } from "~/domain/tasks/registry";
import { requireUser } from "~/lib/auth.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { taskList } from "~/services/tasks.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) =>
  pageTitle(matches, loaderData && "type" in loaderData ? taskLabelKey(loaderData.type) : "tasks.currentHeading");

/** /tasks/:slug: the items of one current-format task type, with the learner's state of each. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const info = taskTypeBySlug(params.slug ?? "");
  if (!info) throw data(null, { status: 404 });
  return taskList(context.db, user, info.type);
}

export default function TaskTypePage() {
  const list = useLoaderData<typeof loader>();
  const t = useT();
  const info = TASK_REGISTRY[list.type];
  return (
    <div className="space-y-6">
      <nav aria-label={t("tasks.breadcrumb")} className="text-sm">
        <Link to="/exercises#current-test" className="text-brand-700 underline">
          {t("tasks.currentHeading")}
        </Link>{" "}
        / {t(`tasks.section.${info.section}`)}
      </nav>
      <header>
        <h1 className="text-2xl font-bold">{t(taskLabelKey(list.type))}</h1>
        <p className="mt-1 text-slate-600">{t(taskDescriptionKey(list.type))}</p>
      </header>
      {!list.premium ? (
        <p className={`rounded-md p-3 text-sm ${list.limitReached ? "bg-amber-50 text-amber-900" : "bg-slate-100"}`}>
          {t("tasks.limitNotice", { section: t(`tasks.section.${info.section}`) })}{" "}
          <Link to="/subscribe" className="font-semibold underline">
            {t("exercises.subscribeNow")}
          </Link>
        </p>
      ) : null}
      <TaskItemList type={list.type} items={list.items} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
