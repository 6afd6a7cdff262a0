import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/lib/api.server";
import { listItemIds, submittedItemIds } from "~/models/practice.server";

/** GET /api/listening/progress: which audios the learner has done, of how many. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  const [done, all] = await Promise.all([submittedItemIds(context.db, user.id, "listening"), listItemIds(context.db, "listening")]);
  return Response.json({ completed: done.length, total: all.length, completedAudioIds: done });
}
