import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PromptsAdminHeader } from "~/components/admin/prompts-ui";
import { WritingPromptEditor } from "~/components/admin/prompts-writing-editor";
import { writingEditorAction, writingEditorData } from "~/components/admin/prompts-writing-editor.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { TaskPreviewPanel } from "~/components/tasks/task-preview";
import { taskPreview } from "~/domain/tasks/prompt-types";
import { requireAdmin } from "~/lib/auth.server";
import { idParam } from "~/lib/forms/prompt-fields";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { getWritingPrompt } from "~/models/writing-prompt.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "adminPrompts.writing.editTitle");

async function promptOr404(db: Parameters<typeof getWritingPrompt>[0], id: string | undefined) {
  const promptId = idParam(id);
  const prompt = promptId ? await getWritingPrompt(db, promptId) : null;
  if (!prompt) throw new Response("Not Found", { status: 404 });
  return prompt;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const prompt = await promptOr404(context.db, params.id);
  return { id: prompt.id, preview: taskPreview(prompt), ...(await writingEditorData(context.db, request, prompt)) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const prompt = await promptOr404(context.db, params.id);
  return writingEditorAction(context.db, request, prompt.id);
}

export default function EditWritingPrompt() {
  const { id, preview, ...data } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl">
      <PromptsAdminHeader title={t("adminPrompts.writing.editTitle")} subtitle={t("adminPrompts.promptId", { id })} />
      {preview ? <TaskPreviewPanel preview={preview} /> : null}
      <WritingPromptEditor key={id} mode="edit" {...data} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
