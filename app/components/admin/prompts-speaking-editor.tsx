/**
 * The speaking prompt form of /admin/speaking/new and /admin/speaking/edit/:id. The type
 * (independent or integrated) is chosen first (a GET form; in place with JavaScript). Integrated
 * prompts choose a task type and an audio; the passage selector shows only for text_audio (a CSS
 * :has() rule, so also without JavaScript). Passages and audios can be created inline.
 */
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { speakingTypeLabelKey } from "~/domain/tasks/prompt-types";
import { parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Field, FormErrors, SubmitButton } from "~/components/forms";
import { Alert, Notice, SelectField, TextareaField, secondaryButtonClass, useDisclosure } from "~/components/admin/prompts-ui";
import { DIFFICULTIES } from "~/lib/forms/prompt-fields";
import {
  INTEGRATED_TYPES,
  SPEAKING_TIMES,
  SET_SIZES,
  SPEAKING_TYPES,
  isSpeakingType,
  speakingFormSchema,
  type SpeakingType,
} from "~/lib/forms/speaking-prompt";
import { useT } from "~/lib/i18n/react";
import { LISTEN_REPEAT_WINDOWS } from "~/domain/tasks/registry";

type Option = { id: number; title: string };
type ActionData = { result: SubmissionResult<string[]>; created: { kind: "passage" | "audio"; id: number } | null };

type Shape = {
  intent: string;
  type: string;
  integratedType: string;
  question: string;
  difficulty: string;
  preparationTime: string;
  speakingTime: string;
  relatedPassageId: string;
  relatedAudioId: string;
  passageTitle: string;
  passageContent: string;
  passageDifficulty: string;
  audioTitle: string;
  audioUrl: string;
  audioTranscription: string;
  audioDifficulty: string;
  audioDuration: string;
  set: string;
  position: string;
};

const FORM_ID = "speaking-prompt-form";
// The passage block shows only while "text_audio" is the selected task type, with or without JavaScript.
const TEXT_AUDIO_ONLY_CSS = `#${FORM_ID}:not(:has(select[name=integratedType] option[value=text_audio]:checked)) .text-audio-only{display:none}`;

export function SpeakingPromptEditor({
  mode,
  type: loadedType,
  defaultValue,
  passages,
  audios,
}: {
  mode: "new" | "edit";
  type: SpeakingType | null;
  defaultValue: Record<string, string>;
  passages: Option[];
  audios: Option[];
}) {
  const t = useT();
  const [type, setType] = useState<SpeakingType | null>(loadedType);
  useEffect(() => setType(loadedType), [loadedType]);
  return (
    <div className="space-y-6">
      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <div className="min-w-64">
          <SelectField
            label={t("adminPrompts.speaking.type")}
            selectProps={{
              id: "speaking-type-choice",
              name: "type",
              value: type ?? "",
              onChange: (e) => setType(isSpeakingType(e.target.value) ? e.target.value : null),
            }}
            hint={t("adminPrompts.typeChangeResets")}
          >
            <option value="">{t("adminPrompts.chooseType")}</option>
            {SPEAKING_TYPES.map((value) => (
              <option key={value} value={value}>{t(speakingTypeLabelKey(value))}</option>
            ))}
          </SelectField>
        </div>
        <button type="submit" className={`${secondaryButtonClass} mb-5`}>{t("adminPrompts.useType")}</button>
      </Form>
      {type ? (
        <SpeakingPromptForm mode={mode} type={type} defaultValue={defaultValue} passages={passages} audios={audios} />
      ) : (
        <p className="text-slate-600">{t("adminPrompts.chooseTypeFirst")}</p>
      )}
    </div>
  );
}

function SpeakingPromptForm({
  mode,
  type,
  defaultValue,
  passages,
  audios,
}: {
  mode: "new" | "edit";
  type: SpeakingType;
  defaultValue: Record<string, string>;
  passages: Option[];
  audios: Option[];
}) {
  const t = useT();
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const lastIntent = useRef<FormDataEntryValue | null>(null);
  const [form, fields] = useForm<Shape, unknown>({
    id: FORM_ID,
    lastResult: actionData?.result,
    defaultValue,
    shouldRevalidate: "onInput",
    onValidate({ formData, submitter }) {
      if (submitter) lastIntent.current = formData.get("intent");
      return parseWithZod(formData, { schema: speakingFormSchema(lastIntent.current) });
    },
  });
  const created = actionData?.created ?? null;
  const createdPassage = created?.kind === "passage" ? created.id : null;
  const createdAudio = created?.kind === "audio" ? created.id : null;
  const pendingIntent = navigation.formData?.get("intent");
  const initial = (name: keyof Shape, fallback = "") => (fields[name].initialValue as string | undefined) ?? fallback;
  const passageErrors = ["passageTitle", "passageContent", "passageDifficulty"].some((n) => fields[n as keyof Shape].errors?.length);
  const audioErrors = ["audioTitle", "audioUrl", "audioTranscription", "audioDifficulty", "audioDuration"].some((n) => fields[n as keyof Shape].errors?.length);
  const hasErrors = Object.keys(form.allErrors).length > 0;
  const passageDialog = useDisclosure(Boolean(passageErrors), createdPassage);
  const audioDialog = useDisclosure(Boolean(audioErrors), createdAudio);

  const audioBlock = (
    <>
          <SelectField
            label={t("adminPrompts.audio")}
            selectProps={{
              ...getSelectProps(fields.relatedAudioId),
              key: `${fields.relatedAudioId.key ?? ""}-${createdAudio ?? ""}-${audios.length}`,
              defaultValue: createdAudio ? String(createdAudio) : initial("relatedAudioId"),
            }}
            errors={fields.relatedAudioId.errors}
          >
            <option value="">{t("adminPrompts.selectAudio")}</option>
            {audios.map((a) => (
              <option key={a.id} value={a.id}>{`#${a.id} ${a.title}`}</option>
            ))}
          </SelectField>
          {createdAudio ? <Notice>{t("adminPrompts.speaking.audioCreated")}</Notice> : null}
          <details key={`new-audio-${createdAudio ?? ""}`} {...audioDialog} className="rounded-lg border border-dashed border-slate-300 p-3">
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t("adminPrompts.speaking.createAudio")}</summary>
            <div className="mt-3 space-y-3">
              <Field
                label={t("adminPrompts.audioTitle")}
                inputProps={{ id: "speaking-new-audio-title", name: "audioTitle", defaultValue: createdAudio ? "" : initial("audioTitle") }}
                errors={fields.audioTitle.errors}
              />
              <Field
                label={t("adminPrompts.audioUrl")}
                inputProps={{ id: "speaking-new-audio-url", name: "audioUrl", type: "text", inputMode: "url", placeholder: "https://…", defaultValue: createdAudio ? "" : initial("audioUrl") }}
                errors={fields.audioUrl.errors}
              />
              <TextareaField
                label={t("adminPrompts.transcription")}
                textareaProps={{ id: "speaking-new-audio-transcription", name: "audioTranscription", rows: 4, defaultValue: createdAudio ? "" : initial("audioTranscription") }}
                errors={fields.audioTranscription.errors}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <Field
                  label={t("adminPrompts.difficultyLevel")}
                  inputProps={{ id: "speaking-new-audio-difficulty", name: "audioDifficulty", type: "number", min: 1, max: 5, defaultValue: createdAudio ? "3" : initial("audioDifficulty", "3") }}
                  errors={fields.audioDifficulty.errors}
                />
                <Field
                  label={t("adminPrompts.durationSeconds")}
                  inputProps={{ id: "speaking-new-audio-duration", name: "audioDuration", type: "number", min: 10, defaultValue: createdAudio ? "120" : initial("audioDuration", "120") }}
                  errors={fields.audioDuration.errors}
                />
              </div>
              <button type="submit" name="intent" value="createAudio" className={secondaryButtonClass} disabled={pendingIntent === "createAudio"}>
                {t("adminPrompts.speaking.createAudioSubmit")}
              </button>
            </div>
          </details>
    </>
  );
  const current = type === "listen_repeat" || type === "interview";

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4 rounded-xl border border-slate-200 p-5">
      <style dangerouslySetInnerHTML={{ __html: TEXT_AUDIO_ONLY_CSS }} />
      {hasErrors ? (
        <Alert title={t("adminPrompts.validationError")}>
          {form.errors?.length ? (
            <p>
              {t(mode === "new" ? "adminPrompts.speaking.addFailed" : "adminPrompts.speaking.updateFailed", {
                message: form.errors.map((e) => t(e)).join(", "),
              })}
            </p>
          ) : (
            <p>{t("adminPrompts.fixFields")}</p>
          )}
        </Alert>
      ) : null}
      {fields.type.errors?.length ? <FormErrors errors={fields.type.errors} /> : null}
      <input type="hidden" name="type" value={type} />

      <TextareaField
        label={t(type === "listen_repeat" ? "tasksWS.admin.sentence" : type === "interview" ? "tasksWS.admin.interviewQuestion" : "adminPrompts.speaking.question")}
        textareaProps={{ ...getTextareaProps(fields.question), rows: current ? 2 : 4 }}
        errors={fields.question.errors}
        hint={type === "listen_repeat" ? t("tasksWS.admin.sentenceHint") : undefined}
      />

      {current ? (
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold">{t("tasksWS.admin.setFields")}</legend>
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <Field
              label={t(type === "listen_repeat" ? "tasksWS.admin.set" : "tasksWS.admin.topic")}
              inputProps={getInputProps(fields.set, { type: "text" })}
              errors={fields.set.errors}
            />
            <Field
              label={t("tasksWS.admin.position", { max: SET_SIZES[type] })}
              inputProps={{ ...getInputProps(fields.position, { type: "number" }), min: 1, max: SET_SIZES[type] }}
              errors={fields.position.errors}
            />
          </div>
          <p className="text-xs text-slate-500">
            {t(type === "listen_repeat" ? "tasksWS.admin.windowHint" : "tasksWS.admin.interviewHint", { windows: LISTEN_REPEAT_WINDOWS.join(", ") })}
          </p>
          {audioBlock}
        </fieldset>
      ) : null}

      {type === "integrated" ? (
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold">{t("adminPrompts.speaking.integratedTask")}</legend>
          <SelectField label={t("adminPrompts.speaking.integratedType")} selectProps={getSelectProps(fields.integratedType)} errors={fields.integratedType.errors}>
            <option value="">{t("adminPrompts.speaking.selectIntegratedType")}</option>
            {INTEGRATED_TYPES.map((value) => (
              <option key={value} value={value}>{t(`adminPrompts.integratedType.${value}`)}</option>
            ))}
          </SelectField>

          <div className="text-audio-only space-y-3">
            <SelectField
              label={t("adminPrompts.readingPassage")}
              selectProps={{
                ...getSelectProps(fields.relatedPassageId),
                key: `${fields.relatedPassageId.key ?? ""}-${createdPassage ?? ""}-${passages.length}`,
                defaultValue: createdPassage ? String(createdPassage) : initial("relatedPassageId"),
              }}
              errors={fields.relatedPassageId.errors}
              hint={t("adminPrompts.speaking.passageHint")}
            >
              <option value="">{t("adminPrompts.selectPassage")}</option>
              {passages.map((p) => (
                <option key={p.id} value={p.id}>{`#${p.id} ${p.title}`}</option>
              ))}
            </SelectField>
            {createdPassage ? <Notice>{t("adminPrompts.speaking.passageCreated")}</Notice> : null}
            <details key={`new-passage-${createdPassage ?? ""}`} {...passageDialog} className="rounded-lg border border-dashed border-slate-300 p-3">
              <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t("adminPrompts.speaking.createPassage")}</summary>
              <div className="mt-3 space-y-3">
                <Field
                  label={t("adminPrompts.passageTitle")}
                  inputProps={{ id: "speaking-new-passage-title", name: "passageTitle", defaultValue: createdPassage ? "" : initial("passageTitle") }}
                  errors={fields.passageTitle.errors}
                />
                <TextareaField
                  label={t("adminPrompts.passageContent")}
                  textareaProps={{ id: "speaking-new-passage-content", name: "passageContent", rows: 5, defaultValue: createdPassage ? "" : initial("passageContent") }}
                  errors={fields.passageContent.errors}
                />
                <Field
                  label={t("adminPrompts.difficultyLevel")}
                  inputProps={{ id: "speaking-new-passage-difficulty", name: "passageDifficulty", type: "number", min: 1, max: 5, defaultValue: createdPassage ? "3" : initial("passageDifficulty", "3") }}
                  errors={fields.passageDifficulty.errors}
                />
                <button type="submit" name="intent" value="createPassage" className={secondaryButtonClass} disabled={pendingIntent === "createPassage"}>
                  {t("adminPrompts.speaking.createPassageSubmit")}
                </button>
              </div>
            </details>
          </div>

          {audioBlock}
        </fieldset>
      ) : null}

      <div className={`grid gap-4 ${current ? "sm:grid-cols-1" : "sm:grid-cols-3"}`}>
        <SelectField label={t("adminPrompts.difficultyLabel")} selectProps={getSelectProps(fields.difficulty)} errors={fields.difficulty.errors}>
          {DIFFICULTIES.map((d) => (
            <option key={d} value={d}>{t(`adminPrompts.difficulty.${d}`)}</option>
          ))}
        </SelectField>
        {current ? null : (
          <>
        <Field
          label={t("adminPrompts.speaking.preparationTime")}
          inputProps={{ ...getInputProps(fields.preparationTime, { type: "number" }), min: SPEAKING_TIMES.preparation.min, max: SPEAKING_TIMES.preparation.max }}
          errors={fields.preparationTime.errors}
        />
        <Field
          label={t("adminPrompts.speaking.speakingTime")}
          inputProps={{ ...getInputProps(fields.speakingTime, { type: "number" }), min: SPEAKING_TIMES.speaking.min, max: SPEAKING_TIMES.speaking.max }}
          errors={fields.speakingTime.errors}
        />
          </>
        )}
      </div>
      <div className="flex justify-end">
        <SubmitButton name="intent" value="save" pending={pendingIntent === "save"}>
          {t(mode === "new" ? "adminPrompts.speaking.add" : "adminPrompts.saveChanges")}
        </SubmitButton>
      </div>
    </Form>
  );
}
