import type { BlogPost, BlogPostSummary } from "~/models/blog-post.server";

/** The JSON shape of a post in the /api calls (dates as ISO strings). */
export function postJson(post: BlogPost) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    metaDescription: post.metaDescription,
    metaKeywords: post.metaKeywords,
    excerpt: post.excerpt,
    content: post.content,
    featuredImage: post.featuredImage,
    authorId: post.authorId,
    isPublished: post.isPublished,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    viewCount: post.viewCount,
    tags: post.tags,
    canonicalUrl: post.canonicalUrl,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

export function postSummaryJson(post: BlogPostSummary) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    featuredImage: post.featuredImage,
    isPublished: post.isPublished,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    viewCount: post.viewCount,
    tags: post.tags,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}
