import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/lib/api.server";
import { listFullTestsForLearner } from "~/services/full-test-attempts.server";

/** GET /api/full-tests: the tests, each with the learner's attempt in progress and past results. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  return Response.json(await listFullTestsForLearner({ db: context.db, env: context.cloudflare.env }, user));
}
