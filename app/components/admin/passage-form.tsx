import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { CheckboxField, SelectField, TextAreaField } from "~/components/admin/admin-ui";
import { Field, FormErrors, SubmitButton } from "~/components/forms";
import { DIFFICULTY_LEVELS, difficultyLabelKey } from "~/domain/questions";
import { PassageSchema } from "~/lib/admin-validation";
import { useT } from "~/lib/i18n/react";

export type PassageDefaults = {
  title: string;
  content: string;
  difficultyLevel: number;
  isForWriting: boolean;
  isForSpeaking: boolean;
};

/** The passage form (create at /admin/reading/new, edit on /admin/reading/passages). */
export function PassageForm({
  id,
  defaultValue,
  lastResult,
  submitLabel,
  hidden,
  footer,
}: {
  id: string;
  defaultValue?: PassageDefaults;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  /** hidden inputs (intent, id) */
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
          isForWriting: defaultValue.isForWriting ? "on" : undefined,
          isForSpeaking: defaultValue.isForSpeaking ? "on" : undefined,
        }
      : { difficultyLevel: "3" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PassageSchema }),
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      {hidden}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t("admin.passage.title")} inputProps={getInputProps(fields.title, { type: "text" })} errors={fields.title.errors} />
      <TextAreaField label={t("admin.passage.content")} textareaProps={{ ...getTextareaProps(fields.content), rows: 12 }} errors={fields.content.errors} />
      <SelectField
        label={t("admin.difficulty")}
        selectProps={{ id: fields.difficultyLevel.id, name: fields.difficultyLevel.name, defaultValue: fields.difficultyLevel.initialValue as string | undefined }}
        options={DIFFICULTY_LEVELS.map((n) => ({ value: String(n), label: `${n} - ${t(difficultyLabelKey(n))}` }))}
        errors={fields.difficultyLevel.errors}
      />
      <div className="flex flex-wrap gap-6">
        <CheckboxField label={t("admin.passage.isForWriting")} inputProps={getInputProps(fields.isForWriting, { type: "checkbox" })} />
        <CheckboxField label={t("admin.passage.isForSpeaking")} inputProps={getInputProps(fields.isForSpeaking, { type: "checkbox" })} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete"}>{submitLabel}</SubmitButton>
        {footer}
      </div>
    </Form>
  );
}
