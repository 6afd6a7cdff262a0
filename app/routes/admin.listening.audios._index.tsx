import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminPageHeader, Badge, buttonClass, ConfirmPanel, FormPanel, LinkTabs, useSingleAudioPlayback } from "~/components/admin/admin-ui";
import { AudioForm } from "~/components/admin/audio-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatDuration } from "~/domain/audio-file";
import { AudioSchema, IdSchema } from "~/lib/admin-validation";
import { requireAdmin } from "~/lib/auth.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { failureReply, redirectWithToast } from "~/lib/responses.server";
import { getAudio, listAudioLibrary } from "~/models/audio.server";
import { editAudio, removeAudio } from "~/services/content-admin.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "admin.audios.pageTitle");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab") === "exercises" ? ("exercises" as const) : ("library" as const);
  const editId = IdSchema.safeParse(url.searchParams.get("edit"));
  const audios = await listAudioLibrary(context.db);
  const deleteId = Number(url.searchParams.get("delete"));
  return {
    tab,
    audios,
    editing: editId.success ? await getAudio(context.db, editId.data) : null,
    deleting: audios.find((a) => a.id === deleteId) ?? null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const formData = await request.formData();
  const locale = localeFromRequest(request);
  const deps = { db: context.db, media: context.cloudflare.env.MEDIA };
  const id = IdSchema.safeParse(formData.get("id"));
  if (formData.get("intent") === "delete") {
    const outcome = id.success ? await removeAudio(deps, id.data) : ({ ok: false, status: 400, error: "admin.invalidId" } as const);
    if (!outcome.ok) {
      const message = translate(locale, outcome.error, "params" in outcome ? outcome.params : undefined);
      return data(
        { intent: "delete" as const, error: translate(locale, "admin.failedWith", { action: translate(locale, "admin.audio.deleteFailed"), message }) },
        { status: outcome.status },
      );
    }
    return redirectWithToast("/admin/listening/audios", { type: "success", title: "admin.audio.deleted" });
  }
  const submission = parseWithZod(formData, { schema: AudioSchema });
  if (!id.success || submission.status !== "success") return data({ intent: "update" as const, result: submission.reply() }, { status: 400 });
  const outcome = await editAudio(deps, id.data, submission.value);
  if (!outcome.ok) return data({ intent: "update" as const, result: failureReply(submission, outcome, locale) }, { status: outcome.status });
  return redirectWithToast("/admin/listening/audios", { type: "success", title: "admin.audio.updated" });
}

type LibraryAudio = Awaited<ReturnType<typeof listAudioLibrary>>[number];

function UsageBadges({ audio }: { audio: LibraryAudio }) {
  const t = useT();
  const badges = [];
  if (audio.questionCount > 0) badges.push(<Badge key="l" tone="blue">{t("admin.audios.usageListening", { count: audio.questionCount })}</Badge>);
  if (audio.isForSpeaking || audio.speakingPromptCount > 0) badges.push(<Badge key="s" tone="purple">{t("admin.audios.usageSpeaking")}</Badge>);
  if (audio.isForWriting || audio.writingPromptCount > 0) badges.push(<Badge key="w" tone="green">{t("admin.audios.usageWriting")}</Badge>);
  if (!badges.length) badges.push(<Badge key="n">{t("admin.audios.usageNone")}</Badge>);
  return <div className="flex flex-wrap gap-1">{badges}</div>;
}

function Preview({ audio }: { audio: LibraryAudio }) {
  const t = useT();
  return <audio controls preload="none" src={audio.url} className="h-8 w-48" aria-label={t("admin.audios.previewOf", { title: audio.title })} />;
}

export default function AdminAudios() {
  const { tab, audios, editing, deleting } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  useSingleAudioPlayback();
  const exercises = audios.filter((a) => a.questionCount > 0);
  const th = "px-4 py-3";
  const td = "px-4 py-3 align-middle";
  return (
    <div>
      <AdminPageHeader
        title={t("admin.audios.heading")}
        actions={
          <>
            <Link to="/admin/listening/audio-upload" className={buttonClass.secondary}>{t("admin.audios.upload")}</Link>
            <Link to="/admin/listening/new" className={buttonClass.primary}>{t("admin.audios.addNew")}</Link>
          </>
        }
      />

      {actionData?.intent === "delete" && !deleting ? (
        <p role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800">{actionData.error}</p>
      ) : null}
      {deleting ? (
        <ConfirmPanel id="delete-audio" title={t("admin.audios.deleteTitle", { title: deleting.title })}>
          <p>{t("admin.audios.deleteWarning", { count: deleting.questionCount })}</p>
          <p className="mt-1">{t("admin.cannotUndo")}</p>
          {actionData?.intent === "delete" ? <p role="alert" className="mt-3 font-semibold">{actionData.error}</p> : null}
          <Form method="post" className="mt-4 flex gap-3">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={deleting.id} />
            <button type="submit" className={buttonClass.danger} disabled={navigation.state === "submitting"}>{t("admin.delete")}</button>
            <Link to="/admin/listening/audios" className={buttonClass.secondary}>{t("admin.cancel")}</Link>
          </Form>
        </ConfirmPanel>
      ) : null}

      {editing ? (
        <FormPanel id="edit-audio" title={t("admin.audios.editTitle")}>
          <AudioForm
            key={editing.id}
            id={`edit-audio-${editing.id}`}
            defaultValue={editing}
            lastResult={actionData?.intent === "update" ? actionData.result : undefined}
            submitLabel={t("admin.saveChanges")}
            hidden={
              <>
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="id" value={editing.id} />
              </>
            }
            footer={<Link to="/admin/listening/audios" className={buttonClass.secondary}>{t("admin.cancel")}</Link>}
          />
        </FormPanel>
      ) : null}

      <LinkTabs
        active={tab}
        tabs={[
          { id: "library", to: "/admin/listening/audios", label: t("admin.audios.tabLibrary") },
          { id: "exercises", to: "/admin/listening/audios?tab=exercises", label: t("admin.audios.tabExercises") },
        ]}
      />

      <div className="overflow-x-auto rounded-xl border border-slate-200" role="tabpanel">
        {tab === "library" ? (
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase text-slate-600">
              <tr>
                <th className={th}>{t("admin.col.title")}</th>
                <th className={th}>{t("admin.col.duration")}</th>
                <th className={th}>{t("admin.col.preview")}</th>
                <th className={th}>{t("admin.col.usage")}</th>
                <th className={th}>{t("admin.col.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {audios.length === 0 ? (
                <tr><td colSpan={5} className="px-4 py-6 text-center text-slate-500">{t("admin.audios.empty")}</td></tr>
              ) : (
                audios.map((a) => (
                  <tr key={a.id} className="border-t border-slate-100">
                    <td className={`${td} font-medium`}>{a.title}</td>
                    <td className={td}>{formatDuration(a.duration)}</td>
                    <td className={td}><Preview audio={a} /></td>
                    <td className={td}><UsageBadges audio={a} /></td>
                    <td className={td}>
                      <div className="flex flex-wrap gap-2">
                        <Link to={`/admin/listening/audios/${a.id}/questions`} className={buttonClass.small} aria-label={`${a.questionCount === 0 ? t("admin.audios.createExercise") : t("admin.audios.editQuestions")}: ${a.title}`}>
                          {a.questionCount === 0 ? t("admin.audios.createExercise") : t("admin.audios.editQuestions")}
                        </Link>
                        <Link to={`?edit=${a.id}#edit-audio`} className={buttonClass.small} aria-label={t("admin.editItem", { title: a.title })}>{t("admin.edit")}</Link>
                        <Link to={`?delete=${a.id}#delete-audio`} className={buttonClass.smallDanger} aria-label={t("admin.deleteItem", { title: a.title })}>{t("admin.delete")}</Link>
                      </div>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase text-slate-600">
              <tr>
                <th className={th}>{t("admin.col.title")}</th>
                <th className={th}>{t("admin.col.duration")}</th>
                <th className={th}>{t("admin.difficulty")}</th>
                <th className={th}>{t("admin.col.questions")}</th>
                <th className={th}>{t("admin.col.play")}</th>
                <th className={th}>{t("admin.col.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {exercises.length === 0 ? (
                <tr><td colSpan={6} className="px-4 py-6 text-center text-slate-500">{t("admin.audios.noExercises")}</td></tr>
              ) : (
                exercises.map((a) => (
                  <tr key={a.id} className="border-t border-slate-100">
                    <td className={`${td} font-medium`}>{a.title}</td>
                    <td className={td}>{formatDuration(a.duration)}</td>
                    <td className={td}>{t("admin.audios.difficultyOf", { level: a.difficultyLevel })}</td>
                    <td className={td}>{a.questionCount}</td>
                    <td className={td}><Preview audio={a} /></td>
                    <td className={td}>
                      <div className="flex flex-wrap gap-2">
                        <Link to={`/admin/listening/audios/${a.id}/questions`} className={buttonClass.small}>{t("admin.audios.questions")}</Link>
                        <Link to={`/admin/listening/audios?edit=${a.id}#edit-audio`} className={buttonClass.small} aria-label={t("admin.editItem", { title: a.title })}>{t("admin.edit")}</Link>
                      </div>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
