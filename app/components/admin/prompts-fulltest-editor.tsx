/**
 * The full test form: a title and four checkbox sections with "n/required selected" badges. With
 * JavaScript, a section's other checkboxes are disabled once it holds the required count (without
 * JavaScript the server's message asks for the exact count instead).
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { speakingTypeLabelKey, writingTypeLabelKey } from "~/domain/tasks/prompt-types";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Badge, secondaryButtonClass } from "~/components/admin/prompts-ui";
import { ErrorList, Field, FormErrors, SubmitButton } from "~/components/forms";
import { FULL_TEST_COUNTS, type FullTestSection } from "~/domain/fulltest/composition";
import { FullTestSchema } from "~/lib/forms/full-test";
import { useT } from "~/lib/i18n/react";
import type { EditorItem } from "./prompts-fulltest-editor.server";

type ActionData = { result: SubmissionResult<string[]> };

const SECTION_FIELDS: Record<FullTestSection, "readingPassageIds" | "listeningAudioIds" | "writingPromptIds" | "speakingPromptIds"> = {
  reading: "readingPassageIds",
  listening: "listeningAudioIds",
  writing: "writingPromptIds",
  speaking: "speakingPromptIds",
};

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value === undefined || value === null || value === "") return [];
  return [String(value)];
}

export function FullTestEditor({
  mode,
  items,
  defaultValue,
}: {
  mode: "create" | "edit";
  items: Record<FullTestSection, EditorItem[]>;
  defaultValue: { title: string; readingPassageIds: string[]; listeningAudioIds: string[]; writingPromptIds: string[]; speakingPromptIds: string[] };
}) {
  const t = useT();
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [form, fields] = useForm({
    id: "full-test-form",
    lastResult: actionData?.result,
    defaultValue,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: FullTestSchema }),
  });

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      {form.errors?.length ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {t(mode === "create" ? "adminPrompts.fullTest.createFailed" : "adminPrompts.fullTest.updateFailed", {
            message: form.errors.map((e) => t(e)).join(", "),
          })}
        </div>
      ) : (
        <FormErrors errors={null} />
      )}
      <div className="max-w-xl">
        <Field label={t("adminPrompts.fullTest.title")} inputProps={{ ...getInputProps(fields.title, { type: "text" }), placeholder: t("adminPrompts.fullTest.titlePlaceholder") }} errors={fields.title.errors} />
      </div>
      {(Object.keys(SECTION_FIELDS) as FullTestSection[]).map((section) => {
        const field = fields[SECTION_FIELDS[section]];
        return (
          <SectionPicker
            key={section}
            section={section}
            name={field.name}
            errorId={field.errorId}
            items={items[section]}
            initial={asList(field.initialValue)}
            errors={field.errors}
            hydrated={hydrated}
          />
        );
      })}
      <div className="flex justify-end gap-2">
        <Link to="/admin/fulltest/tests" className={secondaryButtonClass}>{t("adminPrompts.cancel")}</Link>
        <SubmitButton pending={navigation.state === "submitting"}>
          {t(mode === "create" ? "adminPrompts.fullTest.createSubmit" : "adminPrompts.saveChanges")}
        </SubmitButton>
      </div>
    </Form>
  );
}

function SectionPicker({
  section,
  name,
  errorId,
  items,
  initial,
  errors,
  hydrated,
}: {
  section: FullTestSection;
  name: string;
  errorId: string;
  items: EditorItem[];
  initial: string[];
  errors?: string[];
  hydrated: boolean;
}) {
  const t = useT();
  const required = FULL_TEST_COUNTS[section];
  const [selected, setSelected] = useState(() => new Set(initial));
  const full = selected.size >= required;
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4" aria-describedby={errors?.length ? errorId : undefined}>
      <legend className="flex items-center gap-2 px-1">
        <span className="font-semibold">{t(`adminPrompts.fullTest.section.${section}`)}</span>
        <Badge tone={selected.size === required ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"}>
          <span data-testid={`badge-${section}`}>{t("adminPrompts.fullTest.selectedBadge", { n: selected.size, required })}</span>
        </Badge>
      </legend>
      {items.length === 0 ? (
        <p className="py-2 text-sm text-slate-500">{t(`adminPrompts.fullTest.none.${section}`)}</p>
      ) : (
        <ul className="mt-2 grid gap-2 md:grid-cols-2">
          {items.map((item) => {
            const value = String(item.id);
            const checked = selected.has(value);
            const id = `${name}-${item.id}`;
            return (
              <li key={item.id}>
                <label
                  htmlFor={id}
                  className={`flex gap-3 rounded-lg border p-3 text-sm ${item.usedIn.length ? "border-amber-300 bg-amber-50" : "border-slate-200"} ${hydrated && full && !checked ? "opacity-60" : ""}`}
                >
                  <input
                    id={id}
                    type="checkbox"
                    name={name}
                    value={value}
                    defaultChecked={initial.includes(value)}
                    disabled={hydrated && full && !checked}
                    onChange={(e) => {
                      const next = new Set(selected);
                      if (e.target.checked) next.add(value);
                      else next.delete(value);
                      setSelected(next);
                    }}
                    className="mt-1"
                  />
                  <span className="flex flex-col gap-1">
                    <span className="font-medium">
                      <span className="font-mono text-slate-500">#{item.id}</span> {item.label}
                    </span>
                    {item.type ? (
                      <span className="text-xs text-slate-600">
                        {section === "writing" ? t(writingTypeLabelKey(item.type ?? "")) : t(speakingTypeLabelKey(item.type ?? ""))}
                        {item.detail ? ` · ${t(`adminPrompts.integratedType.${item.detail}`)}` : ""}
                      </span>
                    ) : null}
                    {item.questionCount !== undefined ? (
                      <span className="text-xs text-slate-600">{t("adminPrompts.fullTest.questionCount", { n: item.questionCount })}</span>
                    ) : null}
                    {item.usedIn.length ? (
                      <span className="text-xs font-semibold text-amber-800">{t("adminPrompts.fullTest.usedIn", { title: item.usedIn.join(", ") })}</span>
                    ) : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}
