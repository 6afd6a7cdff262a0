import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { userSubmissionResponse } from "~/lib/writing-speaking-api.server";

/** GET /api/user-submissions/:id: one of the learner's own submissions with its feedback (404 otherwise). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return userSubmissionResponse(request, context, params.id);
}
