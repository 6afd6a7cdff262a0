import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { promptResponse } from "~/lib/writing-speaking-api.server";

/** GET /api/writing-prompts/:id: the prompt, relatedPassage and relatedAudio. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return promptResponse(request, context, "writing", params.id);
}
