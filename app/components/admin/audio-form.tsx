import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { CheckboxField, SelectField, TextAreaField } from "~/components/admin/admin-ui";
import { Field, FormErrors, SubmitButton } from "~/components/forms";
import { DIFFICULTY_LEVELS, difficultyLabelKey } from "~/domain/questions";
import { AudioSchema } from "~/lib/admin-validation";
import { useT } from "~/lib/i18n/react";

export type AudioDefaults = {
  title: string;
  url: string;
  transcription: string;
  difficultyLevel: number;
  duration: number;
  isForSpeaking: boolean;
  isForWriting: boolean;
};

/** The audio form (add by URL at /admin/listening/new, edit on /admin/listening/audios). */
export function AudioForm({
  id,
  defaultValue,
  lastResult,
  submitLabel,
  hidden,
  footer,
}: {
  id: string;
  defaultValue?: AudioDefaults;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  hidden?: ReactNode;
  footer?: ReactNode;
}) {
  const t = useT();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: defaultValue
      ? {
          ...defaultValue,
          difficultyLevel: String(defaultValue.difficultyLevel),
          duration: String(defaultValue.duration),
          isForSpeaking: defaultValue.isForSpeaking ? "on" : undefined,
          isForWriting: defaultValue.isForWriting ? "on" : undefined,
        }
      : { difficultyLevel: "3", duration: "180" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AudioSchema }),
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      {hidden}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t("admin.audio.title")} inputProps={getInputProps(fields.title, { type: "text" })} errors={fields.title.errors} />
      <Field label={t("admin.audio.url")} inputProps={getInputProps(fields.url, { type: "text" })} errors={fields.url.errors} hint={t("admin.audio.urlHint")} />
      <TextAreaField label={t("admin.audio.transcription")} textareaProps={{ ...getTextareaProps(fields.transcription), rows: 8 }} errors={fields.transcription.errors} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t("admin.difficulty")}
          selectProps={{ id: fields.difficultyLevel.id, name: fields.difficultyLevel.name, defaultValue: fields.difficultyLevel.initialValue as string | undefined }}
          options={DIFFICULTY_LEVELS.map((n) => ({ value: String(n), label: `${n} - ${t(difficultyLabelKey(n))}` }))}
          errors={fields.difficultyLevel.errors}
        />
        <Field label={t("admin.audio.duration")} inputProps={{ ...getInputProps(fields.duration, { type: "number" }), min: 1 }} errors={fields.duration.errors} />
      </div>
      <div className="flex flex-wrap gap-6">
        <CheckboxField label={t("admin.audio.isForSpeaking")} inputProps={getInputProps(fields.isForSpeaking, { type: "checkbox" })} />
        <CheckboxField label={t("admin.audio.isForWriting")} inputProps={getInputProps(fields.isForWriting, { type: "checkbox" })} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete"}>{submitLabel}</SubmitButton>
        {footer}
      </div>
    </Form>
  );
}
