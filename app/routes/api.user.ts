import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { publicUser, requireApiUser } from "~/lib/api.server";

/** GET /api/user: the signed-in user (401 when signed out). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context, { allowUnverified: true });
  return Response.json(publicUser(user));
}
