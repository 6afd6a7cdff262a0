import type { ReactNode } from "react";
import { useT } from "~/lib/i18n/react";

/** Field errors, translated from catalog keys. The line's height is reserved so layout never jumps. */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const t = useT();
  const list = errors?.filter(Boolean) ?? [];
  return (
    <div id={id} className="min-h-5 text-sm text-red-700" aria-live="polite">
      {list.length ? (
        <ul>
          {list.map((e) => (
            <li key={e}>{t(e)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function Field({
  label,
  inputProps,
  errors,
  hint,
}: {
  label: ReactNode;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { id: string; key?: string };
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
      <input
        key={key}
        {...rest}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className="rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid]:border-red-500"
      />
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** Form-level errors (not tied to one field). */
export function FormErrors({ id, errors }: { id?: string; errors?: string[] | null }) {
  const t = useT();
  const list = errors?.filter(Boolean) ?? [];
  if (!list.length) return <div id={id} className="min-h-0" />;
  return (
    <div id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {list.map((e) => (
        <p key={e}>{t(e)}</p>
      ))}
    </div>
  );
}

export function SubmitButton({
  children,
  pending,
  className = "",
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean }) {
  const t = useT();
  return (
    <button
      type="submit"
      {...props}
      disabled={props.disabled || pending}
      className={`inline-flex items-center justify-center rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
    >
      {pending ? t("form.submitting") : children}
    </button>
  );
}
