import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { isLocal } from "~/lib/env.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { listOutbox } from "~/models/outbox.server";

export const meta: MetaFunction = ({ matches }) => [...pageTitle(matches, "outbox.pageTitle"), { name: "robots", content: "noindex" }];

/** The local mail outbox. Exists only in local mode: elsewhere it is a 404. */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!isLocal(context.cloudflare.env)) throw new Response("Not Found", { status: 404 });
  const messages = await listOutbox(context.db);
  return { messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
}

export default function DevOutbox() {
  const { messages } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">{t("outbox.heading")}</h1>
      <p className="mt-2 text-slate-600">{t("outbox.intro")}</p>
      {messages.length === 0 ? <p className="mt-6">{t("outbox.empty")}</p> : null}
      <div className="mt-6 space-y-4">
        {messages.map((m) => (
          <article key={m.id} data-testid="outbox-message" className="rounded-lg border border-slate-200 p-4">
            <p className="text-sm text-slate-500">
              {t("outbox.to")}: <span data-testid="outbox-to">{m.to}</span> ·{" "}
              <time dateTime={m.createdAt}>{m.createdAt}</time>
            </p>
            <h2 data-testid="outbox-subject" className="mt-1 font-semibold">{m.subject}</h2>
            <pre data-testid="outbox-text" className="mt-2 whitespace-pre-wrap break-all font-mono text-sm">{m.text}</pre>
          </article>
        ))}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
