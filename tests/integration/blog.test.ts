import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, location, registerUser } from "./support/http";

/** Absolute URLs are built from APP_URL. */
const SITE = String((env as unknown as { APP_URL: string }).APP_URL).replace(/\/$/, "");

let ids = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++ids}`;

async function adminBrowser() {
  const account = await registerUser();
  await env.DB.prepare("UPDATE users SET is_admin = 1 WHERE username = ?").bind(account.username).run();
  return account.browser;
}

function postForm(overrides: Record<string, string> = {}) {
  const title = overrides.title ?? unique("Post title");
  return {
    title,
    slug: "",
    metaDescription: "How the TOEFL iBT is scored",
    metaKeywords: "toefl, scoring",
    excerpt: "A short summary of the article.",
    content: "<h2>Section</h2><p>Body text.</p>",
    featuredImage: "",
    tags: "scoring, tips, reading",
    intent: "save",
    isPublished: "on",
    ...overrides,
  };
}

async function createViaForm(admin: Browser, overrides: Record<string, string> = {}) {
  const form = postForm(overrides);
  const res = await admin.post("/admin/blog/create", form);
  expect(res.status, await res.clone().text()).toBe(302);
  const slug = form.slug || form.title.toLowerCase().replace(/[^a-z0-9\s-]/g, "").trim().replace(/[\s-]+/g, "-");
  const row = await env.DB.prepare("SELECT * FROM blog_posts WHERE slug = ?").bind(slug).first<Record<string, unknown>>();
  expect(row).not.toBeNull();
  return { slug, id: row!.id as number, row: row!, response: res };
}

describe("admin blog screens", () => {
  it("refuse learners with Access Denied (403) and send visitors to sign in", async () => {
    const { browser } = await registerUser();
    for (const path of ["/admin/blog/posts", "/admin/blog/create", "/admin/contact"]) {
      const res = await browser.get(path);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("Access Denied");
    }
    expect((await browser.post("/admin/blog/create", postForm())).status).toBe(403);
    expect(location(await new Browser().get("/admin/blog/posts"))).toMatch(/^\/auth\?redirectTo=/);
  });

  it("create a post with the slug made from the title, then list it with its counts", async () => {
    const admin = await adminBrowser();
    const title = unique("Reading Tips For TOEFL");
    const { slug, row, response } = await createViaForm(admin, { title });
    expect(location(response)).toBe("/admin/blog/posts");
    expect(slug).toMatch(/^reading-tips-for-toefl-/);
    expect(row.is_published).toBe(1);
    expect(row.published_at).not.toBeNull();
    expect(JSON.parse(row.tags as string)).toEqual(["scoring", "tips", "reading"]);

    const list = await admin.get("/admin/blog/posts");
    const html = await list.text();
    expect(html).toContain("Blog post created successfully");
    expect(html).toContain("Total Posts");
    expect(html).toContain("Total Views");
    expect(html).toContain(title);
    expect(html).toContain(`/${slug}`);
    expect(html).toContain("+1");
  });

  it("answer every rule of the spec with its message and status 400", async () => {
    const admin = await adminBrowser();
    const res = await admin.post("/admin/blog/create", {
      title: "",
      slug: "",
      metaDescription: "",
      excerpt: "",
      content: "",
      intent: "save",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const message of ["Title is required", "Meta description is required", "Excerpt is required", "Content is required"]) {
      expect(html).toContain(message);
    }
    const long = await admin.post(
      "/admin/blog/create",
      postForm({ title: "x".repeat(256), slug: "Not A Slug", metaDescription: "m".repeat(161), excerpt: "e".repeat(501) }),
    );
    expect(long.status).toBe(400);
    const longHtml = await long.text();
    for (const message of ["Title too long", "Slug must contain only lowercase letters, numbers, and hyphens", "Meta description too long", "Excerpt too long"]) {
      expect(longHtml).toContain(message);
    }
    const slugTooLong = await admin.post("/admin/blog/create", postForm({ slug: "a".repeat(256) }));
    expect(await slugTooLong.text()).toContain("Slug too long");
    const noSlug = await admin.post("/admin/blog/create", postForm({ title: "???" }));
    expect(await noSlug.text()).toContain("Slug is required");
  });

  it("refuse a duplicate slug with a clear message", async () => {
    const admin = await adminBrowser();
    const { slug } = await createViaForm(admin);
    const again = await admin.post("/admin/blog/create", postForm({ slug }));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("A blog post with this slug already exists");
  });

  it("Save Draft keeps a post unpublished; publishing later sets publishedAt once", async () => {
    const admin = await adminBrowser();
    const { id, slug, row } = await createViaForm(admin, { intent: "draft" });
    expect(row.is_published).toBe(0);
    expect(row.published_at).toBeNull();
    // a draft is a 404 for visitors, and visible to admins
    expect((await new Browser().get(`/blog/${slug}`)).status).toBe(404);
    expect((await admin.get(`/blog/${slug}`)).status).toBe(200);

    const edit = await admin.get(`/admin/blog/edit/${id}`);
    expect(edit.status).toBe(200);
    expect(await edit.text()).toContain("Edit Blog Post");
    const published = await admin.post(`/admin/blog/edit/${id}`, postForm({ title: "Now published", slug, intent: "save" }));
    expect(location(published)).toBe("/admin/blog/posts");
    const first = await env.DB.prepare("SELECT published_at, title FROM blog_posts WHERE id = ?").bind(id).first<{ published_at: number; title: string }>();
    expect(first!.title).toBe("Now published");
    expect(first!.published_at).toBeGreaterThan(0);
    await admin.post(`/admin/blog/edit/${id}`, postForm({ title: "Edited again", slug, intent: "save" }));
    const second = await env.DB.prepare("SELECT published_at FROM blog_posts WHERE id = ?").bind(id).first<{ published_at: number }>();
    expect(second!.published_at).toBe(first!.published_at);
    expect((await new Browser().get(`/blog/${slug}`)).status).toBe(200);
  });

  it("delete a post after the confirmation section", async () => {
    const admin = await adminBrowser();
    const { id, row } = await createViaForm(admin);
    const confirm = await admin.get(`/admin/blog/posts?delete=${id}`);
    const html = await confirm.text();
    expect(html).toContain("Delete this blog post?");
    expect(html).toContain(String(row.title));
    const res = await admin.post("/admin/blog/posts", { intent: "delete", id: String(id) });
    expect(location(res)).toBe("/admin/blog/posts");
    expect(await (await admin.get("/admin/blog/posts")).text()).toContain("Blog post deleted successfully");
    expect(await env.DB.prepare("SELECT id FROM blog_posts WHERE id = ?").bind(id).first()).toBeNull();
  });

  it("sanitise the content on save", async () => {
    const admin = await adminBrowser();
    const { row } = await createViaForm(admin, {
      content: '<p onclick="alert(1)">Safe</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
    });
    expect(row.content).toBe('<p>Safe</p><img src="x" alt="" loading="lazy"><a>x</a>');
  });

  it("refuse content that is only markup that gets removed", async () => {
    const admin = await adminBrowser();
    const res = await admin.post("/admin/blog/create", postForm({ content: "<script>alert(1)</script>" }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Content is required");
  });
});

describe("the admin blog JSON calls", () => {
  it("answer 401 signed out and 403 JSON to learners", async () => {
    expect((await new Browser().get("/api/admin/blog/posts")).status).toBe(401);
    const { browser } = await registerUser();
    const res = await browser.get("/api/admin/blog/posts");
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: "Access Denied" });
    expect((await browser.json("/api/admin/blog/posts", { title: "x" })).status).toBe(403);
    expect((await browser.fetch("/api/admin/blog/posts/1", { method: "DELETE" })).status).toBe(403);
  });

  it("create, list, update and delete posts", async () => {
    const admin = await adminBrowser();
    const title = unique("Api Post");
    const created = await admin.json("/api/admin/blog/posts", {
      title,
      metaDescription: "desc",
      excerpt: "excerpt",
      content: "<p>Hi</p><script>x</script>",
      tags: ["a", " a ", "b"],
      isPublished: false,
    });
    expect(created.status).toBe(201);
    const post = await created.json<{ id: number; slug: string; content: string; tags: string[]; isPublished: boolean }>();
    expect(post).toMatchObject({ title, content: "<p>Hi</p>", tags: ["a", "b"], isPublished: false });
    expect(post.slug).toMatch(/^api-post-/);

    const list = await (await admin.get("/api/admin/blog/posts")).json<Array<{ id: number }>>();
    expect(list.some((p) => p.id === post.id)).toBe(true);

    const invalid = await admin.json("/api/admin/blog/posts", { title: "", metaDescription: "", excerpt: "", content: "" });
    expect(invalid.status).toBe(400);
    expect((await invalid.json<{ error: string }>()).error).toContain("Title is required");

    const duplicate = await admin.json("/api/admin/blog/posts", { title: "x", slug: post.slug, metaDescription: "d", excerpt: "e", content: "<p>c</p>" });
    expect(duplicate.status).toBe(409);

    const updated = await admin.json(`/api/admin/blog/posts/${post.id}`, { isPublished: true, excerpt: "new excerpt" }, "PATCH");
    expect(updated.status).toBe(200);
    const after = await updated.json<{ isPublished: boolean; excerpt: string; publishedAt: string | null; title: string }>();
    expect(after).toMatchObject({ isPublished: true, excerpt: "new excerpt", title });
    expect(after.publishedAt).not.toBeNull();

    const badPatch = await admin.json(`/api/admin/blog/posts/${post.id}`, { slug: "Bad Slug" }, "PATCH");
    expect(badPatch.status).toBe(400);
    expect(await badPatch.json()).toMatchObject({ error: "Slug must contain only lowercase letters, numbers, and hyphens" });

    const deleted = await admin.fetch(`/api/admin/blog/posts/${post.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect((await admin.fetch(`/api/admin/blog/posts/${post.id}`, { method: "DELETE" })).status).toBe(404);
  });
});

describe("the public blog", () => {
  it("lists only published posts, the newest as the Featured Article", async () => {
    const admin = await adminBrowser();
    const older = await createViaForm(admin, { title: unique("Older article") });
    const draft = await createViaForm(admin, { title: unique("Secret draft"), intent: "draft" });
    const newer = await createViaForm(admin, { title: unique("Newer article") });
    // make the order certain
    await env.DB.prepare("UPDATE blog_posts SET published_at = published_at - 60000 WHERE id = ?").bind(older.id).run();
    const html = await (await new Browser().get("/blog")).text();
    expect(html).toContain("Featured Article");
    expect(html).toContain("Recent Articles");
    expect(html).toContain(String(older.row.title));
    expect(html).not.toContain(String(draft.row.title));
    const featured = html.slice(html.indexOf("Featured Article"), html.indexOf("Recent Articles"));
    expect(featured).toContain(String(newer.row.title));

    const api = await (await new Browser().get("/api/blog/posts")).json<Array<{ slug: string }>>();
    expect(api.some((p) => p.slug === newer.slug)).toBe(true);
    expect(api.some((p) => p.slug === draft.slug)).toBe(false);
    expect((await new Browser().get(`/api/blog/posts/${draft.slug}`)).status).toBe(404);
    expect(await (await new Browser().get(`/api/blog/posts/${newer.slug}`)).json()).toMatchObject({ slug: newer.slug });
  });

  it("answers Article Not Found with status 404 for a missing article", async () => {
    const res = await new Browser().get("/blog/no-such-article-here");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Article Not Found");
    expect(html).toContain("The blog post you&#x27;re looking for doesn&#x27;t exist or has been removed.");
  });

  it("renders an article with its SEO tags, JSON-LD safely escaped, and sanitised content", async () => {
    const admin = await adminBrowser();
    const title = unique("Scores </script><script>alert(1)</script>");
    const { id, slug } = await createViaForm(admin, {
      title,
      slug: unique("seo-article"),
      featuredImage: "/images/cover.png",
      metaKeywords: "toefl, scores",
    });
    // content stored before a rule change is sanitised again when shown
    await env.DB.prepare("UPDATE blog_posts SET content = ? WHERE id = ?").bind('<p>ok</p><img src=x onerror="alert(1)">', id).run();
    const res = await new Browser().get(`/blog/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="${SITE}/blog/${slug}"/>`);
    expect(html).toContain('<meta name="keywords" content="toefl, scores"/>');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<meta property="og:image" content="${SITE}/images/cover.png"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain("TOEFL Practice</title>");
    const ld = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
    expect(ld).not.toBeNull();
    expect(ld![1]).not.toContain("<");
    expect(JSON.parse(ld![1])).toMatchObject({ "@type": "BlogPosting", headline: title });
    expect(html).toContain('<img src="x" alt="" loading="lazy">');
    expect(html).not.toContain("onerror");
    expect(html).toContain("Start Free Practice");
    expect(html).toContain('href="/auth?tab=register"');
  });

  it("counts one view per visitor, from the JavaScript call or the no-script beacon, and none for bots", async () => {
    const admin = await adminBrowser();
    const { id, slug } = await createViaForm(admin);
    const views = async () =>
      (await env.DB.prepare("SELECT view_count FROM blog_posts WHERE id = ?").bind(id).first<{ view_count: number }>())!.view_count;
    const human = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36" };

    // rendering the page alone counts nothing (the page itself asks for the view)
    const reader = new Browser(human);
    const page = await (await reader.get(`/blog/${slug}`)).text();
    expect(await views()).toBe(0);
    expect(page).toContain(`<noscript><img src="/api/blog/posts/${id}/view"`);

    const first = await reader.fetch(`/api/blog/posts/${id}/view`, { method: "POST" });
    expect(await first.json()).toMatchObject({ counted: true, viewCount: 1 });
    const again = await reader.fetch(`/api/blog/posts/${id}/view`, { method: "POST" });
    expect(await again.json()).toMatchObject({ counted: false });
    // the same visitor without JavaScript: the beacon does not count twice either
    const beacon = await reader.get(`/api/blog/posts/${id}/view`);
    expect(beacon.headers.get("Content-Type")).toBe("image/gif");
    expect(await views()).toBe(1);

    // another visitor without JavaScript
    const noJs = new Browser(human);
    await noJs.get(`/api/blog/posts/${id}/view`);
    await noJs.get(`/api/blog/posts/${id}/view`);
    expect(await views()).toBe(2);

    // bots count nothing
    const bot = new Browser({ "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await bot.fetch(`/api/blog/posts/${id}/view`, { method: "POST" });
    await bot.get(`/api/blog/posts/${id}/view`);
    expect(await views()).toBe(2);
  });

  it("does not count views of drafts", async () => {
    const admin = await adminBrowser();
    const { id } = await createViaForm(admin, { intent: "draft" });
    const res = await new Browser({ "User-Agent": "Mozilla/5.0 Chrome/140.0" }).fetch(`/api/blog/posts/${id}/view`, { method: "POST" });
    expect(await res.json()).toMatchObject({ counted: false });
  });
});

describe("sitemap and robots", () => {
  it("list the static public pages and the published posts with their last change", async () => {
    const admin = await adminBrowser();
    const published = await createViaForm(admin);
    const draft = await createViaForm(admin, { intent: "draft" });
    const res = await new Browser().get("/sitemap.xml");
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    const xml = await res.text();
    for (const path of ["/", "/blog", "/about", "/contact", "/privacy", "/terms"]) {
      expect(xml).toContain(`<loc>${SITE}${path}</loc>`);
    }
    expect(xml).toMatch(new RegExp(`<loc>${SITE}/blog/${published.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(xml).not.toContain(draft.slug);
    expect(xml).not.toContain("/admin");

    const robots = await (await new Browser().get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin/");
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
