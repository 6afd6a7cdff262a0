import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { userSubmissionsResponse } from "~/lib/writing-speaking-api.server";

/** GET /api/user-submissions(?type=): the signed-in learner's submissions, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return userSubmissionsResponse(request, context);
}
