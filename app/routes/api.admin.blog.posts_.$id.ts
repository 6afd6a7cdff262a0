import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed, readBody, requireApiAdmin, zodErrorMessage } from "~/lib/api.server";
import { postJson } from "~/lib/blog-json.server";
import { BlogPostApiSchema } from "~/lib/blog-validation";
import { localeFromRequest, translate } from "~/lib/i18n";
import { jsonError } from "~/lib/responses.server";
import { deletePost, getPostById } from "~/models/blog-post.server";
import { savePost } from "~/services/blog.server";

function notFound(request: Request) {
  return jsonError(404, translate(localeFromRequest(request), "blog.notFoundApi"));
}

/** GET /api/admin/blog/posts/:id: one post, drafts too. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireApiAdmin(request, context);
  const post = await getPostById(context.db, Number(params.id));
  return post ? Response.json(postJson(post)) : notFound(request);
}

/**
 * PATCH (or PUT) /api/admin/blog/posts/:id: the fields given replace the stored ones, and the
 * result is validated as a whole. DELETE /api/admin/blog/posts/:id.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireApiAdmin(request, context);
  const id = Number(params.id);
  if (request.method === "DELETE") {
    if (!Number.isInteger(id) || !(await deletePost(context.db, id))) return notFound(request);
    return Response.json({ success: true, id });
  }
  if (request.method !== "PATCH" && request.method !== "PUT") return methodNotAllowed();
  const existing = Number.isInteger(id) ? await getPostById(context.db, id) : null;
  if (!existing) return notFound(request);
  const body = await readBody(request);
  const locale = localeFromRequest(request);
  if (!body) return jsonError(400, translate(locale, "error.invalidJson"));
  const merged = {
    title: existing.title,
    slug: existing.slug,
    metaDescription: existing.metaDescription,
    metaKeywords: existing.metaKeywords,
    excerpt: existing.excerpt,
    content: existing.content,
    featuredImage: existing.featuredImage,
    isPublished: existing.isPublished,
    tags: existing.tags,
    ...body,
  };
  const parsed = BlogPostApiSchema.safeParse(merged);
  if (!parsed.success) return jsonError(400, zodErrorMessage(parsed.error, locale));
  const outcome = await savePost(context.db, parsed.data, { authorId: admin.id, id });
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json(postJson(outcome.post));
}
