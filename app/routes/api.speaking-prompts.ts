import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { promptListResponse } from "~/lib/writing-speaking-api.server";

/** GET /api/speaking-prompts: every speaking prompt. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return promptListResponse(request, context, "speaking");
}
