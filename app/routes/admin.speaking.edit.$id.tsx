import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PromptsAdminHeader } from "~/components/admin/prompts-ui";
import { SpeakingPromptEditor } from "~/components/admin/prompts-speaking-editor";
import { speakingEditorAction, speakingEditorData } from "~/components/admin/prompts-speaking-editor.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { TaskPreviewPanel } from "~/components/tasks/task-preview";
import { taskPreview } from "~/domain/tasks/prompt-types";
import { requireAdmin } from "~/lib/auth.server";
import { idParam } from "~/lib/forms/prompt-fields";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { getAudio } from "~/models/audio.server";
import { getSpeakingPrompt } from "~/models/speaking-prompt.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "adminPrompts.speaking.editTitle");

async function promptOr404(db: Parameters<typeof getSpeakingPrompt>[0], id: string | undefined) {
  const promptId = idParam(id);
  const prompt = promptId ? await getSpeakingPrompt(db, promptId) : null;
  if (!prompt) throw new Response("Not Found", { status: 404 });
  return prompt;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const prompt = await promptOr404(context.db, params.id);
  const audio = prompt.relatedAudioId ? await getAudio(context.db, prompt.relatedAudioId) : null;
  return { id: prompt.id, preview: taskPreview({ ...prompt, audioUrl: audio?.url ?? null }), ...(await speakingEditorData(context.db, request, prompt)) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const prompt = await promptOr404(context.db, params.id);
  return speakingEditorAction(context.db, request, prompt.id);
}

export default function EditSpeakingPrompt() {
  const { id, preview, ...data } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl">
      <PromptsAdminHeader title={t("adminPrompts.speaking.editTitle")} subtitle={t("adminPrompts.promptId", { id })} />
      {preview ? <TaskPreviewPanel preview={preview} /> : null}
      <SpeakingPromptEditor key={id} mode="edit" {...data} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
