import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed, parseBody, requireApiAdmin } from "~/lib/api.server";
import { AudioUpdateSchema, IdSchema } from "~/lib/admin-validation";
import { localeFromRequest, translate } from "~/lib/i18n";
import { jsonError } from "~/lib/responses.server";
import { getAudio } from "~/models/audio.server";
import { editAudio, removeAudio } from "~/services/content-admin.server";

function audioId(request: Request, raw: string | undefined) {
  const id = IdSchema.safeParse(raw);
  if (!id.success) throw jsonError(404, translate(localeFromRequest(request), "admin.audio.notFound"));
  return id.data;
}

/** GET /api/admin/audios/:id */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireApiAdmin(request, context);
  const audio = await getAudio(context.db, audioId(request, params.id));
  if (!audio) return jsonError(404, translate(localeFromRequest(request), "admin.audio.notFound"));
  return Response.json(audio);
}

/** PUT /api/admin/audios/:id (audio fields); DELETE /api/admin/audios/:id (also its questions; 409 while in use). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireApiAdmin(request, context);
  const id = audioId(request, params.id);
  const deps = { db: context.db, media: context.cloudflare.env.MEDIA };
  if (request.method === "DELETE") {
    const outcome = await removeAudio(deps, id);
    if (!outcome.ok) return failureJson(request, outcome);
    return Response.json({ success: true });
  }
  if (request.method !== "PUT" && request.method !== "PATCH") return methodNotAllowed();
  const parsed = await parseBody(request, AudioUpdateSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await editAudio(deps, id, parsed.value);
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json(await getAudio(context.db, id));
}
