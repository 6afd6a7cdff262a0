import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getOptionalUser } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/api.server";
import { recordView } from "~/services/blog.server";

/** A transparent 1x1 GIF. */
const PIXEL = Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (c) => c.charCodeAt(0));

/**
 * GET /api/blog/posts/:id/view: the view beacon of the article page without JavaScript (an image
 * inside <noscript>, so it loads only when scripts are off). Always answers the pixel.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await getOptionalUser(request, context);
  const headers = new Headers({ "Content-Type": "image/gif", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
  const id = Number(params.id);
  if (Number.isInteger(id) && id > 0) {
    const outcome = await recordView(context.db, request, id);
    if (outcome.setCookie) headers.append("Set-Cookie", outcome.setCookie);
  }
  return new Response(PIXEL, { headers });
}

/** POST /api/blog/posts/:id/view (no body): the article page with JavaScript, 1 s after it loads. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  await getOptionalUser(request, context);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) return Response.json({ error: "Not Found", message: "Not Found" }, { status: 404 });
  const outcome = await recordView(context.db, request, id);
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (outcome.setCookie) headers.append("Set-Cookie", outcome.setCookie);
  return Response.json({ success: true, counted: outcome.counted, viewCount: outcome.viewCount }, { headers });
}
