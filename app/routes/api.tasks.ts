import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { TASK_REGISTRY } from "~/domain/tasks/registry";
import { requireApiUser } from "~/lib/api.server";
import { taskHub } from "~/services/tasks.server";

/**
 * GET /api/tasks: the current format's task types by section, with their item counts and timing.
 * `{ sections: [{ section, types: [{ type, slug, items, scoring, timing, href }] }] }`
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApiUser(request, context);
  const hub = await taskHub(context.db);
  return Response.json({
    sections: hub.map((s) => ({
      section: s.section,
      types: s.types.map((t) => ({ ...t, scoring: TASK_REGISTRY[t.type].scoring, timing: TASK_REGISTRY[t.type].timing })),
    })),
  });
}
