import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed, parseBody, requireApiAdmin } from "~/lib/api.server";
import { postJson, postSummaryJson } from "~/lib/blog-json.server";
import { BlogPostApiSchema } from "~/lib/blog-validation";
import { listAllPosts } from "~/models/blog-post.server";
import { savePost } from "~/services/blog.server";

/** GET /api/admin/blog/posts: every post (drafts too), newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApiAdmin(request, context);
  return Response.json((await listAllPosts(context.db)).map(postSummaryJson));
}

/** POST /api/admin/blog/posts {title, slug?, metaDescription, metaKeywords?, excerpt, content, featuredImage?, isPublished?, tags?}. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const admin = await requireApiAdmin(request, context);
  const parsed = await parseBody(request, BlogPostApiSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await savePost(context.db, parsed.value, { authorId: admin.id });
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json(postJson(outcome.post), { status: 201 });
}
