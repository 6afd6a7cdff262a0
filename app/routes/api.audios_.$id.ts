import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { itemResponse } from "~/lib/practice-api.server";

/** GET /api/audios/:id: an audio and its questions. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return itemResponse(request, context, "listening", params.id);
}
