import { useEffect, useState } from "react";
import { useT } from "~/lib/i18n/react";

/**
 * Share an article. With JavaScript: one button that opens the system share sheet where there is
 * one (navigator.share) and otherwise copies the link. Without it: plain links (an email and the
 * article's own address, to copy).
 */
export function ShareArticle({ url, title }: { url: string; title: string }) {
  const t = useT();
  const [enhanced, setEnhanced] = useState(false);
  const [status, setStatus] = useState<"" | "copied" | "failed">("");
  useEffect(() => setEnhanced(true), []);
  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(t("blog.shareMailBody", { url }))}`;

  if (!enhanced) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="share-links">
        <span className="font-semibold text-slate-700">{t("blog.share")}:</span>
        <a href={mailto} className="text-brand-700 underline">
          {t("blog.shareEmail")}
        </a>
        <a href={url} className="text-brand-700 underline" data-testid="share-permalink">
          {t("blog.shareLink")}
        </a>
      </div>
    );
  }

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <button
        type="button"
        onClick={share}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-slate-700 hover:bg-slate-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t("blog.share")}
      </button>
      <a href={mailto} className="text-brand-700 underline">
        {t("blog.shareEmail")}
      </a>
      <p role="status" aria-live="polite" className="text-slate-600">
        {status === "copied" ? t("blog.shareCopied") : status === "failed" ? t("blog.shareFailed") : ""}
      </p>
    </div>
  );
}
