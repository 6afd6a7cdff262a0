import { parseWithZod } from "@conform-to/zod";
import { speakingTypeLabelKey } from "~/domain/tasks/prompt-types";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Alert, Badge, ConfirmDelete, DifficultyBadge, PromptsAdminHeader, RowActions, buttonClass, secondaryButtonClass, truncate } from "~/components/admin/prompts-ui";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormatTabs, formatParam } from "~/components/tasks/format-tabs";
import { requireAdmin } from "~/lib/auth.server";
import { DeleteSchema } from "~/lib/forms/prompt-fields";
import { SPEAKING_TIMES } from "~/lib/forms/speaking-prompt";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/responses.server";
import { listSpeakingPrompts } from "~/models/speaking-prompt.server";
import { removeSpeakingPrompt } from "~/services/speaking-prompts.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "adminPrompts.speaking.listTitle");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const format = formatParam(request);
  const prompts = await listSpeakingPrompts(context.db, format);
  return {
    format,
    prompts: prompts.map((p) => ({
      id: p.id,
      type: p.type,
      integratedType: p.integratedType,
      question: truncate(p.question, 80),
      difficulty: p.difficulty,
      // the current format's types have no preparation time
      preparationTime: p.type === "listen_repeat" || p.type === "interview" ? 0 : p.preparationTime || SPEAKING_TIMES.preparation.fallback,
      speakingTime: p.speakingTime || SPEAKING_TIMES.speaking.fallback,
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: DeleteSchema });
  if (submission.status !== "success") {
    return data({ failure: { error: "adminPrompts.idInvalid", params: {} } }, { status: 400 });
  }
  const outcome = await removeSpeakingPrompt(context.db, submission.value.id);
  if (!outcome.ok) {
    return data({ failure: { error: outcome.error, params: outcome.params ?? {} } }, { status: outcome.status });
  }
  return redirectWithToast("/admin/speaking/prompts", { type: "success", title: "adminPrompts.speaking.deleted" });
}

export default function SpeakingPrompts() {
  const { prompts, format } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();
  return (
    <div>
      <PromptsAdminHeader
        title={t("adminPrompts.speaking.listTitle")}
        actions={
          <>
            <Link to="/admin/speaking/criteria" className={secondaryButtonClass}>{t("adminPrompts.criteria.speakingLink")}</Link>
            <Link to="/admin/speaking/new" className={buttonClass}>{t("adminPrompts.speaking.addNew")}</Link>
          </>
        }
      />
      <FormatTabs base="/admin/speaking/prompts" format={format} />
      {actionData?.failure ? (
        <Alert title={t("adminPrompts.speaking.deleteFailedTitle")}>
          {t("adminPrompts.speaking.deleteFailed", { message: t(actionData.failure.error, actionData.failure.params) })}
        </Alert>
      ) : null}
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.col.id")}</th>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.col.question")}</th>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.col.type")}</th>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.col.difficulty")}</th>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.col.prepTime")}</th>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.col.speakingTime")}</th>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.col.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {prompts.length === 0 ? (
              <tr>
                <td colSpan={7} className="px-3 py-8 text-center text-slate-500">{t("adminPrompts.speaking.empty")}</td>
              </tr>
            ) : (
              prompts.map((p) => (
                <tr key={p.id} className="border-t border-slate-100">
                  <td className="px-3 py-2 font-mono">{p.id}</td>
                  <td className="max-w-md px-3 py-2" title={p.question}>{p.question}</td>
                  <td className="px-3 py-2">
                    <Badge tone={p.type === "integrated" ? "bg-purple-100 text-purple-800" : "bg-blue-100 text-blue-800"}>
                      {t(speakingTypeLabelKey(p.type))}
                      {p.integratedType ? ` · ${t(`adminPrompts.integratedType.${p.integratedType}`)}` : ""}
                    </Badge>
                  </td>
                  <td className="px-3 py-2"><DifficultyBadge difficulty={p.difficulty} /></td>
                  <td className="px-3 py-2">{p.preparationTime}</td>
                  <td className="px-3 py-2">{p.speakingTime}</td>
                  <td className="px-3 py-2">
                    <RowActions
                      editHref={`/admin/speaking/edit/${p.id}`}
                      deleteAnchor={`delete-speaking-${p.id}`}
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
          anchor={`delete-speaking-${p.id}`}
          id={p.id}
          title={t("adminPrompts.speaking.deleteTitle")}
          confirmLabel={t("adminPrompts.delete")}
        >
          <p>{t("adminPrompts.speaking.deleteConfirm", { id: p.id })}</p>
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
