import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed, requireApiAdmin } from "~/lib/api.server";
import { MAX_AUDIO_BYTES, MAX_AUDIO_MEGABYTES } from "~/domain/audio-file";
import { AudioUploadSchema } from "~/lib/admin-validation";
import { localeFromRequest, translate } from "~/lib/i18n";
import { jsonError } from "~/lib/responses.server";
import { storeAudioUpload, uploadErrorKeys } from "~/services/content-admin.server";

export const loader = methodNotAllowed;

/**
 * POST /api/admin/upload-audio (multipart, field `audio`): stores a real audio file in R2 and
 * answers 201 {url, originalName, key, duration}; on failure {error, message}.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const user = await requireApiAdmin(request, context);
  const locale = localeFromRequest(request);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_AUDIO_BYTES + 64 * 1024) {
    return jsonError(413, translate(locale, "admin.upload.tooLarge", { max: MAX_AUDIO_MEGABYTES }));
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return jsonError(400, translate(locale, "admin.upload.noFileUploaded"));
  }
  const parsed = AudioUploadSchema.safeParse({ audio: form.get("audio") });
  if (!parsed.success) return jsonError(400, translate(locale, "admin.upload.noFileUploaded"));
  const outcome = await storeAudioUpload(context.cloudflare.env.MEDIA, parsed.data.audio, user.id);
  if (!outcome.ok) {
    const message = uploadErrorKeys(outcome).map((k) => translate(locale, k, outcome.params)).join(": ");
    return jsonError(outcome.status, message);
  }
  const { url, originalName, key, duration } = outcome.upload;
  return Response.json({ url, originalName, key, duration }, { status: 201 });
}
