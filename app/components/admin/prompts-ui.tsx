/**
 * Small building blocks of the prompt and full-test admin pages: the page header with "Back to
 * Dashboard", badges, select and textarea fields in the style of components/forms.tsx, and the
 * delete confirmation that is an anchored section (`:target`), so it works without JavaScript.
 */
import { Form, Link } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { ErrorList } from "~/components/forms";
import { useT } from "~/lib/i18n/react";

export function PromptsAdminHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  const t = useT();
  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div>
        <Link to="/admin/dashboard" className="text-sm font-medium text-brand-700 hover:underline">
          ← {t("adminPrompts.backToDashboard")}
        </Link>
        <h1 className="mt-2 text-2xl font-bold">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

export const buttonClass =
  "inline-flex items-center justify-center rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50";
export const dangerButtonClass =
  "inline-flex items-center justify-center rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700";
const inputClass =
  "rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid]:border-red-500 read-only:bg-slate-50";

const difficultyTone: Record<string, string> = {
  easy: "bg-green-100 text-green-800",
  medium: "bg-yellow-100 text-yellow-800",
  hard: "bg-red-100 text-red-800",
};

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const t = useT();
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${difficultyTone[difficulty] ?? "bg-slate-100 text-slate-700"}`}>
      {t(`adminPrompts.difficulty.${difficulty}`)}
    </span>
  );
}

export function Badge({ children, tone = "bg-slate-100 text-slate-700" }: { children: ReactNode; tone?: string }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{children}</span>;
}

export function truncate(text: string, max: number) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

type FieldProps<T> = T & { id: string; key?: string; name?: string };

export function SelectField({
  label,
  selectProps,
  errors,
  hint,
  children,
}: {
  label: ReactNode;
  selectProps: FieldProps<React.SelectHTMLAttributes<HTMLSelectElement>>;
  errors?: string[] | null;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const { key, ...rest } = selectProps;
  const errorId = `${selectProps.id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectProps.id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select key={key} {...rest} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} className={inputClass}>
        {children}
      </select>
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function TextareaField({
  label,
  textareaProps,
  errors,
  hint,
}: {
  label: ReactNode;
  textareaProps: FieldProps<React.TextareaHTMLAttributes<HTMLTextAreaElement>>;
  errors?: string[] | null;
  hint?: ReactNode;
}) {
  const { key, ...rest } = textareaProps;
  const errorId = `${textareaProps.id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={textareaProps.id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        key={key}
        rows={4}
        {...rest}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={inputClass}
      />
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** A plain labelled input (for fields outside Conform, e.g. read-only values). */
export function InputField({
  label,
  inputProps,
  errors,
  hint,
}: {
  label: ReactNode;
  inputProps: FieldProps<React.InputHTMLAttributes<HTMLInputElement>>;
  errors?: string[] | null;
  hint?: ReactNode;
}) {
  const { key, ...rest } = inputProps;
  const errorId = `${inputProps.id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputProps.id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input key={key} {...rest} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} className={inputClass} />
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/**
 * A confirmation "dialog": a section shown when the URL's hash names it (a link to `#anchor`), with
 * or without JavaScript. The form posts `intent=delete` and `id` to the page's action.
 */
/** A table row's Edit link and Delete anchor (which opens the row's ConfirmDelete, also without JavaScript). */
export function RowActions({ editHref, deleteAnchor, editLabel, deleteLabel }: { editHref: string; deleteAnchor: string; editLabel: string; deleteLabel: string }) {
  const t = useT();
  return (
    <div className="flex gap-3">
      <Link to={editHref} className="font-medium text-brand-700 hover:underline" aria-label={editLabel}>
        {t("adminPrompts.edit")}
      </Link>
      <a href={`#${deleteAnchor}`} className="font-medium text-red-700 hover:underline" aria-label={deleteLabel}>
        {t("adminPrompts.delete")}
      </a>
    </div>
  );
}

export function ConfirmDelete({
  anchor,
  id,
  title,
  children,
  confirmLabel,
}: {
  anchor: string;
  id: number;
  title: string;
  children: ReactNode;
  confirmLabel: string;
}) {
  const t = useT();
  // With JavaScript the submission is a client navigation, which does not update :target: the
  // dialog hides itself once submitted, and shows again at the next fragment navigation.
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    const reopen = () => setSubmitted(false);
    window.addEventListener("hashchange", reopen);
    return () => window.removeEventListener("hashchange", reopen);
  }, []);
  return (
    <section
      id={anchor}
      role="dialog"
      aria-labelledby={`${anchor}-title`}
      style={submitted ? { display: "none" } : undefined}
      className="fixed inset-0 z-40 hidden items-center justify-center bg-slate-900/40 p-4 target:flex"
    >
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
        <h2 id={`${anchor}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="mt-2 space-y-2 text-sm text-slate-600">{children}</div>
        <Form method="post" className="mt-6 flex justify-end gap-2" onSubmit={() => setSubmitted(true)}>
          <input type="hidden" name="id" value={id} />
          <a href="#" className={secondaryButtonClass}>
            {t("adminPrompts.cancel")}
          </a>
          <button type="submit" name="intent" value="delete" className={dangerButtonClass}>
            {confirmLabel}
          </button>
        </Form>
      </div>
    </section>
  );
}

/** A form-level alert (service failures and refused deletes). */
export function Alert({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <div role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div>{children}</div> : null}
    </div>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="mb-4 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-800">
      {children}
    </div>
  );
}

/**
 * Open state of an inline "dialog" (<details>): opened by the server when its fields have errors
 * (so it works without JavaScript), kept open while the admin types, closed after the item it
 * creates is created (`resetKey` changes).
 */
export function useDisclosure(hasErrors: boolean, resetKey: unknown) {
  const [open, setOpen] = useState(hasErrors);
  useEffect(() => {
    if (hasErrors) setOpen(true);
  }, [hasErrors]);
  useEffect(() => {
    if (resetKey) setOpen(false);
  }, [resetKey]);
  return {
    open,
    onToggle: (event: React.SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open),
  };
}
