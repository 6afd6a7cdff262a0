import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { nextPromptResponse } from "~/lib/writing-speaking-api.server";

/** GET /api/writing-prompts/next?excludeCurrentId=: the learner's next prompt (their own order). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return nextPromptResponse(request, context, "writing");
}
