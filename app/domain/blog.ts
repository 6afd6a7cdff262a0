/**
 * Pure rules of the blog: slugs, tags, the "Popular" label and the per-visitor view record.
 */

export const BLOG_LIMITS = {
  title: 255,
  slug: 255,
  metaDescription: 160,
  excerpt: 500,
  metaKeywords: 500,
  tag: 40,
  tags: 20,
} as const;

export const SLUG_PATTERN = /^[a-z0-9-]+$/;

/**
 * The slug of a title (admin spec 5): lowercased, other characters removed, spaces to hyphens.
 * Accents are folded first ("Introdução" -> "introducao") so Portuguese titles keep their words.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, BLOG_LIMITS.slug)
    .replace(/-+$/, "");
}

/**
 * Tags as stored: trimmed, inner whitespace collapsed, empty ones dropped, no duplicates
 * (compared without case; the first spelling wins), commas removed (the form without JavaScript
 * separates tags with commas), at most BLOG_LIMITS.tags of at most BLOG_LIMITS.tag characters.
 */
export function normalizeTags(tags: ReadonlyArray<unknown>): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of tags) {
    if (typeof raw !== "string") continue;
    const tag = raw.replace(/,/g, " ").replace(/\s+/g, " ").trim().slice(0, BLOG_LIMITS.tag).trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
    if (out.length === BLOG_LIMITS.tags) break;
  }
  return out;
}

/** A comma-separated tag list (the form field without JavaScript) as normalised tags. */
export function parseTagList(value: string): string[] {
  return normalizeTags(value.split(","));
}

/** Adds one tag to a list (the editor's Add button and Enter key): same rules as normalizeTags. */
export function addTag(tags: ReadonlyArray<string>, tag: string): string[] {
  return normalizeTags([...tags, tag]);
}

/**
 * The "Popular" label (ADR 0005): a published post is popular when it has at least
 * POPULAR_MIN_VIEWS views AND is in the top quarter of published posts by views (its count is at
 * least the 75th percentile). The floor keeps a young blog from calling 3 views popular; the
 * quartile keeps the label rare as the blog grows.
 */
export const POPULAR_MIN_VIEWS = 100;

export function popularThreshold(viewCounts: ReadonlyArray<number>): number {
  if (viewCounts.length === 0) return Infinity;
  const sorted = [...viewCounts].sort((a, b) => a - b);
  // nearest-rank 75th percentile
  const rank = Math.ceil(0.75 * sorted.length) - 1;
  return Math.max(POPULAR_MIN_VIEWS, sorted[rank]);
}

export function isPopular(viewCount: number, threshold: number): boolean {
  return viewCount >= threshold;
}

/**
 * The viewed-posts cookie: the ids of the posts this browser has been counted for, newest last,
 * at most VIEWED_MAX (about 1.5 KB), so each post counts one view per visitor.
 */
export const VIEWED_COOKIE = "blog_viewed";
export const VIEWED_MAX = 200;

export function parseViewed(value: string | null | undefined): number[] {
  if (!value) return [];
  return value
    .split(".")
    .map((part) => Number(part))
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(-VIEWED_MAX);
}

export function hasViewed(viewed: ReadonlyArray<number>, postId: number): boolean {
  return viewed.includes(postId);
}

export function withViewed(viewed: ReadonlyArray<number>, postId: number): string {
  return [...viewed.filter((id) => id !== postId), postId].slice(-VIEWED_MAX).join(".");
}

/** Public list paging: 1 featured + a grid of 3 columns. */
export const POSTS_PER_PAGE = 10;

export function pageCount(total: number, perPage = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A ?page= value as a page number in 1..pages (anything else is page 1). */
export function parsePage(value: string | null, pages: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) return 1;
  return Math.min(n, pages);
}
