import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/lib/api.server";
import { getProgress } from "~/models/progress.server";

/** GET /api/user/progress: exercises completed per section. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  return Response.json(await getProgress(context.db, user.id));
}
