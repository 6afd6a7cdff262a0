import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed, parseBody, requireApiAdmin } from "~/lib/api.server";
import { IdSchema, PassageUpdateSchema } from "~/lib/admin-validation";
import { localeFromRequest, translate } from "~/lib/i18n";
import { jsonError } from "~/lib/responses.server";
import { getPassage } from "~/models/passage.server";
import { editPassage, removePassage } from "~/services/content-admin.server";

function passageId(request: Request, raw: string | undefined) {
  const id = IdSchema.safeParse(raw);
  if (!id.success) throw jsonError(404, translate(localeFromRequest(request), "admin.passage.notFound"));
  return id.data;
}

/** GET /api/admin/passages/:id */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireApiAdmin(request, context);
  const passage = await getPassage(context.db, passageId(request, params.id));
  if (!passage) return jsonError(404, translate(localeFromRequest(request), "admin.passage.notFound"));
  return Response.json(passage);
}

/** PUT /api/admin/passages/:id {title, content, ...}; DELETE /api/admin/passages/:id (also its questions; 409 while in use). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireApiAdmin(request, context);
  const id = passageId(request, params.id);
  if (request.method === "DELETE") {
    const outcome = await removePassage(context.db, id);
    if (!outcome.ok) return failureJson(request, outcome);
    return Response.json({ success: true });
  }
  if (request.method !== "PUT" && request.method !== "PATCH") return methodNotAllowed();
  const parsed = await parseBody(request, PassageUpdateSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await editPassage(context.db, id, parsed.value);
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json(await getPassage(context.db, id));
}
