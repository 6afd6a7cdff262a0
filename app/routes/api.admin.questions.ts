import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed, parseBody, requireApiAdmin } from "~/lib/api.server";
import { ApiQuestionCreateSchema } from "~/lib/admin-validation";
import { getQuestion } from "~/models/question.server";
import { addQuestion } from "~/services/content-admin.server";

export const loader = methodNotAllowed;

/**
 * POST /api/admin/questions {questionText, options, correctAnswer, correctAnswers, questionType,
 * explanation, passageId or audioId, type}: 201 with the question. Answers may be letters or the
 * options' texts; they are stored as letters.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  await requireApiAdmin(request, context);
  const parsed = await parseBody(request, ApiQuestionCreateSchema);
  if (!parsed.ok) return parsed.response;
  const { type, passageId, audioId, ...content } = parsed.value;
  const outcome = await addQuestion(context.db, type, (type === "reading" ? passageId : audioId)!, content);
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json(await getQuestion(context.db, outcome.id), { status: 201 });
}
