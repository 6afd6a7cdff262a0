/**
 * The writing prompt form of /admin/writing/new and /admin/writing/edit/:id. The type is chosen
 * first (a GET form, so the page shows that type's fields without JavaScript); with JavaScript the
 * type switches in place. Integrated prompts pick a reading passage (or create one inline) and an
 * audio; academic discussion prompts take the professor's and two students' posts.
 */
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { writingTypeLabelKey } from "~/domain/tasks/prompt-types";
import { parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Field, FormErrors, SubmitButton } from "~/components/forms";
import {
  Alert,
  InputField,
  Notice,
  SelectField,
  TextareaField,
  secondaryButtonClass,
  useDisclosure,
} from "~/components/admin/prompts-ui";
import { DIFFICULTIES } from "~/lib/forms/prompt-fields";
import { WRITING_TIME_LIMITS, WRITING_TYPES, isWritingType, writingFormSchema, type WritingType } from "~/lib/forms/writing-prompt";
import { useT } from "~/lib/i18n/react";

type Option = { id: number; title: string };
type ActionData = { result: SubmissionResult<string[]>; created: { kind: "passage" | "audio"; id: number } | null };

type Shape = {
  intent: string;
  type: string;
  question: string;
  difficulty: string;
  timeLimit: string;
  relatedPassageId: string;
  relatedAudioId: string;
  professorPost: string;
  firstStudentPost: string;
  secondStudentPost: string;
  passageTitle: string;
  passageContent: string;
  chunks: string;
  distractor: string;
  before: string;
  after: string;
  to: string;
  subject: string;
  goals: string;
};

export function WritingPromptEditor({
  mode,
  type: loadedType,
  defaultValue,
  passages,
  audios,
}: {
  mode: "new" | "edit";
  type: WritingType | null;
  defaultValue: Record<string, string>;
  passages: Option[];
  audios: Option[];
}) {
  const t = useT();
  const [type, setType] = useState<WritingType | null>(loadedType);
  useEffect(() => setType(loadedType), [loadedType]);
  return (
    <div className="space-y-6">
      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <div className="min-w-64">
          <SelectField
            label={t("adminPrompts.writing.type")}
            selectProps={{
              id: "writing-type-choice",
              name: "type",
              value: type ?? "",
              onChange: (e) => setType(isWritingType(e.target.value) ? e.target.value : null),
            }}
            hint={t("adminPrompts.typeChangeResets")}
          >
            <option value="">{t("adminPrompts.chooseType")}</option>
            {WRITING_TYPES.map((value) => (
              <option key={value} value={value}>{t(writingTypeLabelKey(value))}</option>
            ))}
          </SelectField>
        </div>
        <button type="submit" className={`${secondaryButtonClass} mb-5`}>{t("adminPrompts.useType")}</button>
      </Form>
      {type ? (
        <WritingPromptForm mode={mode} type={type} defaultValue={defaultValue} passages={passages} audios={audios} />
      ) : (
        <p className="text-slate-600">{t("adminPrompts.chooseTypeFirst")}</p>
      )}
    </div>
  );
}

function WritingPromptForm({
  mode,
  type,
  defaultValue,
  passages,
  audios,
}: {
  mode: "new" | "edit";
  type: WritingType;
  defaultValue: Record<string, string>;
  passages: Option[];
  audios: Option[];
}) {
  const t = useT();
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const lastIntent = useRef<FormDataEntryValue | null>(null);
  const [form, fields] = useForm<Shape, unknown>({
    id: "writing-prompt-form",
    lastResult: actionData?.result,
    defaultValue,
    shouldRevalidate: "onInput",
    onValidate({ formData, submitter }) {
      if (submitter) lastIntent.current = formData.get("intent");
      return parseWithZod(formData, { schema: writingFormSchema(lastIntent.current) });
    },
  });
  const created = actionData?.created?.kind === "passage" ? actionData.created.id : null;
  const pendingIntent = navigation.formData?.get("intent");
  const inlineErrors = [...(fields.passageTitle.errors ?? []), ...(fields.passageContent.errors ?? [])];
  const passageDialog = useDisclosure(inlineErrors.length > 0, created);
  const otherErrors = Object.entries(form.allErrors)
    .filter(([name]) => name === "type")
    .flatMap(([, errors]) => errors);

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4 rounded-xl border border-slate-200 p-5">
      {form.errors?.length ? (
        <Alert title={t(mode === "new" ? "adminPrompts.writing.addFailed" : "adminPrompts.writing.updateFailed")}>
          <FormErrors errors={form.errors} />
        </Alert>
      ) : null}
      {otherErrors.length ? <FormErrors errors={otherErrors} /> : null}
      <input type="hidden" name="type" value={type} />

      <TextareaField
        label={t(
          type === "academic_discussion"
            ? "adminPrompts.writing.instructions"
            : type === "build_sentence"
              ? "tasksWS.admin.context"
              : type === "email"
                ? "tasksWS.admin.situation"
                : "adminPrompts.writing.question",
        )}
        textareaProps={{ ...getTextareaProps(fields.question), rows: type === "build_sentence" ? 2 : 4 }}
        errors={fields.question.errors}
        hint={
          type === "academic_discussion"
            ? t("adminPrompts.writing.instructionsHint")
            : type === "build_sentence"
              ? t("tasksWS.admin.contextHint")
              : undefined
        }
      />

      {type === "build_sentence" ? (
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold">{t("tasksWS.admin.reply")}</legend>
          <TextareaField
            label={t("tasksWS.admin.chunks")}
            textareaProps={{ ...getTextareaProps(fields.chunks), rows: 7 }}
            errors={fields.chunks.errors}
            hint={t("tasksWS.admin.chunksHint")}
          />
          <InputField label={t("tasksWS.admin.distractor")} inputProps={getInputProps(fields.distractor, { type: "text" })} errors={fields.distractor.errors} hint={t("tasksWS.admin.distractorHint")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField label={t("tasksWS.admin.before")} inputProps={getInputProps(fields.before, { type: "text" })} errors={fields.before.errors} />
            <InputField label={t("tasksWS.admin.after")} inputProps={getInputProps(fields.after, { type: "text" })} errors={fields.after.errors} />
          </div>
        </fieldset>
      ) : null}

      {type === "email" ? (
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold">{t("tasksWS.admin.emailFields")}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField label={t("tasksWS.admin.to")} inputProps={getInputProps(fields.to, { type: "text" })} errors={fields.to.errors} />
            <InputField label={t("tasksWS.admin.subject")} inputProps={getInputProps(fields.subject, { type: "text" })} errors={fields.subject.errors} />
          </div>
          <TextareaField
            label={t("tasksWS.admin.goals")}
            textareaProps={{ ...getTextareaProps(fields.goals), rows: 4 }}
            errors={fields.goals.errors}
            hint={t("tasksWS.admin.goalsHint")}
          />
        </fieldset>
      ) : null}

      {type === "integrated" ? (
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold">{t("adminPrompts.writing.materials")}</legend>
          <SelectField
            label={t("adminPrompts.readingPassage")}
            selectProps={{
              ...getSelectProps(fields.relatedPassageId),
              // remount when a passage was created inline (and again once the list holds it): it becomes the selection
              key: `${fields.relatedPassageId.key ?? ""}-${created ?? ""}-${passages.length}`,
              defaultValue: created ? String(created) : (fields.relatedPassageId.initialValue as string | undefined) ?? "",
            }}
            errors={fields.relatedPassageId.errors}
          >
            <option value="">{t("adminPrompts.selectPassage")}</option>
            {passages.map((p) => (
              <option key={p.id} value={p.id}>{`#${p.id} ${p.title}`}</option>
            ))}
          </SelectField>
          {created ? <Notice>{t("adminPrompts.writing.passageCreated")}</Notice> : null}
          <details key={`new-passage-${created ?? ""}`} {...passageDialog} className="rounded-lg border border-dashed border-slate-300 p-3">
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t("adminPrompts.writing.createPassage")}</summary>
            <div className="mt-3 space-y-3">
              <Field
                label={t("adminPrompts.passageTitle")}
                inputProps={{
                  id: "writing-new-passage-title",
                  name: fields.passageTitle.name,
                  defaultValue: created ? "" : (fields.passageTitle.initialValue as string | undefined) ?? "",
                }}
              />
              <TextareaField
                label={t("adminPrompts.passageContent")}
                textareaProps={{
                  id: "writing-new-passage-content",
                  name: fields.passageContent.name,
                  rows: 6,
                  defaultValue: created ? "" : (fields.passageContent.initialValue as string | undefined) ?? "",
                }}
              />
              <FormErrors errors={inlineErrors} />
              <button type="submit" name="intent" value="createPassage" className={secondaryButtonClass} disabled={pendingIntent === "createPassage"}>
                {t("adminPrompts.writing.createPassageSubmit")}
              </button>
            </div>
          </details>
          <SelectField label={t("adminPrompts.audio")} selectProps={getSelectProps(fields.relatedAudioId)} errors={fields.relatedAudioId.errors}>
            <option value="">{t("adminPrompts.selectAudio")}</option>
            {audios.map((a) => (
              <option key={a.id} value={a.id}>{`#${a.id} ${a.title}`}</option>
            ))}
          </SelectField>
        </fieldset>
      ) : null}

      {type === "academic_discussion" ? (
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold">{t("adminPrompts.writing.discussion")}</legend>
          <TextareaField label={t("adminPrompts.writing.professorPost")} textareaProps={{ ...getTextareaProps(fields.professorPost), rows: 5 }} errors={fields.professorPost.errors} />
          <TextareaField label={t("adminPrompts.writing.firstStudentPost")} textareaProps={{ ...getTextareaProps(fields.firstStudentPost), rows: 4 }} errors={fields.firstStudentPost.errors} />
          <TextareaField label={t("adminPrompts.writing.secondStudentPost")} textareaProps={{ ...getTextareaProps(fields.secondStudentPost), rows: 4 }} errors={fields.secondStudentPost.errors} />
        </fieldset>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t("adminPrompts.difficultyLabel")} selectProps={getSelectProps(fields.difficulty)} errors={fields.difficulty.errors}>
          {DIFFICULTIES.map((d) => (
            <option key={d} value={d}>{t(`adminPrompts.difficulty.${d}`)}</option>
          ))}
        </SelectField>
        <InputField
          label={t("adminPrompts.writing.timeLimit")}
          inputProps={{ id: "writing-time-limit", name: "timeLimit", type: "number", readOnly: true, value: WRITING_TIME_LIMITS[type], min: 1, max: 60 }}
          hint={t("adminPrompts.writing.timeLimitHint")}
          errors={fields.timeLimit.errors}
        />
      </div>
      <div className="flex justify-end">
        <SubmitButton name="intent" value="save" pending={pendingIntent === "save"}>
          {t(mode === "new" ? "adminPrompts.writing.add" : "adminPrompts.saveChanges")}
        </SubmitButton>
      </div>
    </Form>
  );
}
