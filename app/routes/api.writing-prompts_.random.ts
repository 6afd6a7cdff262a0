import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { randomPromptResponse } from "~/lib/writing-speaking-api.server";

/** GET /api/writing-prompts/random?excludeId=: a random other writing prompt, with its type and id. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return randomPromptResponse(request, context);
}
