import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed } from "~/lib/api.server";
import { parseMergedBody, requireApiAdmin } from "~/lib/api-admin-guard.server";
import { WritingPromptSchema } from "~/lib/forms/writing-prompt";
import { getWritingPrompt, listWritingPrompts } from "~/models/writing-prompt.server";
import { addWritingPrompt, writingPromptJson } from "~/services/writing-prompts.server";

/** GET /api/admin/writing-prompts: every writing prompt, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApiAdmin(request, context);
  const prompts = await listWritingPrompts(context.db);
  return Response.json(prompts.map(writingPromptJson));
}

/** POST /api/admin/writing-prompts: creates a prompt (201 with the prompt). */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  await requireApiAdmin(request, context);
  const parsed = await parseMergedBody(request, WritingPromptSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await addWritingPrompt(context.db, parsed.value);
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json(writingPromptJson((await getWritingPrompt(context.db, outcome.id))!), { status: 201 });
}
