import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed, requireApiAdmin } from "~/lib/api.server";
import { IdSchema } from "~/lib/admin-validation";
import { localeFromRequest, translate } from "~/lib/i18n";
import { jsonError } from "~/lib/responses.server";
import { getAudio } from "~/models/audio.server";
import { listQuestions } from "~/models/question.server";

/** GET /api/admin/audios/:id/questions */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireApiAdmin(request, context);
  const id = IdSchema.safeParse(params.id);
  const audio = id.success ? await getAudio(context.db, id.data) : null;
  if (!audio) return jsonError(404, translate(localeFromRequest(request), "admin.audio.notFound"));
  return Response.json(await listQuestions(context.db, { audioId: audio.id }));
}

export const action = methodNotAllowed;
