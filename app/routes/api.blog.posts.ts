import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getOptionalUser } from "~/lib/auth.server";
import { postSummaryJson } from "~/lib/blog-json.server";
import { listPublishedPosts } from "~/models/blog-post.server";

/** GET /api/blog/posts: the published posts, newest first (public). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await getOptionalUser(request, context);
  const posts = await listPublishedPosts(context.db);
  return Response.json(posts.map(postSummaryJson), { headers: { "Cache-Control": "no-cache" } });
}
