import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PromptHub } from "~/components/practice/prompt-hub";
import { requireUser } from "~/lib/auth.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { listHub } from "~/services/writing-speaking.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "ws.writingTitle");

/** /writing: the writing prompts by type, with the learner's status of each (free-tier aware). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return listHub(context.db, user, "writing");
}

export default function WritingHub() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">{t("ws.writingTitle")}</h1>
        <p className="mt-1 text-slate-600">{t("ws.writingIntro")}</p>
      </header>
      <PromptHub kind="writing" types={["academic_discussion", "integrated", "independent"]} {...data} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
