/**
 * Blog use cases shared by the admin pages, the /api calls and the public pages: saving a post
 * (sanitised HTML, unique slug, publishedAt on first publication) and counting views.
 */
import { isbot } from "isbot";
import { hasViewed, parseViewed, VIEWED_COOKIE, withViewed } from "~/domain/blog";
import { htmlText, sanitizeHtml } from "~/domain/html-sanitizer";
import type { Db } from "~/lib/db.server";
import type { BlogPostInput } from "~/lib/blog-validation";
import {
  createPost,
  getPostById,
  incrementViewCount,
  isSlugTaken,
  updatePost,
  type BlogPost,
} from "~/models/blog-post.server";
import type { Failure, Result } from "~/services/accounts.server";

const fail = (status: Failure["status"], error: string, field?: string): Failure => ({ ok: false, status, error, field });

/** Creates (no `id`) or updates a post. Content is sanitised before it is stored. */
export async function savePost(
  db: Db,
  input: BlogPostInput,
  options: { authorId: number; id?: number },
): Promise<Result<{ post: BlogPost }>> {
  const existing = options.id === undefined ? null : await getPostById(db, options.id);
  if (options.id !== undefined && !existing) return fail(404, "blog.notFoundApi");
  const content = sanitizeHtml(input.content);
  if (!htmlText(content) && !/<img\s/i.test(content)) return fail(400, "blog.v.contentRequired", "content");
  if (await isSlugTaken(db, input.slug, existing?.id)) return fail(409, "blog.v.slugTaken", "slug");
  const values = {
    title: input.title,
    slug: input.slug,
    metaDescription: input.metaDescription,
    metaKeywords: input.metaKeywords,
    excerpt: input.excerpt,
    content,
    featuredImage: input.featuredImage,
    isPublished: input.isPublished,
    tags: input.tags,
    // set on the first publication and kept afterwards (also through unpublishing)
    publishedAt: existing?.publishedAt ?? (input.isPublished ? new Date() : null),
  };
  try {
    const post = existing ? await updatePost(db, existing.id, values) : await createPost(db, { ...values, authorId: options.authorId });
    if (!post) return fail(404, "blog.notFoundApi");
    return { ok: true, post };
  } catch (error) {
    // two saves racing for one slug: the unique index decides
    if (String(error).includes("UNIQUE")) return fail(409, "blog.v.slugTaken", "slug");
    throw error;
  }
}

/** A stored post as it is shown: its HTML sanitised again (posts stored before a rule change stay safe). */
export function renderablePost<T extends { content: string }>(post: T): T {
  return { ...post, content: sanitizeHtml(post.content) };
}

export function readViewedCookie(request: Request): number[] {
  const match = (request.headers.get("Cookie") ?? "").match(new RegExp(`(?:^|;\\s*)${VIEWED_COOKIE}=([^;]*)`));
  return parseViewed(match ? decodeURIComponent(match[1]) : null);
}

function viewedCookieHeader(value: string, secure: boolean) {
  return `${VIEWED_COOKIE}=${value}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * Counts one view of a published post for this visitor: not for bots, and once per browser (the
 * viewed-posts cookie). Returns the Set-Cookie header to send when a view was counted.
 */
export async function recordView(
  db: Db,
  request: Request,
  postId: number,
): Promise<{ counted: boolean; viewCount: number | null; setCookie: string | null }> {
  if (isbot(request.headers.get("User-Agent") ?? "")) return { counted: false, viewCount: null, setCookie: null };
  const viewed = readViewedCookie(request);
  if (hasViewed(viewed, postId)) return { counted: false, viewCount: null, setCookie: null };
  const viewCount = await incrementViewCount(db, postId);
  if (viewCount === null) return { counted: false, viewCount: null, setCookie: null };
  const secure = new URL(request.url).protocol === "https:";
  return { counted: true, viewCount, setCookie: viewedCookieHeader(withViewed(viewed, postId), secure) };
}
