import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/lib/api.server";
import { listItems } from "~/models/practice.server";

/** GET /api/audios: the listening audios with questions. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApiUser(request, context);
  return Response.json(await listItems(context.db, "listening"));
}
