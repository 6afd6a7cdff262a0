/**
 * Building blocks of the admin screens (shared by every admin page): the page header with
 * "Back to Dashboard", link-styled buttons, badges, tabs, and form controls that forms.tsx lacks.
 */
import { Link } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { ErrorList } from "~/components/forms";
import { useT } from "~/lib/i18n/react";

export const buttonClass = {
  primary:
    "inline-flex items-center justify-center rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60",
  secondary:
    "inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60",
  danger:
    "inline-flex items-center justify-center rounded-md bg-red-600 px-3 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-60",
  small:
    "inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60",
  smallDanger:
    "inline-flex items-center justify-center rounded-md border border-red-300 bg-white px-2 py-1 text-xs font-semibold text-red-700 hover:bg-red-50",
} as const;

/** The title row of every admin page, with the "Back to Dashboard" link and page actions. */
export function AdminPageHeader({
  title,
  description,
  actions,
  back = { to: "/admin/dashboard", label: "admin.backToDashboard" },
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string } | null;
}) {
  const t = useT();
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        {back ? (
          <Link to={back.to} className="text-sm font-semibold text-brand-700 hover:underline">
            ← {t(back.label)}
          </Link>
        ) : null}
        <h1 className="mt-1 text-2xl font-bold">{title}</h1>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

const badgeTones = {
  slate: "bg-slate-100 text-slate-700",
  blue: "bg-blue-100 text-blue-800",
  green: "bg-green-100 text-green-800",
  yellow: "bg-yellow-100 text-yellow-800",
  red: "bg-red-100 text-red-800",
  purple: "bg-purple-100 text-purple-800",
} as const;

export function Badge({ tone = "slate", children }: { tone?: keyof typeof badgeTones; children: ReactNode }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${badgeTones[tone]}`}>{children}</span>;
}

/** Tabs as links (`?tab=`), so they work without JavaScript. */
export function LinkTabs({ tabs, active }: { tabs: Array<{ id: string; to: string; label: ReactNode }>; active: string }) {
  return (
    <div role="tablist" className="mb-6 flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          role="tab"
          aria-selected={tab.id === active}
          to={tab.to}
          preventScrollReset
          className={`rounded-md px-4 py-2 text-sm font-semibold ${tab.id === active ? "bg-white text-brand-700 shadow" : "text-slate-600 hover:text-slate-900"}`}
        >
          {tab.label}
        </Link>
      ))}
    </div>
  );
}

const controlClass =
  "rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid]:border-red-500";

export function TextAreaField({
  label,
  textareaProps,
  errors,
  hint,
}: {
  label: ReactNode;
  textareaProps: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; key?: string };
  errors?: string[] | null;
  hint?: ReactNode;
}) {
  const { key, ...rest } = textareaProps;
  const errorId = `${textareaProps.id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={textareaProps.id} className="text-sm font-medium text-slate-800">{label}</label>
      <textarea key={key} rows={6} {...rest} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} className={controlClass} />
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function SelectField({
  label,
  selectProps,
  options,
  errors,
}: {
  label: ReactNode;
  selectProps: React.SelectHTMLAttributes<HTMLSelectElement> & { id: string; key?: string };
  options: Array<{ value: string; label: string }>;
  errors?: string[] | null;
}) {
  const { key, ...rest } = selectProps;
  const errorId = `${selectProps.id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectProps.id} className="text-sm font-medium text-slate-800">{label}</label>
      <select key={key} {...rest} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} className={controlClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function CheckboxField({ label, inputProps }: { label: ReactNode; inputProps: React.InputHTMLAttributes<HTMLInputElement> & { id: string; key?: string } }) {
  const { key, ...rest } = inputProps;
  return (
    <label htmlFor={inputProps.id} className="flex items-center gap-2 text-sm text-slate-800">
      <input key={key} type="checkbox" {...rest} className="h-4 w-4 rounded border-slate-300" />
      {label}
    </label>
  );
}

/** True after hydration: lets a page hide no-JS fallbacks once JavaScript runs. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** One audio plays at a time on the page, and each rewinds when it ends (admin spec section 4). */
export function useSingleAudioPlayback() {
  useEffect(() => {
    const onPlay = (event: Event) => {
      for (const audio of document.querySelectorAll("audio")) {
        if (audio !== event.target && !audio.paused) audio.pause();
      }
    };
    const onEnded = (event: Event) => {
      if (event.target instanceof HTMLAudioElement) event.target.currentTime = 0;
    };
    document.addEventListener("play", onPlay, true);
    document.addEventListener("ended", onEnded, true);
    return () => {
      document.removeEventListener("play", onPlay, true);
      document.removeEventListener("ended", onEnded, true);
    };
  }, []);
}

/** A confirmation panel (the dialog of the spec; an anchored section without JavaScript). */
export function ConfirmPanel({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section id={id} role="alertdialog" aria-labelledby={`${id}-title`} className="mb-6 rounded-xl border-2 border-red-300 bg-red-50 p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-red-900">{title}</h2>
      <div className="mt-2 text-sm text-red-900">{children}</div>
    </section>
  );
}

/** A bordered panel holding a create or edit form (the spec's dialogs). */
export function FormPanel({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mb-6 rounded-xl border border-brand-100 bg-brand-50/40 p-5">
      <h2 id={`${id}-title`} className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
