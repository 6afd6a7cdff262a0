import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PromptsAdminHeader } from "~/components/admin/prompts-ui";
import { WritingPromptEditor } from "~/components/admin/prompts-writing-editor";
import { writingEditorAction, writingEditorData } from "~/components/admin/prompts-writing-editor.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireAdmin } from "~/lib/auth.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "adminPrompts.writing.newTitle");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return writingEditorData(context.db, request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  return writingEditorAction(context.db, request);
}

export default function NewWritingPrompt() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl">
      <PromptsAdminHeader title={t("adminPrompts.writing.newTitle")} />
      <WritingPromptEditor mode="new" {...data} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
