import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminPageHeader, buttonClass } from "~/components/admin/admin-ui";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, FormErrors, SubmitButton } from "~/components/forms";
import { TaskItemForm } from "~/components/tasks/task-item-form";
import { MAX_AUDIO_BYTES } from "~/domain/audio-file";
import { isListeningTaskType, isReadingTaskType } from "~/domain/tasks/reading-listening-rules";
import { taskLabelKey } from "~/domain/tasks/registry";
import { AudioUploadSchema } from "~/lib/admin-validation";
import { requireAdmin } from "~/lib/auth.server";
import { ListeningTaskSchema, ReadingTaskSchema, taskSectionParam } from "~/lib/current-task-schemas";
import { localeFromRequest, translate } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { failureReply, redirectWithToast } from "~/lib/responses.server";
import { addListeningTask, addReadingTask, getPendingUpload, storeAudioUpload, uploadErrorKeys } from "~/services/content-admin.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "tasksRL.heading");

function sectionAndType(params: { section?: string }, url: URL) {
  const section = taskSectionParam(params.section);
  const type = url.searchParams.get("type");
  if (section === "reading" && isReadingTaskType(type)) return { section, type };
  if (section === "listening" && isListeningTaskType(type)) return { section, type };
  throw new Response("Not Found", { status: 404 });
}

/**
 * /admin/:section/tasks/new?type=<task type>. Listening items are made in two steps, like the audio
 * library's upload: 1. the file goes to R2 (its bytes checked), 2. the details and questions.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const { section, type } = sectionAndType(params, url);
  const key = url.searchParams.get("key");
  let upload: { key: string; originalName: string; url: string } | null = null;
  let uploadError: string | null = null;
  if (section === "listening" && key) {
    const pending = await getPendingUpload({ db: context.db, media: context.cloudflare.env.MEDIA }, key);
    if (pending.ok) upload = pending.upload;
    else uploadError = translate(localeFromRequest(request), pending.error);
  }
  const duration = Number(url.searchParams.get("duration"));
  return { section, type, upload, uploadError, duration: Number.isInteger(duration) && duration > 0 ? duration : null };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request, context);
  const url = new URL(request.url);
  const { section, type } = sectionAndType(params, url);
  const locale = localeFromRequest(request);
  const media = context.cloudflare.env.MEDIA;
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_AUDIO_BYTES + 64 * 1024) {
    return data({ step: "upload" as const, result: { status: "error" as const, error: { "": ["admin.upload.failed"] } } }, { status: 413 });
  }
  const formData = await request.formData();
  if (section === "listening" && formData.get("intent") === "upload") {
    const submission = parseWithZod(formData, { schema: AudioUploadSchema });
    if (submission.status !== "success") {
      return data({ step: "upload" as const, result: submission.reply({ formErrors: ["admin.upload.failed"] }) }, { status: 400 });
    }
    const outcome = await storeAudioUpload(media, submission.value.audio, user.id);
    if (!outcome.ok) {
      const messages = uploadErrorKeys(outcome).map((k) => translate(locale, k, outcome.params));
      return data({ step: "upload" as const, result: submission.reply({ formErrors: messages }) }, { status: outcome.status });
    }
    const next = new URLSearchParams({ type, key: outcome.upload.key });
    if (outcome.upload.duration) next.set("duration", String(outcome.upload.duration));
    return redirect(`/admin/listening/tasks/new?${next}`);
  }
  // the task type comes from the page's address
  formData.set("type", type);
  if (section === "reading") {
    const submission = parseWithZod(formData, { schema: ReadingTaskSchema });
    if (submission.status !== "success") return data({ step: "details" as const, result: submission.reply() }, { status: 400 });
    const outcome = await addReadingTask(context.db, submission.value);
    if (!outcome.ok) return data({ step: "details" as const, result: failureReply(submission, outcome, locale) }, { status: outcome.status });
    return redirectWithToast(`/admin/reading/tasks/${outcome.id}/preview`, { type: "success", title: "tasksRL.admin.created" });
  }
  const submission = parseWithZod(formData, { schema: ListeningTaskSchema });
  if (submission.status !== "success") return data({ step: "details" as const, result: submission.reply() }, { status: 400 });
  const outcome = await addListeningTask({ db: context.db, media }, submission.value);
  if (!outcome.ok) {
    const failure = outcome.field === "key" ? { ...outcome, field: undefined } : outcome;
    return data({ step: "details" as const, result: failureReply(submission, failure, locale) }, { status: outcome.status });
  }
  return redirectWithToast(`/admin/listening/tasks/${outcome.id}/preview`, { type: "success", title: "tasksRL.admin.created" });
}

function UploadStep({ upload, error }: { upload: { originalName: string; url: string } | null; error: string | null }) {
  const t = useT();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({ id: "task-audio-upload", lastResult: actionData?.step === "upload" ? actionData.result : undefined });
  return (
    <section aria-labelledby="audio-step" className="mb-6 rounded-xl border border-slate-200 p-5">
      <h2 id="audio-step" className="text-lg font-semibold">{t("tasksRL.admin.audioStep")}</h2>
      <p className="mt-1 text-sm text-slate-600">{t("tasksRL.admin.audioStepText")}</p>
      {upload ? (
        <div className="mt-3 rounded-lg bg-green-50 p-3 text-sm text-green-900">
          <p>{t("tasksRL.admin.audioUploaded", { name: upload.originalName })}</p>
          <audio controls preload="metadata" src={upload.url} className="mt-2 w-full" aria-label={t("admin.upload.preview")} />
        </div>
      ) : null}
      {error ? <p role="alert" className="mt-3 text-sm font-semibold text-red-700">{error}</p> : null}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-4 flex flex-col gap-3">
        <input type="hidden" name="intent" value="upload" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <label htmlFor={fields.audio.id} className="text-sm font-medium text-slate-800">{t("admin.upload.file")}</label>
        <input {...getInputProps(fields.audio, { type: "file" })} accept="audio/*" className="text-sm" />
        <ErrorList errors={fields.audio.errors} />
        <div>
          <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "upload"}>{t("tasksRL.admin.upload")}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

export default function NewTaskItem() {
  const { section, type, upload, uploadError, duration } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();
  const typeName = t(taskLabelKey(type));
  return (
    <div className="mx-auto max-w-3xl">
      <AdminPageHeader
        title={t("tasksRL.admin.newHeading", { type: typeName })}
        description={t(`tasks.typeText.${type}`)}
        actions={<Link to={`/admin/${section}/tasks`} className={buttonClass.secondary}>{t("tasksRL.admin.backToList")}</Link>}
      />
      {section === "listening" ? <UploadStep upload={upload} error={uploadError} /> : null}
      <section aria-labelledby="details-step" className={section === "listening" ? "rounded-xl border border-slate-200 p-5" : undefined}>
        {section === "listening" ? (
          <>
            <h2 id="details-step" className="text-lg font-semibold">{t("tasksRL.admin.detailsStep")}</h2>
            {upload ? null : <p className="mb-3 text-sm text-slate-600">{t("tasksRL.admin.detailsDisabled")}</p>}
          </>
        ) : null}
        <TaskItemForm
          key={upload?.key ?? type}
          id={`new-${type}`}
          type={type}
          defaultValue={duration ? { duration } : undefined}
          lastResult={actionData?.step === "details" ? actionData.result : undefined}
          submitLabel={t("tasksRL.admin.create")}
          hidden={upload ? <input type="hidden" name="key" value={upload.key} /> : null}
          disabled={section === "listening" && !upload}
        />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
