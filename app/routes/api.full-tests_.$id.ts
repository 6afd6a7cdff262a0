import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, requireApiUser } from "~/lib/api.server";
import { parseId } from "~/lib/practice.server";
import { fullTestSummaryJson } from "~/services/full-test-attempts.server";

/** GET /api/full-tests/:id: one test (its item ids and title). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireApiUser(request, context);
  const test = await fullTestSummaryJson(context.db, parseId(params.id));
  return test ? Response.json(test) : failureJson(request, { ok: false, status: 404, error: "fullTest.notFound" });
}
