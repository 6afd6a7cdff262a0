import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed } from "~/lib/api.server";
import { apiIdParam, parseMergedBody, requireApiAdmin } from "~/lib/api-admin-guard.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { SpeakingPromptSchema } from "~/lib/forms/speaking-prompt";
import { jsonError } from "~/lib/responses.server";
import { getSpeakingPrompt } from "~/models/speaking-prompt.server";
import {
  editSpeakingPrompt,
  removeSpeakingPrompt,
  speakingFormValues,
  speakingPromptJson,
} from "~/services/speaking-prompts.server";

const NOT_FOUND = "adminPrompts.speaking.notFound";

/** GET /api/admin/speaking-prompts/:id */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireApiAdmin(request, context);
  const row = await getSpeakingPrompt(context.db, apiIdParam(request, params.id, NOT_FOUND));
  if (!row) return jsonError(404, translate(localeFromRequest(request), NOT_FOUND));
  return Response.json(speakingPromptJson(row));
}

/** PATCH /api/admin/speaking-prompts/:id (fields not sent keep their values); DELETE removes an unused prompt. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed();
  await requireApiAdmin(request, context);
  const locale = localeFromRequest(request);
  const id = apiIdParam(request, params.id, NOT_FOUND);
  const row = await getSpeakingPrompt(context.db, id);
  if (!row) return jsonError(404, translate(locale, NOT_FOUND));
  if (request.method === "DELETE") {
    const outcome = await removeSpeakingPrompt(context.db, id);
    if (!outcome.ok) return failureJson(request, outcome);
    return Response.json({ success: true, message: translate(locale, "adminPrompts.speaking.deleted") });
  }
  const parsed = await parseMergedBody(request, SpeakingPromptSchema, speakingFormValues(row));
  if (!parsed.ok) return parsed.response;
  const outcome = await editSpeakingPrompt(context.db, id, parsed.value);
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json(speakingPromptJson((await getSpeakingPrompt(context.db, id))!));
}
