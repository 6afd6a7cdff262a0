import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { promptListResponse } from "~/lib/writing-speaking-api.server";

/** GET /api/writing-prompts: every writing prompt. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return promptListResponse(request, context, "writing");
}
