import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getOptionalUser } from "~/lib/auth.server";
import { postJson } from "~/lib/blog-json.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { jsonError } from "~/lib/responses.server";
import { getPostBySlug } from "~/models/blog-post.server";
import { renderablePost } from "~/services/blog.server";

/** GET /api/blog/posts/:slug: one published article (admins also see drafts); 404 otherwise. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request, context);
  const post = await getPostBySlug(context.db, String(params.slug));
  if (!post || (!post.isPublished && !user?.isAdmin)) {
    return jsonError(404, translate(localeFromRequest(request), "blog.notFoundApi"));
  }
  return Response.json(postJson(renderablePost(post)));
}
