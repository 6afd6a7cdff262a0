import { Link } from "@remix-run/react";
import { useT } from "~/lib/i18n/react";

/** The admin prompt lists' two views: the previous format's prompts and the current format's. */
export function FormatTabs({ base, format }: { base: string; format: "previous" | "current" }) {
  const t = useT();
  const tab = (value: "previous" | "current", label: string) => (
    <Link
      to={value === "previous" ? base : `${base}?format=current`}
      aria-current={format === value ? "page" : undefined}
      className={`rounded-md px-3 py-1.5 text-sm font-semibold ${format === value ? "bg-brand-600 text-white" : "border border-slate-300 text-slate-700"}`}
    >
      {t(label)}
    </Link>
  );
  return (
    <nav aria-label={t("tasksWS.admin.formatNav")} className="mb-4 flex gap-2">
      {tab("previous", "tasksWS.admin.previousFormat")}
      {tab("current", "tasksWS.admin.currentFormat")}
    </nav>
  );
}

export function formatParam(request: Request): "previous" | "current" {
  return new URL(request.url).searchParams.get("format") === "current" ? "current" : "previous";
}
