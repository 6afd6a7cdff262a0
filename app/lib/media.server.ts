/**
 * Media files in R2 (binding MEDIA): storing admin audio uploads under keys we generate, and
 * serving any key at /media/<key> with HTTP Range support so players can seek.
 */
import { canReadMedia, parseRange, type MediaViewer } from "~/domain/media";
import { randomToken } from "~/lib/crypto.server";

/** A new, unguessable key for a content audio file. */
export function newAudioKey(ext: string): string {
  return `audio/${randomToken(18)}.${ext}`;
}

/** A new, unguessable key for a learner's recording; served only to that learner and admins. */
export function newRecordingKey(userId: number, ext = "webm"): string {
  return `recordings/${userId}/${randomToken(18)}.${ext}`;
}

function notFound() {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * Answers a GET or HEAD for a media key: 404 when the key is not ours, not visible to this viewer
 * or missing; 304 on a matching If-None-Match; 206 with Content-Range for a satisfiable single
 * range; 416 for an unsatisfiable one; else 200 with the whole file.
 */
export async function serveMedia(
  request: Request,
  bucket: R2Bucket,
  key: string,
  viewer: MediaViewer | null,
): Promise<Response> {
  if (!canReadMedia(key, viewer)) return notFound();
  const head = await bucket.head(key);
  if (!head) return notFound();

  const isPublic = key.startsWith("audio/");
  const headers = new Headers({
    "Accept-Ranges": "bytes",
    ETag: head.httpEtag,
    "Content-Type": head.httpMetadata?.contentType ?? "application/octet-stream",
    // Content keys are random and never rewritten: cache them for good. Recordings stay private.
    "Cache-Control": isPublic ? "public, max-age=31536000, immutable" : "private, max-age=0, must-revalidate",
    "X-Content-Type-Options": "nosniff",
  });
  if (!isPublic) headers.set("Vary", "Cookie");

  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === head.httpEtag || tag.trim() === "*")) {
    return new Response(null, { status: 304, headers });
  }

  const size = head.size;
  // A Range with If-Range naming another version gets the whole (new) file.
  const ifRange = request.headers.get("If-Range");
  const range = ifRange && ifRange !== head.httpEtag ? null : parseRange(request.headers.get("Range"), size);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${size}`);
    headers.delete("Content-Type");
    return new Response(null, { status: 416, headers });
  }

  const isHead = request.method === "HEAD";
  if (range) {
    const length = range.end - range.start + 1;
    headers.set("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
    headers.set("Content-Length", String(length));
    if (isHead) return new Response(null, { status: 206, headers });
    const object = await bucket.get(key, { range: { offset: range.start, length } });
    if (!object) return notFound();
    return new Response(object.body, { status: 206, headers });
  }

  headers.set("Content-Length", String(size));
  if (isHead) return new Response(null, { status: 200, headers });
  const object = await bucket.get(key);
  if (!object) return notFound();
  return new Response(object.body, { status: 200, headers });
}
