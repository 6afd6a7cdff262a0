import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { SelectField, TextAreaField } from "~/components/admin/admin-ui";
import { ErrorList, Field, FormErrors, SubmitButton } from "~/components/forms";
import { DIFFICULTY_LEVELS, difficultyLabelKey } from "~/domain/questions";
import {
  CURRENT_OPTION_COUNT,
  DAILY_LIFE_GENRES,
  isReadingTaskType,
  questionCount,
  type RLTaskType,
} from "~/domain/tasks/reading-listening-rules";
import { letterFor } from "~/domain/practice/answers";
import { ListeningTaskSchema, ReadingTaskSchema } from "~/lib/current-task-schemas";
import { useT } from "~/lib/i18n/react";

export type TaskQuestionDefaults = { questionText: string; options: string[]; correctAnswer: string; explanation: string };
export type TaskItemDefaults = {
  title?: string;
  content?: string;
  genre?: string;
  transcription?: string;
  duration?: number | string;
  difficultyLevel?: number | string;
  questions?: TaskQuestionDefaults[];
};

type Values = Record<string, unknown> & { questions?: Array<Record<string, unknown> | undefined> };

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/**
 * The create/edit form of a current-format reading or listening item: the text (or transcript) and
 * every question in one form, with as many question slots as the type allows (4 options each).
 * Errors come from the same schema on both sides (the domain rules), shown next to each field.
 */
export function TaskItemForm({
  id,
  type,
  defaultValue,
  lastResult,
  submitLabel,
  hidden,
  disabled = false,
}: {
  id: string;
  type: RLTaskType;
  defaultValue?: TaskItemDefaults;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  hidden?: ReactNode;
  disabled?: boolean;
}) {
  const t = useT();
  const navigation = useNavigation();
  const reading = isReadingTaskType(type);
  const schema = reading ? ReadingTaskSchema : ListeningTaskSchema;
  const [form] = useForm({
    id,
    lastResult,
    defaultValue: { ...defaultValue, type } as never,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldRevalidate: "onInput",
  });
  const values = (form.initialValue ?? {}) as Values;
  // errors of the last server answer (also without JavaScript), else of the browser's own check
  const serverErrors = (lastResult?.error ?? {}) as Record<string, string[] | null>;
  const errors = (name: string) => form.allErrors[name] ?? serverErrors[name] ?? [];
  const slots = questionCount(type).max;
  const input = (name: string, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <Field
      label={label}
      inputProps={{ id: `${id}-${name}`, name, defaultValue: str(lookup(values, name)), ...extra }}
      errors={errors(name)}
    />
  );
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      {hidden}
      <input type="hidden" name="type" value={type} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset disabled={disabled} className="flex flex-col gap-3">
        {input("title", t("tasksRL.admin.title"))}
        {reading ? (
          <TextAreaField
            label={t(type === "complete_words" ? "tasksRL.admin.paragraph" : "tasksRL.admin.text")}
            hint={t(type === "complete_words" ? "tasksRL.admin.paragraphHint" : type === "daily_life" ? "tasksRL.admin.dailyLifeHint" : "tasksRL.admin.passageHint")}
            textareaProps={{ id: `${id}-content`, name: "content", defaultValue: str(values.content), rows: type === "academic_passage" ? 12 : 8 }}
            errors={errors("content")}
          />
        ) : (
          <TextAreaField
            label={t("tasksRL.admin.transcript")}
            hint={t("tasksRL.admin.transcriptHint")}
            textareaProps={{ id: `${id}-transcription`, name: "transcription", defaultValue: str(values.transcription), rows: 8 }}
            errors={errors("transcription")}
          />
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          {type === "daily_life" ? (
            <SelectField
              label={t("tasksRL.admin.genre")}
              selectProps={{ id: `${id}-genre`, name: "genre", defaultValue: str(values.genre) }}
              options={[{ value: "", label: t("tasksRL.admin.chooseGenre") }, ...DAILY_LIFE_GENRES.map((g) => ({ value: g, label: t(`tasksRL.admin.genre.${g}`) }))]}
              errors={errors("genre")}
            />
          ) : null}
          {reading ? null : input("duration", t("tasksRL.admin.duration"), { type: "number", min: 1 })}
          <SelectField
            label={t("admin.difficulty")}
            selectProps={{ id: `${id}-difficultyLevel`, name: "difficultyLevel", defaultValue: str(values.difficultyLevel) || "3" }}
            options={DIFFICULTY_LEVELS.map((n) => ({ value: String(n), label: `${n} - ${t(difficultyLabelKey(n))}` }))}
            errors={errors("difficultyLevel")}
          />
        </div>
        {slots > 0 ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-slate-600">{t("tasksRL.admin.questionsHint", { count: questionCount(type).min === slots ? slots : `${questionCount(type).min}-${slots}` })}</p>
            <div role={errors("questions").length ? "alert" : undefined}>
              <ErrorList id={`${id}-questions-error`} errors={errors("questions")} />
            </div>
            {Array.from({ length: slots }, (_, i) => (
              <fieldset key={i} className="rounded-lg border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold">
                  {t(i >= questionCount(type).min ? "tasksRL.admin.questionOptional" : "tasksRL.admin.questionN", { n: i + 1 })}
                </legend>
                <div className="flex flex-col gap-2">
                  {input(`questions[${i}].questionText`, t("tasksRL.admin.questionText"))}
                  <div className="grid gap-2 sm:grid-cols-2">
                    {Array.from({ length: CURRENT_OPTION_COUNT }, (_, j) => (
                      <Field
                        key={j}
                        label={t("tasksRL.admin.option", { letter: letterFor(j) })}
                        inputProps={{ id: `${id}-q${i}-o${j}`, name: `questions[${i}].options[${j}]`, defaultValue: str(lookup(values, `questions[${i}].options[${j}]`)) }}
                      />
                    ))}
                  </div>
                  <ErrorList errors={errors(`questions[${i}].options`)} />
                  <SelectField
                    label={t("tasksRL.admin.correct")}
                    selectProps={{ id: `${id}-q${i}-correct`, name: `questions[${i}].correctAnswer`, defaultValue: str(lookup(values, `questions[${i}].correctAnswer`)) }}
                    options={[{ value: "", label: "-" }, ...Array.from({ length: CURRENT_OPTION_COUNT }, (_, j) => ({ value: letterFor(j), label: letterFor(j) }))]}
                    errors={errors(`questions[${i}].correctAnswer`)}
                  />
                  {input(`questions[${i}].explanation`, t("tasksRL.admin.explanation"))}
                </div>
              </fieldset>
            ))}
          </div>
        ) : null}
        <div>
          <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("intent") !== "upload"}>{submitLabel}</SubmitButton>
        </div>
      </fieldset>
    </Form>
  );
}

/** A value of a nested form object by Conform name ("questions[1].options[2]"). */
function lookup(values: Values, name: string): unknown {
  let current: unknown = values;
  for (const part of name.split(/[.[\]]+/).filter(Boolean)) {
    if (current == null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** Form defaults of a stored item. */
export function taskItemDefaults(
  item: { title: string; content?: string; transcription?: string; duration?: number; difficultyLevel: number; data?: Record<string, unknown> | null },
  questions: Array<{ questionText: string; options: string[]; correctAnswer: string; explanation: string | null }>,
): TaskItemDefaults {
  return {
    title: item.title,
    content: item.content,
    transcription: item.transcription,
    duration: item.duration,
    difficultyLevel: item.difficultyLevel,
    genre: typeof item.data?.genre === "string" ? item.data.genre : undefined,
    questions: questions.map((q) => ({ questionText: q.questionText, options: q.options, correctAnswer: q.correctAnswer, explanation: q.explanation ?? "" })),
  };
}
