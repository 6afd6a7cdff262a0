import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FullTestEditor } from "~/components/admin/prompts-fulltest-editor";
import { fullTestEditorAction, fullTestEditorLoaderData } from "~/components/admin/prompts-fulltest-editor.server";
import { PromptsAdminHeader } from "~/components/admin/prompts-ui";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireAdmin } from "~/lib/auth.server";
import type { Db } from "~/lib/db.server";
import { idParam } from "~/lib/forms/prompt-fields";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { getFullTest } from "~/models/full-test.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "adminPrompts.fullTest.editTitle");

async function testOr404(db: Db, id: string | undefined) {
  const testId = idParam(id);
  const test = testId ? await getFullTest(db, testId) : null;
  if (!test) throw new Response("Not Found", { status: 404 });
  return test;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const test = await testOr404(context.db, params.id);
  const ids = (list: number[] | null) => (list ?? []).map(String);
  return {
    id: test.id,
    items: await fullTestEditorLoaderData(context.db, test.id),
    defaultValue: {
      title: test.title,
      readingPassageIds: ids(test.readingPassageIds),
      listeningAudioIds: ids(test.listeningAudioIds),
      writingPromptIds: ids(test.writingPromptIds),
      speakingPromptIds: ids(test.speakingPromptIds),
    },
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const test = await testOr404(context.db, params.id);
  return fullTestEditorAction(context.db, request, test.id);
}

export default function EditFullTest() {
  const { id, items, defaultValue } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div>
      <PromptsAdminHeader title={t("adminPrompts.fullTest.editTitle")} subtitle={t("adminPrompts.fullTest.composition")} />
      <FullTestEditor key={id} mode="edit" items={items} defaultValue={defaultValue} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
