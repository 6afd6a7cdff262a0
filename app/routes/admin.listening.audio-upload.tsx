import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useRef, useState } from "react";
import { AdminPageHeader, buttonClass, CheckboxField, SelectField, TextAreaField } from "~/components/admin/admin-ui";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, FormErrors, SubmitButton } from "~/components/forms";
import { MAX_AUDIO_BYTES, MAX_AUDIO_MEGABYTES } from "~/domain/audio-file";
import { mediaUrl } from "~/domain/media";
import { DIFFICULTY_LEVELS, difficultyLabelKey } from "~/domain/questions";
import { AudioDetailsSchema, AudioUploadSchema } from "~/lib/admin-validation";
import { requireAdmin } from "~/lib/auth.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/responses.server";
import { toastHeader } from "~/lib/toast.server";
import { addAudio, getPendingUpload, storeAudioUpload, uploadErrorKeys } from "~/services/content-admin.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "admin.upload.pageTitle");

/** Step 2 is reachable only with the key of a file that was really uploaded and is not yet in the library. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const key = url.searchParams.get("key");
  if (!key) return { upload: null, error: null, duration: null };
  const pending = await getPendingUpload({ db: context.db, media: context.cloudflare.env.MEDIA }, key);
  const duration = Number(url.searchParams.get("duration"));
  return {
    upload: pending.ok ? pending.upload : null,
    error: pending.ok ? null : translate(localeFromRequest(request), pending.error),
    duration: Number.isInteger(duration) && duration > 0 ? duration : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request, context);
  const media = context.cloudflare.env.MEDIA;
  const locale = localeFromRequest(request);
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > MAX_AUDIO_BYTES + 64 * 1024) {
    return data(
      { step: "upload" as const, result: { status: "error" as const, error: { "": ["admin.upload.failed"], audio: [translate(locale, "admin.upload.tooLarge", { max: MAX_AUDIO_MEGABYTES })] } } },
      { status: 413 },
    );
  }
  const formData = await request.formData();
  if (formData.get("intent") === "details") {
    const submission = parseWithZod(formData, { schema: AudioDetailsSchema });
    if (submission.status !== "success") return data({ step: "details" as const, result: submission.reply() }, { status: 400 });
    const { key, ...details } = submission.value;
    const pending = await getPendingUpload({ db: context.db, media }, key);
    const outcome = pending.ok ? await addAudio({ db: context.db, media }, { ...details, url: mediaUrl(key) }) : pending;
    if (!outcome.ok) {
      return data({ step: "details" as const, result: submission.reply({ formErrors: [translate(locale, outcome.error, outcome.params)] }) }, { status: outcome.status });
    }
    return redirectWithToast("/admin/listening/audios", { type: "success", title: "admin.audio.added" });
  }

  const submission = parseWithZod(formData, { schema: AudioUploadSchema });
  if (submission.status !== "success") {
    return data({ step: "upload" as const, result: submission.reply({ formErrors: ["admin.upload.failed"] }) }, { status: 400 });
  }
  const outcome = await storeAudioUpload(media, submission.value.audio, user.id);
  if (!outcome.ok) {
    const messages = uploadErrorKeys(outcome).map((k) => translate(locale, k, outcome.params));
    return data(
      { step: "upload" as const, result: submission.reply({ formErrors: ["admin.upload.failed"], fieldErrors: { audio: messages } }) },
      { status: outcome.status },
    );
  }
  const next = new URLSearchParams({ key: outcome.upload.key });
  if (outcome.upload.duration) next.set("duration", String(outcome.upload.duration));
  return redirect(`/admin/listening/audio-upload?${next}`, {
    headers: { "Set-Cookie": await toastHeader({ type: "success", title: "admin.upload.successful", description: "admin.upload.successfulText", params: { name: outcome.upload.originalName } }) },
  });
}

function UploadStep({ uploaded, loaderError }: { uploaded: { originalName: string; url: string } | null; loaderError: string | null }) {
  const t = useT();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "audio-upload",
    lastResult: actionData?.step === "upload" ? actionData.result : undefined,
  });
  const [local, setLocal] = useState<{ name: string; url: string } | null>(null);
  return (
    <section aria-labelledby="step-1" className="rounded-xl border border-slate-200 p-5">
      <h2 id="step-1" className="text-lg font-semibold">{t("admin.upload.step1")}</h2>
      <p className="mt-1 text-sm text-slate-600">{t("admin.upload.step1Text", { max: MAX_AUDIO_MEGABYTES })}</p>
      {uploaded ? (
        <div className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-900">
          <p>{t("admin.upload.uploadedFile", { name: uploaded.originalName })}</p>
          <audio controls preload="metadata" src={uploaded.url} className="mt-2 w-full" aria-label={t("admin.upload.preview")} />
        </div>
      ) : null}
      {loaderError ? <p role="alert" className="mt-3 text-sm font-semibold text-red-700">{loaderError}</p> : null}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-4 flex flex-col gap-3">
        <input type="hidden" name="intent" value="upload" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.audio.id} className="text-sm font-medium text-slate-800">{t("admin.upload.file")}</label>
          <input
            {...getInputProps(fields.audio, { type: "file" })}
            accept="audio/*"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              setLocal((old) => {
                if (old) URL.revokeObjectURL(old.url);
                return file ? { name: file.name, url: URL.createObjectURL(file) } : null;
              });
            }}
            className="text-sm"
          />
          {local ? (
            <div className="text-sm text-slate-700">
              <p>{t("admin.upload.selectedFile", { name: local.name })}</p>
              <audio controls preload="metadata" src={local.url} className="mt-1 w-full" aria-label={t("admin.upload.preview")} />
            </div>
          ) : null}
          <ErrorList id={`${fields.audio.id}-error`} errors={fields.audio.errors} />
        </div>
        <div>
          <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "upload"}>{t("admin.upload.uploadButton")}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

function DetailsStep({ upload, duration }: { upload: { key: string; title: string } | null; duration: number | null }) {
  const t = useT();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const durationRef = useRef<HTMLInputElement>(null);
  const [form, fields] = useForm({
    id: `audio-details-${upload?.key ?? "none"}`,
    lastResult: actionData?.step === "details" ? actionData.result : undefined,
    defaultValue: { key: upload?.key ?? "", title: upload?.title ?? "", difficultyLevel: "3", duration: duration ? String(duration) : "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AudioDetailsSchema }),
    shouldRevalidate: "onInput",
  });
  const disabled = !upload;
  return (
    <section aria-labelledby="step-2" className={`rounded-xl border border-slate-200 p-5 ${disabled ? "opacity-60" : ""}`}>
      <h2 id="step-2" className="text-lg font-semibold">{t("admin.upload.step2")}</h2>
      <p className="mt-1 text-sm text-slate-600">{disabled ? t("admin.upload.step2Disabled") : t("admin.upload.step2Text")}</p>
      {upload ? (
        // The library preview measures the file; with JavaScript an empty duration is filled from it.
        <audio
          preload="metadata"
          src={mediaUrl(upload.key)}
          className="hidden"
          onLoadedMetadata={(e) => {
            const seconds = Math.round(e.currentTarget.duration);
            if (durationRef.current && !durationRef.current.value && Number.isFinite(seconds) && seconds > 0) {
              durationRef.current.value = String(seconds);
            }
          }}
        />
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-4">
        <fieldset disabled={disabled} className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="details" />
          <input {...getInputProps(fields.key, { type: "hidden" })} />
          <FormErrors id={form.errorId} errors={form.errors} />
          <ErrorList errors={fields.key.errors} />
          <Field label={t("admin.audio.title")} inputProps={getInputProps(fields.title, { type: "text" })} errors={fields.title.errors} />
          <TextAreaField label={t("admin.audio.transcription")} textareaProps={{ ...getTextareaProps(fields.transcription), rows: 8 }} errors={fields.transcription.errors} />
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label={t("admin.difficulty")}
              selectProps={{ id: fields.difficultyLevel.id, name: fields.difficultyLevel.name, defaultValue: (fields.difficultyLevel.initialValue as string | undefined) ?? "3" }}
              options={DIFFICULTY_LEVELS.map((n) => ({ value: String(n), label: `${n} - ${t(difficultyLabelKey(n))}` }))}
              errors={fields.difficultyLevel.errors}
            />
            <Field
              label={t("admin.audio.duration")}
              inputProps={{ ...getInputProps(fields.duration, { type: "number" }), min: 1, ref: durationRef } as React.InputHTMLAttributes<HTMLInputElement> & { id: string }}
              errors={fields.duration.errors}
            />
          </div>
          <div className="flex flex-wrap gap-6">
            <CheckboxField label={t("admin.audio.isForSpeaking")} inputProps={getInputProps(fields.isForSpeaking, { type: "checkbox" })} />
            <CheckboxField label={t("admin.audio.isForWriting")} inputProps={getInputProps(fields.isForWriting, { type: "checkbox" })} />
          </div>
          <div>
            <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "details"}>{t("admin.upload.addToLibrary")}</SubmitButton>
          </div>
        </fieldset>
      </Form>
    </section>
  );
}

export default function AudioUpload() {
  const { upload, error, duration } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl">
      <AdminPageHeader
        title={t("admin.upload.heading")}
        actions={<Link to="/admin/listening/audios" className={buttonClass.secondary}>{t("admin.upload.backToAudios")}</Link>}
      />
      <div className="flex flex-col gap-6">
        <UploadStep uploaded={upload} loaderError={error} />
        <DetailsStep key={upload?.key ?? "none"} upload={upload} duration={duration} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
