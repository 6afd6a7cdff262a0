import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed, readBody, requireApiAdmin, validateBody } from "~/lib/api.server";
import { IdSchema, questionSchemaFor } from "~/lib/admin-validation";
import { localeFromRequest, translate } from "~/lib/i18n";
import { jsonError } from "~/lib/responses.server";
import { getQuestion } from "~/models/question.server";
import { editQuestion, removeQuestion } from "~/services/content-admin.server";

async function findQuestion(request: Request, db: LoaderFunctionArgs["context"]["db"], raw: string | undefined) {
  const id = IdSchema.safeParse(raw);
  const question = id.success ? await getQuestion(db, id.data) : null;
  if (!question) throw jsonError(404, translate(localeFromRequest(request), "admin.question.notFound"));
  return question;
}

/** GET /api/admin/questions/:id */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireApiAdmin(request, context);
  return Response.json(await findQuestion(request, context.db, params.id));
}

/** PUT /api/admin/questions/:id (same fields as POST; it stays on its passage or audio); DELETE. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireApiAdmin(request, context);
  const question = await findQuestion(request, context.db, params.id);
  if (request.method === "DELETE") {
    const outcome = await removeQuestion(context.db, question.id);
    if (!outcome.ok) return failureJson(request, outcome);
    return Response.json({ success: true });
  }
  if (request.method !== "PUT" && request.method !== "PATCH") return methodNotAllowed();
  const body = await readBody(request);
  if (!body) return jsonError(400, translate(localeFromRequest(request), "error.invalidJson"));
  const parsed = validateBody(request, body, questionSchemaFor(question.type === "listening" ? "listening" : "reading"));
  if (!parsed.ok) return parsed.response;
  const outcome = await editQuestion(context.db, question.id, parsed.value);
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json(await getQuestion(context.db, question.id));
}
