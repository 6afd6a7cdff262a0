import { useEffect, useState } from "react";
import { useT } from "~/lib/i18n/react";
import type { Params } from "~/lib/i18n";

export interface ToastData {
  id: string;
  type: "success" | "error" | "info";
  title: string;
  description?: string;
  params?: Params;
}

const tone = {
  success: "border-green-300 bg-green-50 text-green-900",
  error: "border-red-300 bg-red-50 text-red-900",
  info: "border-slate-300 bg-white text-slate-900",
};

/**
 * One toast at a time. It hides itself 5 s after it shows (a CSS animation, so also without
 * JavaScript); Close removes it at once (a checkbox without JavaScript, state with it).
 */
export function Toaster({ toast }: { toast: ToastData | null }) {
  const t = useT();
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setDismissed(toast.id), 5000);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!toast || dismissed === toast.id) return null;
  return (
    <div aria-live="polite" aria-label={t("toast.notifications")} className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 sm:justify-end">
      <input type="checkbox" id={`toast-${toast.id}`} className="peer sr-only" aria-hidden="true" tabIndex={-1} />
      <div
        role={toast.type === "error" ? "alert" : "status"}
        data-testid="toast"
        className={`toast-auto-hide pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg peer-checked:hidden ${tone[toast.type]}`}
      >
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="font-semibold">{t(toast.title, toast.params)}</p>
            {toast.description ? <p className="mt-1 text-sm">{t(toast.description, toast.params)}</p> : null}
          </div>
          <label
            htmlFor={`toast-${toast.id}`}
            onClick={(e) => {
              e.preventDefault();
              setDismissed(toast.id);
            }}
            className="cursor-pointer rounded px-2 text-sm font-medium opacity-70 hover:opacity-100"
          >
            {t("toast.close")}
          </label>
        </div>
      </div>
    </div>
  );
}
