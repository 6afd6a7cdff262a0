import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PromptHub } from "~/components/practice/prompt-hub";
import { requireUser } from "~/lib/auth.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { listHub } from "~/services/writing-speaking.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "ws.speakingTitle");

/** /speaking: the speaking prompts by type, with the learner's status of each (free-tier aware). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return listHub(context.db, user, "speaking");
}

export default function SpeakingHub() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">{t("ws.speakingTitle")}</h1>
        <p className="mt-1 text-slate-600">{t("ws.speakingIntro")}</p>
      </header>
      <PromptHub kind="speaking" types={["independent", "integrated"]} {...data} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
