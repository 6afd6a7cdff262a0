import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";
import { CurrentFullTestEditor } from "~/components/admin/current-fulltest-editor";
import { FullTestEditor } from "~/components/admin/prompts-fulltest-editor";
import { fullTestEditorAction, fullTestEditorLoaderData } from "~/components/admin/prompts-fulltest-editor.server";
import { PromptsAdminHeader } from "~/components/admin/prompts-ui";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireAdmin } from "~/lib/auth.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { currentEditorData } from "~/services/current-full-tests.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "adminPrompts.fullTest.createTitle");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  if (new URL(request.url).searchParams.get("format") === "current") {
    return { format: "current" as const, current: await currentEditorData(context.db) };
  }
  return { format: "classic" as const, items: await fullTestEditorLoaderData(context.db) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  return fullTestEditorAction(context.db, request);
}

const EMPTY = { title: "", readingPassageIds: [], listeningAudioIds: [], writingPromptIds: [], speakingPromptIds: [] };
const NO_MODULES = { routing: [], easier: [], harder: [] };
const EMPTY_CURRENT = { title: "", reading: NO_MODULES, listening: NO_MODULES, writing: [], speaking: [] };

function FormatChoice({ format }: { format: "classic" | "current" }) {
  const t = useT();
  const tab = (active: boolean) => `rounded-md px-3 py-1 text-sm font-semibold ${active ? "bg-brand-600 text-white" : "border border-slate-300"}`;
  return (
    <nav aria-label={t("ftc.admin.formatLabel")} className="mb-4 flex gap-2">
      <Link to="/admin/fulltest/create" className={tab(format === "classic")} aria-current={format === "classic" ? "page" : undefined}>
        {t("ftc.formatPrevious")}
      </Link>
      <Link to="/admin/fulltest/create?format=current" className={tab(format === "current")} aria-current={format === "current" ? "page" : undefined}>
        {t("ftc.formatCurrent")}
      </Link>
    </nav>
  );
}

export default function CreateFullTest() {
  const loaded = useLoaderData<typeof loader>();
  const t = useT();
  if (loaded.format === "current") {
    return (
      <div>
        <PromptsAdminHeader title={t("adminPrompts.fullTest.createTitle")} subtitle={t("ftc.admin.currentTitle")} />
        <FormatChoice format="current" />
        <CurrentFullTestEditor items={loaded.current} defaultValue={EMPTY_CURRENT} />
      </div>
    );
  }
  return (
    <div>
      <PromptsAdminHeader title={t("adminPrompts.fullTest.createTitle")} subtitle={t("adminPrompts.fullTest.composition")} />
      <FormatChoice format="classic" />
      <FullTestEditor mode="create" items={loaded.items} defaultValue={EMPTY} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
