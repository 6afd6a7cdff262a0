import { parseWithZod } from "@conform-to/zod";
import { writingTypeLabelKey } from "~/domain/tasks/prompt-types";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Alert, ConfirmDelete, DifficultyBadge, PromptsAdminHeader, RowActions, buttonClass, secondaryButtonClass, truncate } from "~/components/admin/prompts-ui";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormatTabs, formatParam } from "~/components/tasks/format-tabs";
import { questionSummary } from "~/domain/academic-discussion";
import { requireAdmin } from "~/lib/auth.server";
import { DeleteSchema } from "~/lib/forms/prompt-fields";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/responses.server";
import { listWritingPrompts } from "~/models/writing-prompt.server";
import { removeWritingPrompt } from "~/services/writing-prompts.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "adminPrompts.writing.listTitle");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const format = formatParam(request);
  const prompts = await listWritingPrompts(context.db, format);
  return {
    format,
    prompts: prompts.map((p) => ({
      id: p.id,
      type: p.type,
      question: truncate(questionSummary(p.question), 90),
      difficulty: p.difficulty,
      timeLimit: p.timeLimit,
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: DeleteSchema });
  if (submission.status !== "success") {
    return data({ failure: { error: "adminPrompts.idInvalid", params: {} } }, { status: 400 });
  }
  const outcome = await removeWritingPrompt(context.db, submission.value.id);
  if (!outcome.ok) {
    return data({ failure: { error: outcome.error, params: outcome.params ?? {} } }, { status: outcome.status });
  }
  return redirectWithToast("/admin/writing/prompts", { type: "success", title: "adminPrompts.writing.deleted" });
}

export default function WritingPrompts() {
  const { prompts, format } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();
  return (
    <div>
      <PromptsAdminHeader
        title={t("adminPrompts.writing.listTitle")}
        actions={
          <>
            <Link to="/admin/writing/criteria" className={secondaryButtonClass}>{t("adminPrompts.criteria.writingLink")}</Link>
            <Link to="/admin/writing/new" className={buttonClass}>{t("adminPrompts.writing.add")}</Link>
          </>
        }
      />
      <FormatTabs base="/admin/writing/prompts" format={format} />
      {actionData?.failure ? (
        <Alert title={t("adminPrompts.writing.deleteFailed")}>{t(actionData.failure.error, actionData.failure.params)}</Alert>
      ) : null}
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.col.id")}</th>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.col.question")}</th>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.col.type")}</th>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.col.difficulty")}</th>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.col.timeLimit")}</th>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.col.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {prompts.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-3 py-8 text-center text-slate-500">{t("adminPrompts.writing.empty")}</td>
              </tr>
            ) : (
              prompts.map((p) => (
                <tr key={p.id} className="border-t border-slate-100">
                  <td className="px-3 py-2 font-mono">{p.id}</td>
                  <td className="px-3 py-2">{p.question}</td>
                  <td className="px-3 py-2">{t(writingTypeLabelKey(p.type))}</td>
                  <td className="px-3 py-2"><DifficultyBadge difficulty={p.difficulty} /></td>
                  <td className="px-3 py-2">{t("adminPrompts.minutes", { n: p.timeLimit })}</td>
                  <td className="px-3 py-2">
                    <RowActions
                      editHref={`/admin/writing/edit/${p.id}`}
                      deleteAnchor={`delete-writing-${p.id}`}
                      editLabel={t("adminPrompts.editItem", { id: p.id })}
                      deleteLabel={t("adminPrompts.deleteItem", { id: p.id })}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {prompts.map((p) => (
        <ConfirmDelete
          key={p.id}
          anchor={`delete-writing-${p.id}`}
          id={p.id}
          title={t("adminPrompts.writing.deleteTitle")}
          confirmLabel={t("adminPrompts.delete")}
        >
          <p>{t("adminPrompts.writing.deleteConfirm", { id: p.id })}</p>
          <p>{t("adminPrompts.cannotBeUndone")}</p>
          <p>{t("adminPrompts.deleteInUseNote")}</p>
        </ConfirmDelete>
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
