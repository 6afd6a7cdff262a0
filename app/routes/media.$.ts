import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getOptionalUser } from "~/lib/auth.server";
import { serveMedia } from "~/lib/media.server";

/** GET/HEAD /media/<key>: files stored in R2 (public content audio; private recordings for their owner and admins). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request, context);
  return serveMedia(request, context.cloudflare.env.MEDIA, params["*"] ?? "", user);
}
