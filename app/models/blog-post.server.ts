import { and, count, desc, eq, sql, sum } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";

const { blogPosts } = schema;

export type BlogPost = typeof blogPosts.$inferSelect;

export type BlogPostValues = {
  title: string;
  slug: string;
  metaDescription: string;
  metaKeywords: string | null;
  excerpt: string;
  content: string;
  featuredImage: string | null;
  isPublished: boolean;
  tags: string[];
};

/** The columns of a list card (no content). */
const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  featuredImage: blogPosts.featuredImage,
  isPublished: blogPosts.isPublished,
  publishedAt: blogPosts.publishedAt,
  viewCount: blogPosts.viewCount,
  tags: blogPosts.tags,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};
export type BlogPostSummary = Pick<BlogPost, keyof typeof summaryColumns>;

/** Newest publication first (then newest created). */
const publishedOrder = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

/** Every post, newest first, for the admin list. */
export async function listAllPosts(db: Db): Promise<BlogPostSummary[]> {
  return db.select(summaryColumns).from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
}

/** Published posts, newest publication first (one page when `limit` is given). */
export async function listPublishedPosts(db: Db, options: { limit?: number; offset?: number } = {}): Promise<BlogPostSummary[]> {
  const query = db.select(summaryColumns).from(blogPosts).where(eq(blogPosts.isPublished, true)).orderBy(...publishedOrder);
  return options.limit === undefined ? query : query.limit(options.limit).offset(options.offset ?? 0);
}

export async function countPublishedPosts(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(blogPosts).where(eq(blogPosts.isPublished, true));
  return row?.total ?? 0;
}

/** The view counts of every published post (for the Popular rule). */
export async function listPublishedViewCounts(db: Db): Promise<number[]> {
  const rows = await db.select({ v: blogPosts.viewCount }).from(blogPosts).where(eq(blogPosts.isPublished, true));
  return rows.map((r) => r.v);
}

/** Slug, dates of published posts (the sitemap). */
export async function listPublishedSlugs(db: Db) {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(eq(blogPosts.isPublished, true))
    .orderBy(...publishedOrder);
}

export async function getPostById(db: Db, id: number): Promise<BlogPost | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row ?? null;
}

export async function getPostBySlug(db: Db, slug: string): Promise<BlogPost | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
  return row ?? null;
}

/** A published post by id (views are only counted for these). */
export async function getPublishedPostId(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.isPublished, true)));
  return row?.id ?? null;
}

/** Whether another post (not `exceptId`) already has this slug. */
export async function isSlugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
  return Boolean(row && row.id !== exceptId);
}

export async function createPost(db: Db, values: BlogPostValues & { authorId: number; publishedAt: Date | null }) {
  const [row] = await db.insert(blogPosts).values(values).returning();
  return row;
}

export async function updatePost(db: Db, id: number, values: BlogPostValues & { publishedAt: Date | null }) {
  const [row] = await db
    .update(blogPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning();
  return row ?? null;
}

export async function deletePost(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return rows.length > 0;
}

/** Adds one view to a published post; the new count, or null when there is no such post. */
export async function incrementViewCount(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .update(blogPosts)
    .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
    .where(and(eq(blogPosts.id, id), eq(blogPosts.isPublished, true)))
    .returning({ viewCount: blogPosts.viewCount });
  return row?.viewCount ?? null;
}

/** Total posts, published posts and total views (the admin summary cards). */
export async function getBlogStats(db: Db) {
  const [row] = await db
    .select({
      total: count(),
      published: sum(sql`case when ${blogPosts.isPublished} then 1 else 0 end`).mapWith(Number),
      views: sum(blogPosts.viewCount).mapWith(Number),
    })
    .from(blogPosts);
  return { total: row?.total ?? 0, published: row?.published ?? 0, views: row?.views ?? 0 };
}
