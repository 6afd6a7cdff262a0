import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed, parseBody, requireApiAdmin } from "~/lib/api.server";
import { AudioSchema } from "~/lib/admin-validation";
import { getAudio, listAudios } from "~/models/audio.server";
import { addAudio } from "~/services/content-admin.server";

/** GET /api/admin/audios[?forSpeaking=true]: audios with their question counts. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApiAdmin(request, context);
  const url = new URL(request.url);
  return Response.json(await listAudios(context.db, { forSpeaking: url.searchParams.get("forSpeaking") === "true" }));
}

/** POST /api/admin/audios {title, url, transcription, difficultyLevel, duration, isForSpeaking, isForWriting}: 201. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  await requireApiAdmin(request, context);
  const parsed = await parseBody(request, AudioSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await addAudio({ db: context.db, media: context.cloudflare.env.MEDIA }, parsed.value);
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json(await getAudio(context.db, outcome.id), { status: 201 });
}
