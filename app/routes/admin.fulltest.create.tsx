import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FullTestEditor } from "~/components/admin/prompts-fulltest-editor";
import { fullTestEditorAction, fullTestEditorLoaderData } from "~/components/admin/prompts-fulltest-editor.server";
import { PromptsAdminHeader } from "~/components/admin/prompts-ui";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireAdmin } from "~/lib/auth.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "adminPrompts.fullTest.createTitle");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { items: await fullTestEditorLoaderData(context.db) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  return fullTestEditorAction(context.db, request);
}

const EMPTY = { title: "", readingPassageIds: [], listeningAudioIds: [], writingPromptIds: [], speakingPromptIds: [] };

export default function CreateFullTest() {
  const { items } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div>
      <PromptsAdminHeader title={t("adminPrompts.fullTest.createTitle")} subtitle={t("adminPrompts.fullTest.composition")} />
      <FullTestEditor mode="create" items={items} defaultValue={EMPTY} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
