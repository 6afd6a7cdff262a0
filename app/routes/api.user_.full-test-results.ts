import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/lib/api.server";
import { resultsJson } from "~/services/full-test-attempts.server";

/** GET /api/user/full-test-results: the learner's stored full-test results, oldest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  return Response.json(await resultsJson(context.db, user));
}
