/**
 * The current-format (2026) full test form: a title, the three modules of reading and of listening
 * and the writing and speaking lists, as checkbox lists of items of the right task types with their
 * "Used in" marks. The server checks the counts (app/domain/fulltest/current.ts); without
 * JavaScript its message appears under the module at fault.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Badge } from "~/components/admin/prompts-ui";
import { ErrorList, FormErrors, SubmitButton } from "~/components/forms";
import { MODULES } from "~/domain/fulltest/current";
import { isTaskType, taskLabelKey } from "~/domain/tasks/registry";
import { CurrentFullTestSchema } from "~/lib/forms/full-test-current-admin";
import { useT } from "~/lib/i18n/react";
import type { CurrentCandidate } from "~/services/current-full-tests.server";

type ActionData = { result: SubmissionResult<string[]> };
type Modules = { routing: string[]; easier: string[]; harder: string[] };
export type CurrentEditorValue = { title: string; reading: Modules; listening: Modules; writing: string[]; speaking: string[] };

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value == null || value === "" ? [] : [String(value)]);

function Candidates({ name, items, checked, legend, errors }: { name: string; items: CurrentCandidate[]; checked: string[]; legend: string; errors?: string[] }) {
  const t = useT();
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4" data-testid={`module-${name}`}>
      <legend className="px-1 font-semibold">
        {legend} <Badge>{checked.length}</Badge>
      </legend>
      <ErrorList id={`${name}-errors`} errors={errors} />
      <ul className="max-h-72 space-y-1 overflow-y-auto">
        {items.map((item) => (
          <li key={item.id}>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name={name} value={item.id} defaultChecked={checked.includes(String(item.id))} />
              <span>
                <span className="font-medium">{isTaskType(item.type) ? t(taskLabelKey(item.type)) : item.type}</span> · {item.label}
                {item.questionCount ? <span className="text-slate-500"> ({t("ftc.admin.questions", { count: item.questionCount })})</span> : null}
                {item.usedIn.length ? (
                  <span className="ml-1 text-xs text-amber-800">{t("ftc.admin.usedIn", { tests: item.usedIn.join(", ") })}</span>
                ) : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function CurrentFullTestEditor({
  items,
  defaultValue,
}: {
  items: { reading: CurrentCandidate[]; listening: CurrentCandidate[]; writing: CurrentCandidate[]; speaking: CurrentCandidate[] };
  defaultValue: CurrentEditorValue;
}) {
  const t = useT();
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "current-full-test-form",
    lastResult: actionData?.result,
    defaultValue,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CurrentFullTestSchema }),
  });
  // after a refused submit, the learner's choices come back from the server's reply
  const initial = (form.initialValue ?? defaultValue) as Partial<Record<string, unknown>>;
  const pick = (path: string): string[] => {
    const [a, b] = path.split(".");
    const top = initial[a] as Record<string, unknown> | unknown[] | undefined;
    return asList(b ? (top as Record<string, unknown> | undefined)?.[b] : top);
  };
  const errors = form.allErrors;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <input type="hidden" name="format" value="current" />
      <FormErrors errors={form.errors?.map((e) => t(e))} />
      <p className="text-sm text-slate-700">{t("ftc.admin.currentIntro")}</p>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{t("ftc.admin.titleLabel")}</span>
        <input name={fields.title.name} defaultValue={String(initial.title ?? "")} className="rounded-md border border-slate-300 p-2" />
        <ErrorList errors={fields.title.errors} />
      </label>
      {(["reading", "listening"] as const).map((section) => (
        <section key={section} className="space-y-3">
          <h2 className="text-lg font-semibold">{t(`tasks.section.${section}`)}</h2>
          <div className="grid gap-4 lg:grid-cols-3">
            {MODULES.map((module) => (
              <Candidates
                key={module}
                name={`${section}.${module}`}
                items={items[section]}
                checked={pick(`${section}.${module}`)}
                legend={t(`ftc.admin.module.${module}`)}
                errors={errors[`${section}.${module}`]}
              />
            ))}
          </div>
        </section>
      ))}
      {(["writing", "speaking"] as const).map((section) => (
        <section key={section} className="space-y-3">
          <h2 className="text-lg font-semibold">{t(`tasks.section.${section}`)}</h2>
          <Candidates name={section} items={items[section]} checked={pick(section)} legend={t(`tasks.section.${section}`)} errors={errors[section]} />
        </section>
      ))}
      <SubmitButton pending={navigation.state !== "idle"}>{t("ftc.admin.save")}</SubmitButton>
    </Form>
  );
}
