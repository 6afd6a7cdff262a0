import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { nextResponse } from "~/lib/practice-api.server";

/** GET /api/passages/next?excludeCurrentId=: the learner's next passage with its questions. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return nextResponse(request, context, "reading");
}
