import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { failureJson, methodNotAllowed, parseBody, requireApiUser } from "~/lib/api.server";
import { recordCompletion, resultsJson } from "~/services/full-test-attempts.server";

/** GET /api/full-test-results: the learner's stored results, oldest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  return Response.json(await resultsJson(context.db, user));
}

const RecordSchema = z.object({ fullTestId: z.coerce.number().int().positive("fullTest.notFound") });

/**
 * POST /api/full-test-results { fullTestId }: "record completion". Scores the learner's newest
 * finished attempt of the test and stores its result once (again: the same result).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const user = await requireApiUser(request, context);
  const parsed = await parseBody(request, RecordSchema);
  if (!parsed.ok) return parsed.response;
  const results = await recordCompletion({ db: context.db, env: context.cloudflare.env }, user, parsed.value.fullTestId);
  if (!results) return failureJson(request, { ok: false, status: 404, error: "fullTest.noAttempt" });
  return Response.json(results, { status: results.pending ? 202 : 200 });
}
