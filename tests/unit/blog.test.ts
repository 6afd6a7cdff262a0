import { describe, expect, it } from "vitest";
import {
  addTag,
  hasViewed,
  isPopular,
  normalizeTags,
  pageCount,
  parsePage,
  parseTagList,
  parseViewed,
  popularThreshold,
  POPULAR_MIN_VIEWS,
  slugify,
  VIEWED_MAX,
  withViewed,
} from "~/domain/blog";
import { BlogPostApiSchema, BlogPostFormSchema } from "~/lib/blog-validation";
import { ContactSchema } from "~/lib/contact-validation";

describe("slugify", () => {
  it("lowercases, removes other characters and turns spaces into hyphens", () => {
    expect(slugify("10 Tips for the TOEFL Reading Section!")).toBe("10-tips-for-the-toefl-reading-section");
    expect(slugify("  What's   new?  ")).toBe("whats-new");
    expect(slugify("Reading -- Listening")).toBe("reading-listening");
  });

  it("folds accents so Portuguese titles keep their words", () => {
    expect(slugify("Introdução ao Speaking: ênfase")).toBe("introducao-ao-speaking-enfase");
  });

  it("is empty for a title without letters or digits, and at most 255 characters", () => {
    expect(slugify("?!… ---")).toBe("");
    const long = slugify("word ".repeat(100));
    expect(long.length).toBeLessThanOrEqual(255);
    expect(long.endsWith("-")).toBe(false);
  });
});

describe("tags", () => {
  it("are trimmed, non-empty and without duplicates (ignoring case)", () => {
    expect(normalizeTags([" reading ", "", "Reading", "tips", "  ", "tips"])).toEqual(["reading", "tips"]);
  });

  it("come from a comma-separated field without JavaScript", () => {
    expect(parseTagList("reading, listening ,, Reading,  study plan ")).toEqual(["reading", "listening", "study plan"]);
  });

  it("are added one at a time by the editor with the same rules", () => {
    expect(addTag(["reading"], "  writing ")).toEqual(["reading", "writing"]);
    expect(addTag(["reading"], "READING")).toEqual(["reading"]);
    expect(addTag(["reading"], "   ")).toEqual(["reading"]);
  });

  it("are capped in number and length", () => {
    expect(normalizeTags(Array.from({ length: 30 }, (_, i) => `t${i}`))).toHaveLength(20);
    expect(normalizeTags(["x".repeat(80)])[0]).toHaveLength(40);
  });
});

describe("the Popular label", () => {
  it("needs at least the minimum number of views", () => {
    const threshold = popularThreshold([5, 10, 20, 40]);
    expect(threshold).toBe(POPULAR_MIN_VIEWS);
    expect(isPopular(40, threshold)).toBe(false);
  });

  it("goes to the top quarter of posts by views once they have enough", () => {
    const counts = [100, 120, 150, 200, 300, 400, 800, 1000];
    const threshold = popularThreshold(counts);
    expect(threshold).toBe(400);
    expect(counts.filter((c) => isPopular(c, threshold))).toEqual([400, 800, 1000]);
  });

  it("is never given on a blog without posts", () => {
    expect(isPopular(1_000_000, popularThreshold([]))).toBe(false);
  });
});

describe("the viewed-posts cookie", () => {
  it("records each post once and reads back its ids", () => {
    const value = withViewed(parseViewed("3.7"), 9);
    expect(value).toBe("3.7.9");
    expect(hasViewed(parseViewed(value), 9)).toBe(true);
    expect(hasViewed(parseViewed(value), 4)).toBe(false);
    expect(withViewed(parseViewed("3.7.9"), 7)).toBe("3.9.7");
  });

  it("ignores garbage and keeps only the newest ids", () => {
    expect(parseViewed("1.x.-3.2.5e2")).toEqual([1, 2, 500]);
    const many = Array.from({ length: VIEWED_MAX + 10 }, (_, i) => i + 1).join(".");
    expect(parseViewed(withViewed(parseViewed(many), 9999))).toHaveLength(VIEWED_MAX);
  });
});

describe("paging", () => {
  it("turns ?page= into a page number within range", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(21)).toBe(3);
    expect(parsePage("2", 3)).toBe(2);
    expect(parsePage("9", 3)).toBe(3);
    expect(parsePage("abc", 3)).toBe(1);
    expect(parsePage(null, 3)).toBe(1);
  });
});

const valid = {
  title: "How the TOEFL is scored",
  metaDescription: "Scores explained",
  excerpt: "A short summary",
  content: "<p>Body</p>",
};

function errorsOf(result: { success: boolean; error?: { issues: Array<{ path: (string | number)[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("the blog post form (admin spec section 5)", () => {
  it("fills the slug from the title when it is empty", () => {
    const parsed = BlogPostApiSchema.parse({ ...valid, slug: "" });
    expect(parsed.slug).toBe("how-the-toefl-is-scored");
    expect(parsed.isPublished).toBe(false);
    expect(parsed.tags).toEqual([]);
  });

  it("has the spec's messages for every rule", () => {
    expect(errorsOf(BlogPostApiSchema.safeParse({}))).toMatchObject({
      title: "blog.v.titleRequired",
      metaDescription: "blog.v.metaDescriptionRequired",
      excerpt: "blog.v.excerptRequired",
      content: "blog.v.contentRequired",
    });
    expect(
      errorsOf(
        BlogPostApiSchema.safeParse({
          ...valid,
          title: "x".repeat(256),
          slug: "Bad Slug",
          metaDescription: "x".repeat(161),
          excerpt: "x".repeat(501),
        }),
      ),
    ).toEqual({
      title: "blog.v.titleTooLong",
      slug: "blog.v.slugInvalid",
      metaDescription: "blog.v.metaDescriptionTooLong",
      excerpt: "blog.v.excerptTooLong",
    });
    expect(errorsOf(BlogPostApiSchema.safeParse({ ...valid, slug: "a".repeat(256) }))).toEqual({ slug: "blog.v.slugTooLong" });
    expect(errorsOf(BlogPostApiSchema.safeParse({ ...valid, title: "???" }))).toEqual({ slug: "blog.v.slugRequired" });
  });

  it("accepts http(s) or site paths for the featured image, nothing else", () => {
    expect(BlogPostApiSchema.parse({ ...valid, featuredImage: "https://cdn.example.com/a.jpg" }).featuredImage).toBe(
      "https://cdn.example.com/a.jpg",
    );
    expect(BlogPostApiSchema.parse({ ...valid, featuredImage: "" }).featuredImage).toBeNull();
    expect(errorsOf(BlogPostApiSchema.safeParse({ ...valid, featuredImage: "javascript:alert(1)" }))).toEqual({
      featuredImage: "blog.v.featuredImageInvalid",
    });
    expect(errorsOf(BlogPostApiSchema.safeParse({ ...valid, featuredImage: "//evil.example/a.png" }))).toEqual({
      featuredImage: "blog.v.featuredImageInvalid",
    });
  });

  it("Save Draft forces a draft; Publish/Save keeps the toggle", () => {
    expect(BlogPostFormSchema.parse({ ...valid, isPublished: "on", intent: "draft" }).isPublished).toBe(false);
    expect(BlogPostFormSchema.parse({ ...valid, isPublished: "on", intent: "save" }).isPublished).toBe(true);
    expect(BlogPostFormSchema.parse({ ...valid, intent: "save" }).isPublished).toBe(false);
  });

  it("reads tags from a comma-separated field or a JSON list", () => {
    expect(BlogPostFormSchema.parse({ ...valid, tags: "a, b, A" }).tags).toEqual(["a", "b"]);
    expect(BlogPostApiSchema.parse({ ...valid, tags: [" x ", "y", "x"] }).tags).toEqual(["x", "y"]);
  });
});

describe("the contact form", () => {
  it("requires name, email and message; the subject is optional", () => {
    expect(errorsOf(ContactSchema.safeParse({ name: "", email: "", message: "" }))).toEqual({
      name: "contact.v.nameRequired",
      email: "contact.v.emailRequired",
      message: "contact.v.messageRequired",
    });
    expect(errorsOf(ContactSchema.safeParse({ name: "A", email: "not-an-email", message: "Hi" }))).toEqual({
      email: "contact.v.emailInvalid",
    });
    expect(ContactSchema.safeParse({ name: "A", email: "a@example.com", message: "Hi" }).success).toBe(true);
  });
});
