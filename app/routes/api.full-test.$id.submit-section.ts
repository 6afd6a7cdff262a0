import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed, parseBody, requireApiUser } from "~/lib/api.server";
import { SectionSubmitSchema } from "~/lib/forms/full-test-section";
import { parseId } from "~/lib/practice.server";
import { decodeRecordings, remainingSeconds, submitSection } from "~/services/full-test-attempts.server";

export function loader() {
  return methodNotAllowed();
}

/**
 * POST /api/full-test/:id/submit-section (id: the test) with { section, answers | responses |
 * recordings }: stores the section of the learner's attempt in progress and moves it on.
 * 409 "Tempo Esgotado!" when the section's time has run out.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const user = await requireApiUser(request, context);
  const testId = parseId(params.id);
  if (!testId) return failureJson(request, { ok: false, status: 404, error: "fullTest.notFound" });
  const parsed = await parseBody(request, SectionSubmitSchema);
  if (!parsed.ok) return parsed.response;
  const recordings = decodeRecordings(parsed.value.recordings);
  if (!recordings) return failureJson(request, { ok: false, status: 400, error: "fullTest.recording.notAudio" });
  const outcome = await submitSection({ db: context.db, env: context.cloudflare.env }, user, testId, { ...parsed.value, recordings });
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json({
    attemptId: outcome.attempt.id,
    stage: outcome.state.stage,
    remainingSeconds: remainingSeconds(outcome.state),
  });
}
