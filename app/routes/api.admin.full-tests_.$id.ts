import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed } from "~/lib/api.server";
import { apiIdParam, parseMergedBody, requireApiAdmin } from "~/lib/api-admin-guard.server";
import { FullTestSchema } from "~/lib/forms/full-test";
import { localeFromRequest, translate } from "~/lib/i18n";
import { jsonError } from "~/lib/responses.server";
import { getFullTest } from "~/models/full-test.server";
import { editFullTest, fullTestJson, removeFullTest } from "~/services/full-tests.server";

const NOT_FOUND = "adminPrompts.fullTest.notFound";

/** GET /api/admin/full-tests/:id */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireApiAdmin(request, context);
  const row = await getFullTest(context.db, apiIdParam(request, params.id, NOT_FOUND));
  if (!row) return jsonError(404, translate(localeFromRequest(request), NOT_FOUND));
  return Response.json(fullTestJson(row));
}

/** PATCH /api/admin/full-tests/:id (fields not sent keep their values); DELETE /api/admin/full-tests/:id */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed();
  await requireApiAdmin(request, context);
  const locale = localeFromRequest(request);
  const id = apiIdParam(request, params.id, NOT_FOUND);
  const row = await getFullTest(context.db, id);
  if (!row) return jsonError(404, translate(locale, NOT_FOUND));
  if (request.method === "DELETE") {
    const outcome = await removeFullTest(context.db, id);
    if (!outcome.ok) return failureJson(request, outcome);
    return Response.json({ success: true, message: translate(locale, "adminPrompts.fullTest.deleted") });
  }
  const { title, readingPassageIds, listeningAudioIds, writingPromptIds, speakingPromptIds } = fullTestJson(row);
  const parsed = await parseMergedBody(request, FullTestSchema, {
    title,
    readingPassageIds,
    listeningAudioIds,
    writingPromptIds,
    speakingPromptIds,
  });
  if (!parsed.ok) return parsed.response;
  const outcome = await editFullTest(context.db, id, parsed.value);
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json(fullTestJson((await getFullTest(context.db, id))!));
}
