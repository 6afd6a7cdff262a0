import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed, parseBody, requireApiUser } from "~/lib/api.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { ApiSubmitSchema } from "~/lib/practice-schemas";
import { jsonError } from "~/lib/responses.server";
import { answerQuestion } from "~/services/practice.server";

export const loader = methodNotAllowed;

/** POST /api/submit {type: reading|listening, questionId, answer}: answers once, returns the verdict. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request, context);
  const parsed = await parseBody(request, ApiSubmitSchema);
  if (!parsed.ok) return parsed.response;
  const { type, questionId, answer } = parsed.value;
  const outcome = await answerQuestion(context.db, user, type, questionId, answer);
  if (!outcome.ok) return jsonError(outcome.status, translate(localeFromRequest(request), outcome.error));
  return Response.json({
    isCorrect: outcome.isCorrect,
    verdict: outcome.verdict,
    points: outcome.points,
    correctAnswer: outcome.correctAnswer,
    correctAnswers: outcome.correctAnswers,
    explanation: outcome.explanation,
  });
}
