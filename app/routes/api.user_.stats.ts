import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/lib/api.server";
import { getUserStats } from "~/services/activity.server";

/** GET /api/user/stats: streak, days active, exercises per section, full tests. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  return Response.json(await getUserStats(context.db, user));
}
