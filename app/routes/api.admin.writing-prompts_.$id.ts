import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed } from "~/lib/api.server";
import { apiIdParam, parseMergedBody, requireApiAdmin } from "~/lib/api-admin-guard.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { WritingPromptSchema } from "~/lib/forms/writing-prompt";
import { jsonError } from "~/lib/responses.server";
import { getWritingPrompt } from "~/models/writing-prompt.server";
import {
  editWritingPrompt,
  removeWritingPrompt,
  writingFormValues,
  writingPromptJson,
} from "~/services/writing-prompts.server";

const NOT_FOUND = "adminPrompts.writing.notFound";

/** GET /api/admin/writing-prompts/:id */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireApiAdmin(request, context);
  const row = await getWritingPrompt(context.db, apiIdParam(request, params.id, NOT_FOUND));
  if (!row) return jsonError(404, translate(localeFromRequest(request), NOT_FOUND));
  return Response.json(writingPromptJson(row));
}

/** PATCH /api/admin/writing-prompts/:id (fields not sent keep their values); DELETE removes an unused prompt. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed();
  await requireApiAdmin(request, context);
  const locale = localeFromRequest(request);
  const id = apiIdParam(request, params.id, NOT_FOUND);
  const row = await getWritingPrompt(context.db, id);
  if (!row) return jsonError(404, translate(locale, NOT_FOUND));
  if (request.method === "DELETE") {
    const outcome = await removeWritingPrompt(context.db, id);
    if (!outcome.ok) return failureJson(request, outcome);
    return Response.json({ success: true, message: translate(locale, "adminPrompts.writing.deleted") });
  }
  const parsed = await parseMergedBody(request, WritingPromptSchema, writingFormValues(row));
  if (!parsed.ok) return parsed.response;
  const outcome = await editWritingPrompt(context.db, id, parsed.value);
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json(writingPromptJson((await getWritingPrompt(context.db, id))!));
}
