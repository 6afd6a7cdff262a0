import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { SelectField, TextAreaField, useHydrated } from "~/components/admin/admin-ui";
import { ErrorList, FormErrors, SubmitButton } from "~/components/forms";
import {
  LISTENING_OPTION_SLOTS,
  letterFor,
  PROSE_SUMMARY_CORRECT,
  READING_OPTION_SLOTS,
  type QuestionKind,
} from "~/domain/questions";
import { questionSchemaFor } from "~/lib/admin-validation";
import { useT } from "~/lib/i18n/react";

export type QuestionDefaults = {
  questionText: string;
  questionType: string;
  options: string[];
  correctAnswer: string;
  correctAnswers: string[] | null;
  explanation: string | null;
};

const inputClass =
  "w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100";

/**
 * The question form of /admin/reading/questions/:passageId (6 option slots, single or prose
 * summary) and /admin/listening/audios/:id/questions (4 option slots, single). Without JavaScript
 * both answer pickers show and the server uses the one of the chosen type; with it, only the
 * relevant one shows and the prose summary allows at most 3 ticks.
 */
export function QuestionForm({
  kind,
  id,
  defaultValue,
  lastResult,
  submitLabel,
  hidden,
  footer,
}: {
  kind: QuestionKind;
  id: string;
  defaultValue?: QuestionDefaults;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  hidden?: ReactNode;
  footer?: ReactNode;
}) {
  const t = useT();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const slots = kind === "reading" ? READING_OPTION_SLOTS : LISTENING_OPTION_SLOTS;
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: {
      questionText: defaultValue?.questionText ?? "",
      questionType: defaultValue?.questionType ?? "single",
      correctAnswer: defaultValue?.questionType === "prose_summary" ? "" : (defaultValue?.correctAnswer ?? ""),
      explanation: defaultValue?.explanation ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: questionSchemaFor(kind) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  // Values to show: the last submission's after a refused post (also without JavaScript), else the defaults.
  const asList = (v: unknown) => (Array.isArray(v) ? v : v == null || v === "" ? [] : [v]).map((x) => (typeof x === "string" ? x : ""));
  const initialOptions = fields.options.initialValue === undefined ? (defaultValue?.options ?? []) : asList(fields.options.initialValue);
  const initialCorrect = typeof fields.correctAnswer.initialValue === "string" ? fields.correctAnswer.initialValue : "";
  const initialTicked =
    fields.correctAnswers.initialValue === undefined ? (defaultValue?.correctAnswers ?? []) : asList(fields.correctAnswers.initialValue);
  const [type, setType] = useState(fields.questionType.initialValue === "prose_summary" ? "prose_summary" : "single");
  const [ticked, setTicked] = useState<string[]>(initialTicked);
  const letters = Array.from({ length: slots }, (_, i) => letterFor(i));
  const showSingle = !hydrated || type === "single" || kind === "listening";
  const showProse = kind === "reading" && (!hydrated || type === "prose_summary");

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      {hidden}
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextAreaField label={t("admin.question.text")} textareaProps={{ ...getTextareaProps(fields.questionText), rows: 3 }} errors={fields.questionText.errors} />
      {kind === "reading" ? (
        <SelectField
          label={t("admin.question.type")}
          selectProps={{
            id: fields.questionType.id,
            name: fields.questionType.name,
            defaultValue: type,
            onChange: (e) => setType(e.currentTarget.value),
          }}
          options={[
            { value: "single", label: t("admin.question.typeSingle") },
            { value: "prose_summary", label: t("admin.question.typeProse") },
          ]}
          errors={fields.questionType.errors}
        />
      ) : (
        <input type="hidden" name="questionType" value="single" />
      )}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t("admin.question.options")}</legend>
        {kind === "reading" ? <p className="text-xs text-slate-500">{t("admin.question.optionsHint")}</p> : null}
        {letters.map((letter, i) => (
          <div key={letter} className="flex items-center gap-2">
            <label htmlFor={`${id}-option-${i}`} className="w-20 shrink-0 text-sm font-semibold text-slate-700">
              {t("admin.question.optionLabel", { letter })}
            </label>
            <input
              id={`${id}-option-${i}`}
              name={`options[${i}]`}
              type="text"
              defaultValue={initialOptions[i] ?? ""}
              className={inputClass}
            />
          </div>
        ))}
        <ErrorList id={`${id}-options-error`} errors={fields.options.errors} />
      </fieldset>

      {showSingle ? (
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">
            {kind === "reading" ? t("admin.question.correctSingle") : t("admin.question.correctAnswer")}
          </legend>
          <div className="flex flex-wrap gap-4">
            {letters.map((letter) => (
              <label key={letter} className="flex items-center gap-1 text-sm">
                <input type="radio" name="correctAnswer" value={letter} defaultChecked={initialCorrect === letter} />
                {letter}
              </label>
            ))}
          </div>
          <ErrorList id={`${id}-correct-error`} errors={fields.correctAnswer.errors} />
        </fieldset>
      ) : null}

      {showProse ? (
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">{t("admin.question.correctProse", { count: PROSE_SUMMARY_CORRECT })}</legend>
          <div className="flex flex-wrap gap-4">
            {letters.map((letter) => {
              const checked = ticked.includes(letter);
              return (
                <label key={letter} className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    name="correctAnswers"
                    value={letter}
                    defaultChecked={initialTicked.includes(letter)}
                    disabled={hydrated && !checked && ticked.length >= PROSE_SUMMARY_CORRECT}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setTicked((list) => (on ? [...list, letter] : list.filter((l) => l !== letter)));
                    }}
                  />
                  {letter}
                </label>
              );
            })}
          </div>
          <ErrorList id={`${id}-corrects-error`} errors={fields.correctAnswers.errors} />
        </fieldset>
      ) : null}

      <TextAreaField label={t("admin.question.explanation")} textareaProps={{ ...getTextareaProps(fields.explanation), rows: 2 }} errors={fields.explanation.errors} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete"}>{submitLabel}</SubmitButton>
        {footer}
      </div>
    </Form>
  );
}
