import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed } from "~/lib/api.server";
import { parseMergedBody, requireApiAdmin } from "~/lib/api-admin-guard.server";
import { SpeakingPromptSchema } from "~/lib/forms/speaking-prompt";
import { getSpeakingPrompt, listSpeakingPrompts } from "~/models/speaking-prompt.server";
import { addSpeakingPrompt, speakingPromptJson } from "~/services/speaking-prompts.server";

/** GET /api/admin/speaking-prompts: every speaking prompt, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApiAdmin(request, context);
  const prompts = await listSpeakingPrompts(context.db);
  return Response.json(prompts.map(speakingPromptJson));
}

/** POST /api/admin/speaking-prompts: creates a prompt (201 with the prompt). */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  await requireApiAdmin(request, context);
  const parsed = await parseMergedBody(request, SpeakingPromptSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await addSpeakingPrompt(context.db, parsed.value);
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json(speakingPromptJson((await getSpeakingPrompt(context.db, outcome.id))!), { status: 201 });
}
