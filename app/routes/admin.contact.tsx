import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireAdmin } from "~/lib/auth.server";
import { useLocale, useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { listContactMessages } from "~/models/contact-message.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageTitle(matches, "contact.admin.title"),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const messages = await listContactMessages(context.db);
  return { messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
}

export default function AdminContactMessages() {
  const { messages } = useLoaderData<typeof loader>();
  const t = useT();
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (
    <div className="mx-auto max-w-4xl">
      <Link to="/admin/dashboard" className="text-sm text-brand-700 hover:underline">
        ← {t("blog.admin.backToDashboard")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t("contact.admin.title")}</h1>
      <p className="text-slate-600">{t("contact.admin.intro")}</p>
      {messages.length === 0 ? <p className="mt-8 text-slate-600">{t("contact.admin.empty")}</p> : null}
      <ol className="mt-6 space-y-4">
        {messages.map((m) => (
          <li key={m.id} data-testid="contact-message" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-semibold text-slate-900">{m.subject || t("contact.admin.noSubject")}</h2>
              <time dateTime={m.createdAt} className="text-sm text-slate-500">
                {t("contact.admin.received", { date: format.format(new Date(m.createdAt)) })} UTC
              </time>
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {t("contact.admin.from")}: {m.name} &lt;{m.email}&gt;
            </p>
            <p className="mt-3 whitespace-pre-wrap text-slate-800">{m.message}</p>
            <a
              href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject ?? ""}`)}`}
              className="mt-3 inline-block text-sm font-medium text-brand-700 underline"
            >
              {t("contact.admin.reply")}
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
