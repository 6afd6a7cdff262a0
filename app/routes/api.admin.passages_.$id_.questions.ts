import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed, requireApiAdmin } from "~/lib/api.server";
import { IdSchema } from "~/lib/admin-validation";
import { localeFromRequest, translate } from "~/lib/i18n";
import { jsonError } from "~/lib/responses.server";
import { getPassage } from "~/models/passage.server";
import { listQuestions } from "~/models/question.server";

/** GET /api/admin/passages/:id/questions */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireApiAdmin(request, context);
  const id = IdSchema.safeParse(params.id);
  const passage = id.success ? await getPassage(context.db, id.data) : null;
  if (!passage) return jsonError(404, translate(localeFromRequest(request), "admin.passage.notFound"));
  return Response.json(await listQuestions(context.db, { passageId: passage.id }));
}

export const action = methodNotAllowed;
