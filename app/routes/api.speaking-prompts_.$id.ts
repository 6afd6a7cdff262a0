import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { promptResponse } from "~/lib/writing-speaking-api.server";

/** GET /api/speaking-prompts/:id: the prompt, relatedPassage and relatedAudio. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return promptResponse(request, context, "speaking", params.id);
}
