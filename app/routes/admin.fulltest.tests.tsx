import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Alert, ConfirmDelete, PromptsAdminHeader, RowActions, buttonClass } from "~/components/admin/prompts-ui";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireAdmin } from "~/lib/auth.server";
import { DeleteSchema } from "~/lib/forms/prompt-fields";
import { useLocale, useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/responses.server";
import { currentTestData, idsOfSection } from "~/domain/fulltest/current";
import { listFullTests } from "~/models/full-test.server";
import { removeFullTest } from "~/services/full-tests.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "adminPrompts.fullTest.listTitle");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const tests = await listFullTests(context.db);
  return {
    tests: tests.map((test) => {
      const current = test.format === "current" ? currentTestData(test.data) : null;
      const count = (section: "reading" | "listening" | "writing" | "speaking", classic: number[] | null) =>
        current ? idsOfSection(current, section).length : (classic?.length ?? 0);
      return {
      id: test.id,
      title: test.title,
      format: current ? ("current" as const) : ("classic" as const),
      reading: count("reading", test.readingPassageIds),
      listening: count("listening", test.listeningAudioIds),
      writing: count("writing", test.writingPromptIds),
      speaking: count("speaking", test.speakingPromptIds),
      createdAt: test.createdAt.toISOString(),
      };
    }),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: DeleteSchema });
  if (submission.status !== "success") {
    return data({ failure: { error: "adminPrompts.idInvalid", params: {} } }, { status: 400 });
  }
  const outcome = await removeFullTest(context.db, submission.value.id);
  if (!outcome.ok) {
    return data({ failure: { error: outcome.error, params: outcome.params ?? {} } }, { status: outcome.status });
  }
  return redirectWithToast("/admin/fulltest/tests", { type: "success", title: "adminPrompts.fullTest.deleted" });
}

export default function FullTests() {
  const { tests } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();
  const locale = useLocale();
  return (
    <div>
      <PromptsAdminHeader
        title={t("adminPrompts.fullTest.listTitle")}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to="/admin/fulltest/create" className={buttonClass}>{t("adminPrompts.fullTest.createNew")}</Link>
            <Link to="/admin/fulltest/create?format=current" className={buttonClass}>{t("ftc.admin.createCurrent")}</Link>
          </div>
        }
      />
      {actionData?.failure ? (
        <Alert title={t("adminPrompts.errorTitle")}>
          {t("adminPrompts.fullTest.deleteFailed", { message: t(actionData.failure.error, actionData.failure.params) })}
        </Alert>
      ) : null}
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.fullTest.colTitle")}</th>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.fullTest.section.reading")}</th>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.fullTest.section.listening")}</th>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.fullTest.section.writing")}</th>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.fullTest.section.speaking")}</th>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.fullTest.colCreated")}</th>
              <th scope="col" className="px-3 py-2">{t("adminPrompts.col.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {tests.length === 0 ? (
              <tr>
                <td colSpan={7} className="px-3 py-8 text-center text-slate-500">{t("adminPrompts.fullTest.empty")}</td>
              </tr>
            ) : (
              tests.map((test) => (
                <tr key={test.id} className="border-t border-slate-100">
                  <td className="px-3 py-2 font-medium">
                    {test.title}
                    {/* previous-format rows stay as they were; current-format ones say so */}
                    {test.format === "current" ? <span className="block text-xs font-normal text-slate-500">{t("ftc.formatCurrent")}</span> : null}
                  </td>
                  <td className="px-3 py-2">{test.reading}</td>
                  <td className="px-3 py-2">{test.listening}</td>
                  <td className="px-3 py-2">{test.writing}</td>
                  <td className="px-3 py-2">{test.speaking}</td>
                  <td className="px-3 py-2">{new Date(test.createdAt).toLocaleDateString(locale, { timeZone: "UTC" })}</td>
                  <td className="px-3 py-2">
                    <RowActions
                      editHref={`/admin/fulltest/edit/${test.id}`}
                      deleteAnchor={`delete-test-${test.id}`}
                      editLabel={t("adminPrompts.fullTest.editItem", { title: test.title })}
                      deleteLabel={t("adminPrompts.fullTest.deleteItem", { title: test.title })}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {tests.map((test) => (
        <ConfirmDelete
          key={test.id}
          anchor={`delete-test-${test.id}`}
          id={test.id}
          title={t("adminPrompts.fullTest.deleteTitle")}
          confirmLabel={t("adminPrompts.delete")}
        >
          <p>{t("adminPrompts.fullTest.deleteConfirm", { title: test.title })}</p>
          <p>{t("adminPrompts.cannotBeUndone")}</p>
          <p>{t("adminPrompts.fullTest.deleteNote")}</p>
        </ConfirmDelete>
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
