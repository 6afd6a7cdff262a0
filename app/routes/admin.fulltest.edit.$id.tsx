import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CurrentFullTestEditor } from "~/components/admin/current-fulltest-editor";
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
import { currentEditorData, currentEditorValues } from "~/services/current-full-tests.server";

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
  if (test.format === "current") {
    return { format: "current" as const, id: test.id, current: await currentEditorData(context.db, test.id), currentValue: currentEditorValues(test) };
  }
  const ids = (list: number[] | null) => (list ?? []).map(String);
  return {
    format: "classic" as const,
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
  const loaded = useLoaderData<typeof loader>();
  const t = useT();
  if (loaded.format === "current") {
    return (
      <div>
        <PromptsAdminHeader title={t("adminPrompts.fullTest.editTitle")} subtitle={t("ftc.admin.currentTitle")} />
        <CurrentFullTestEditor key={loaded.id} items={loaded.current} defaultValue={loaded.currentValue} />
      </div>
    );
  }
  const { id, items, defaultValue } = loaded;
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
