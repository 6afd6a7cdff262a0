import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";

/** Headless Chromium says "HeadlessChrome", which counts as a bot (bots add no views). */
const READER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const DEMO_PASSWORD = "toefl-demo-2026";

async function logIn(page: Page, username: string) {
  await page.goto("/auth");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** A fresh browser (no cookies) with the project's JavaScript setting and a reader's user agent. */
async function newVisitor(browser: Browser, info: TestInfo) {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    javaScriptEnabled: info.project.use.javaScriptEnabled,
    userAgent: READER_UA,
  });
  const page = await context.newPage();
  const dialogs: string[] = [];
  const consoleErrors: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  return { context, page, dialogs, consoleErrors };
}

const XSS_CONTENT =
  "<h2>Plan your week</h2><p>Body paragraph for the readers.</p>" +
  "<img src=x onerror=\"alert('xss-img')\">" +
  "<script>alert('xss-script')</script>" +
  "<a href=\"javascript:alert('xss-link')\">Click me</a>" +
  "<svg onload=\"alert('xss-svg')\"></svg>" +
  "<p style=\"position:fixed;inset:0;z-index:99;background:red\">overlay</p>";

test("an admin writes a draft and publishes it; a visitor reads it, the view counts once, sharing works and no script from the post runs", async ({
  page,
  browser,
}, info) => {
  const js = info.project.use.javaScriptEnabled !== false;
  const title = `E2E blog ${info.project.name} ${Date.now().toString(36)}`;
  const slug = title.toLowerCase().replace(/\s+/g, "-");

  // the admin writes a draft
  await logIn(page, "admin");
  await page.goto("/admin/blog/posts");
  await page.getByRole("link", { name: "Create New Post" }).click();
  await expect(page.getByRole("heading", { name: "Create Blog Post" })).toBeVisible();
  await page.getByLabel("Title").fill(title);
  if (js) await expect(page.getByLabel("Slug")).toHaveValue(slug);
  await page.getByLabel("Excerpt").fill("What to study each week before the TOEFL.");
  await page.getByLabel("Content (HTML)").fill(XSS_CONTENT);
  await page.getByLabel("Meta description").fill("A weekly TOEFL study plan.");
  const tags = page.getByRole("textbox", { name: "Tags" });
  if (js) {
    await tags.fill("study plan");
    await tags.press("Enter");
    await tags.fill("  reading ");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await tags.fill("reading");
    await tags.press("Enter");
    await tags.fill("extra");
    await tags.press("Enter");
    await expect(page.getByTestId("tag-list").getByRole("listitem")).toHaveCount(3);
    await page.getByRole("button", { name: "Remove tag extra" }).click();
    await expect(page.getByTestId("tag-list").getByRole("listitem")).toHaveText(["study plan×", "reading×"]);
  } else {
    await tags.fill("study plan, reading, reading");
  }
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/posts$/);
  await expect(page.getByText("Blog post created successfully")).toBeVisible();
  const row = page.getByTestId("blog-post-row").filter({ hasText: title });
  await expect(row).toContainText("Draft");
  await expect(row).toContainText(`/${slug}`);
  await expect(row).toContainText("study plan");
  await expect(row.getByRole("link", { name: `View "${title}" (opens in a new tab)` })).toHaveCount(0);

  // a draft is not public
  const visitor = await newVisitor(browser, info);
  const missing = await visitor.page.goto(`/blog/${slug}`);
  expect(missing?.status()).toBe(404);
  await expect(visitor.page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
  await expect(visitor.page.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeVisible();

  // the admin publishes it
  await row.getByRole("link", { name: `Edit "${title}"` }).click();
  await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Published" }).check();
  await page.getByRole("button", { name: js ? "Publish" : "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/posts$/);
  await expect(page.getByText("Blog post updated successfully")).toBeVisible();
  await expect(row).toContainText("Published");
  await expect(row.getByTestId("blog-post-views")).toHaveText("0");

  // the visitor finds it on the blog and reads it
  await visitor.page.goto("/blog");
  await expect(visitor.page.getByRole("heading", { name: "Featured Article" })).toBeVisible();
  const card = visitor.page.getByRole("article").filter({ hasText: title });
  await expect(card).toContainText("What to study each week before the TOEFL.");
  const counted = visitor.page.waitForResponse(
    (r) => r.url().includes("/api/blog/posts/") && r.url().endsWith("/view") && r.request().method() === (js ? "POST" : "GET"),
  );
  await card.getByRole("link", { name: title }).click();
  await expect(visitor.page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(visitor.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.page.getByText("Body paragraph for the readers.")).toBeVisible();
  await expect(visitor.page.getByRole("link", { name: "Start Free Practice" })).toHaveAttribute("href", "/auth?tab=register");
  await counted;

  // reading it again adds no view
  await visitor.page.reload();
  await expect(visitor.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await visitor.page.waitForTimeout(1500);
  await page.reload();
  await expect(row.getByTestId("blog-post-views")).toHaveText("1");

  // sharing: the copied link with JavaScript, plain links without it
  const articleUrl = new RegExp(`/blog/${slug}$`);
  if (js) {
    await visitor.context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: new URL(info.project.use.baseURL!).origin,
    });
    await visitor.page.getByRole("button", { name: "Share" }).click();
    await expect(visitor.page.getByText("Link copied to the clipboard")).toBeVisible();
    expect(await visitor.page.evaluate(() => navigator.clipboard.readText())).toMatch(articleUrl);
  } else {
    await expect(visitor.page.getByRole("link", { name: "Link to this article" })).toHaveAttribute("href", articleUrl);
    await expect(visitor.page.getByRole("link", { name: "Share by email" })).toHaveAttribute("href", /^mailto:\?subject=/);
  }

  // nothing from the post ran or covers the page
  const content = visitor.page.getByTestId("article-content");
  await expect(content.locator("script, svg, [onerror], [style]")).toHaveCount(0);
  expect(await content.getByText("Click me").getAttribute("href")).toBeNull();
  expect(visitor.dialogs).toEqual([]);
  expect(visitor.consoleErrors.filter((e) => e.includes("xss"))).toEqual([]);
  await visitor.context.close();
});

test("the contact form stores a message and mails it to the admins", async ({ page }, info) => {
  const subject = `E2E contact ${info.project.name} ${Date.now().toString(36)}`;
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Missing information")).toBeVisible();
  await expect(page.getByText("Please fill all required fields.")).toBeVisible();
  await expect(page.getByText("Name is required")).toBeVisible();

  await page.getByLabel("Name").fill("Visiting Reader");
  await page.getByLabel("Email").fill("reader@example.com");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("Is there a plan for schools?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message sent!" })).toBeVisible();

  // the mail to the demo admin is in the dev outbox
  const outbox = await page.context().newPage();
  await outbox.goto("/dev/outbox");
  const mail = outbox.getByTestId("outbox-message").filter({ hasText: subject });
  await expect(mail.getByTestId("outbox-to")).toHaveText("admin@example.com");
  await expect(mail.getByTestId("outbox-text")).toContainText("Is there a plan for schools?");
  await outbox.close();

  // and the admin page lists it
  await logIn(page, "admin");
  await page.goto("/admin/contact");
  await expect(page.getByTestId("contact-message").first()).toContainText(subject);
  await expect(page.getByTestId("contact-message").first()).toContainText("reader@example.com");
});
