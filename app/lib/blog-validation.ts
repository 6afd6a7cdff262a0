/**
 * The blog post form (admin spec section 5), shared by Conform in the browser, the admin form
 * actions and the /api/admin/blog calls. Messages are catalog keys.
 */
import { z } from "zod";
import { BLOG_LIMITS, normalizeTags, SLUG_PATTERN, slugify } from "~/domain/blog";

/** A featured image is an http(s) URL or a path on this site. */
const IMAGE_URL = /^(https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/i;

const tagsField = z.preprocess(
  (value) => (typeof value === "string" ? value.split(",") : value),
  z.array(z.unknown()).optional().transform((tags) => normalizeTags(tags ?? [])),
);

/** "" and null mean "not given" (forms send empty strings, JSON may send null). */
const blank = (value: unknown) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value);

const checkbox = z.preprocess(
  (value) => value === true || value === "on" || value === "true" || value === "1",
  z.boolean(),
);

export const blogPostFields = {
  title: z
    .string({ required_error: "blog.v.titleRequired", invalid_type_error: "blog.v.titleRequired" })
    .trim()
    .min(1, "blog.v.titleRequired")
    .max(BLOG_LIMITS.title, "blog.v.titleTooLong"),
  slug: z.preprocess(
    blank,
    z
      .string({ invalid_type_error: "blog.v.slugInvalid" })
      .trim()
      .max(BLOG_LIMITS.slug, "blog.v.slugTooLong")
      .regex(SLUG_PATTERN, "blog.v.slugInvalid")
      .optional(),
  ),
  metaDescription: z
    .string({ required_error: "blog.v.metaDescriptionRequired", invalid_type_error: "blog.v.metaDescriptionRequired" })
    .trim()
    .min(1, "blog.v.metaDescriptionRequired")
    .max(BLOG_LIMITS.metaDescription, "blog.v.metaDescriptionTooLong"),
  metaKeywords: z.preprocess(
    blank,
    z.string({ invalid_type_error: "blog.v.metaKeywordsTooLong" }).trim().max(BLOG_LIMITS.metaKeywords, "blog.v.metaKeywordsTooLong").optional(),
  ),
  excerpt: z
    .string({ required_error: "blog.v.excerptRequired", invalid_type_error: "blog.v.excerptRequired" })
    .trim()
    .min(1, "blog.v.excerptRequired")
    .max(BLOG_LIMITS.excerpt, "blog.v.excerptTooLong"),
  content: z
    .string({ required_error: "blog.v.contentRequired", invalid_type_error: "blog.v.contentRequired" })
    .trim()
    .min(1, "blog.v.contentRequired"),
  featuredImage: z.preprocess(
    blank,
    z
      .string({ invalid_type_error: "blog.v.featuredImageInvalid" })
      .trim()
      .max(2000, "blog.v.featuredImageInvalid")
      .regex(IMAGE_URL, "blog.v.featuredImageInvalid")
      .optional(),
  ),
  isPublished: checkbox,
  tags: tagsField,
};

/** Fills the slug from the title while it is empty; "Slug is required" when the title has no letters. */
function withSlug<T extends { title: string; slug?: string; featuredImage?: string; metaKeywords?: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  const slug = value.slug || slugify(value.title);
  if (!slug) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["slug"], message: "blog.v.slugRequired" });
  return { ...value, slug, featuredImage: value.featuredImage ?? null, metaKeywords: value.metaKeywords ?? null };
}

/** The admin form: `intent` is "draft" (Save Draft forces a draft) or "save" (Publish/Save). */
export const BlogPostFormSchema = z
  .object({ ...blogPostFields, intent: z.enum(["draft", "save"]).optional().default("save") })
  .transform((value, ctx) => {
    const filled = withSlug(value, ctx);
    return { ...filled, isPublished: value.intent === "draft" ? false : value.isPublished };
  });

/** POST /api/admin/blog/posts, and PATCH after merging the stored post with the body. */
export const BlogPostApiSchema = z.object(blogPostFields).transform(withSlug);

export type BlogPostInput = z.output<typeof BlogPostApiSchema>;
