import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isTaskType, taskTypeBySlug } from "~/domain/tasks/registry";
import { requireApiUser } from "~/lib/api.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { jsonError } from "~/lib/responses.server";
import { taskList } from "~/services/tasks.server";

/**
 * GET /api/tasks/:type: the items of one task type (by id, e.g. `complete_words`, or by slug,
 * e.g. `complete-the-words`) with the learner's state of each. No answers are included.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  const param = params.type ?? "";
  const type = isTaskType(param) ? param : taskTypeBySlug(param)?.type;
  if (!type) return jsonError(404, translate(localeFromRequest(request), "tasks.unknownType"));
  return Response.json(await taskList(context.db, user, type));
}
