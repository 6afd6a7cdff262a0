import { expect, test, type Page } from "@playwright/test";
import { SAMPLES, wavBytes } from "../fixtures/audio-bytes";

async function logIn(page: Page, username: string) {
  await page.goto("/auth");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill("toefl-demo-2026");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/exercises$/);
}

const singleGroup = (page: Page) => page.getByRole("group", { name: "Correct answer (single answer)" });
const proseGroup = (page: Page) => page.getByRole("group", { name: "Correct answers (prose summary: choose 3)" });

async function fillOptions(page: Page, options: string[]) {
  for (const [i, option] of options.entries()) {
    await page.getByLabel(`Option ${String.fromCharCode(65 + i)}`, { exact: true }).fill(option);
  }
}

test("an admin builds a reading passage with 10 questions, including a prose summary, and meets every rule", async ({ page }, info) => {
  test.setTimeout(180_000);
  const title = `E2E passage ${info.project.name} ${Date.now().toString(36)}`;
  await logIn(page, "admin");
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "New Reading Passage" }).click();
  await expect(page).toHaveURL(/\/admin\/reading\/new$/);

  await page.getByRole("button", { name: "Create Passage" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByText("Content is required")).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill("Glaciers form where snow accumulates faster than it melts.");
  await page.getByRole("button", { name: "Create Passage" }).click();
  await expect(page.getByRole("heading", { name: `Questions for "${title}"` })).toBeVisible();
  await expect(page.getByText("Reading passage created successfully")).toBeVisible();

  // open the add form
  await page.getByRole("link", { name: "Add Question" }).click();
  const create = page.getByRole("button", { name: "Create Question" });

  // every rule once
  await create.click();
  await expect(page.getByText("Question text is required")).toBeVisible();
  await expect(page.getByText("At least 2 options are required")).toBeVisible();

  await page.getByLabel("Question text").fill("What does paragraph 1 say?");
  await fillOptions(page, ["Snow", "Rain"]);
  await singleGroup(page).getByLabel("D").check();
  await create.click();
  await expect(page.getByText("Correct answer must be one of the options")).toBeVisible();

  await page.getByLabel("Question type").selectOption("prose_summary");
  await fillOptions(page, ["One", "Two", "Three", "Four", "Five"]);
  await proseGroup(page).getByLabel("A").check();
  await proseGroup(page).getByLabel("B").check();
  await create.click();
  await expect(page.getByText("Prose Summary questions must have exactly 6 options")).toBeVisible();
  await expect(page.getByText("Prose Summary questions must have exactly 3 correct answers")).toBeVisible();

  // a valid prose summary
  await page.getByLabel("Question text").fill("Complete the summary of the passage.");
  await fillOptions(page, ["One", "Two", "Three", "Four", "Five", "Six"]);
  await proseGroup(page).getByLabel("D").check();
  await create.click();
  await expect(page.getByText("Question created successfully")).toBeVisible();
  await expect(page.getByRole("cell", { name: "A, B, D" })).toBeVisible();

  // nine single-answer questions
  for (let i = 2; i <= 10; i++) {
    const text = `Question number ${i} about the glaciers of the northern hemisphere?`;
    await page.getByLabel("Question text").fill(text);
    await fillOptions(page, ["Yes", "No", "Maybe"]);
    await singleGroup(page).getByLabel("B").check();
    await create.click();
    await expect(page.getByRole("cell", { name: `${text.slice(0, 50)}...` })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Max Reached" })).toBeDisabled();
  await expect(page.getByText("10/10 questions")).toBeVisible();
  await expect(create).toHaveCount(0);

  // the passage list shows its 10 questions
  await page.goto("/admin/reading/passages");
  await expect(page.getByRole("row", { name: new RegExp(title) }).getByRole("cell", { name: "10", exact: true })).toBeVisible();
});

test("an admin uploads a WAV, adds it to the library and writes its listening questions", async ({ page }, info) => {
  test.setTimeout(120_000);
  const name = `E2E talk ${info.project.name} ${Date.now().toString(36)}`;
  await logIn(page, "admin");
  await page.goto("/admin/listening/audios");
  await page.getByRole("link", { name: "Upload Audio File" }).click();
  await expect(page).toHaveURL(/\/admin\/listening\/audio-upload$/);
  await expect(page.getByRole("button", { name: "Add to Library" })).toBeDisabled();

  // a non-audio file with an audio name is refused
  await page.getByLabel("Audio file").setInputFiles({ name: "fake.mp3", mimeType: "audio/mpeg", buffer: Buffer.from(SAMPLES.png) });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("Invalid file type")).toBeVisible();
  await expect(page.getByText("Please select an audio file (MP3, WAV, etc.)")).toBeVisible();

  await page.getByLabel("Audio file").setInputFiles({ name: `${name}.wav`, mimeType: "audio/wav", buffer: Buffer.from(wavBytes(2)) });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("Upload successful")).toBeVisible();
  await expect(page.getByText(`Uploaded: ${name}.wav`)).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(name);
  await expect(page.getByLabel("Duration (seconds)")).toHaveValue("2");

  await page.getByRole("button", { name: "Add to Library" }).click();
  await expect(page.getByText("Missing information: Title and transcription are required")).toBeVisible();
  await page.getByLabel("Transcription").fill("Good morning. Today we talk about the campus library.");
  await page.getByRole("button", { name: "Add to Library" }).click();
  await expect(page).toHaveURL(/\/admin\/listening\/audios$/);
  await expect(page.getByText("Audio file added successfully!")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByText("0:02")).toBeVisible();
  await expect(row.getByText("Not Used")).toBeVisible();

  // the file plays from /media with ranges
  const media = await page.request.get((await row.locator("audio").getAttribute("src"))!, { headers: { Range: "bytes=0-3" } });
  expect(media.status()).toBe(206);
  expect((await media.body()).toString()).toBe("RIFF");

  await row.getByRole("link", { name: `Create Exercise: ${name}` }).click();
  await expect(page.getByRole("heading", { name: `Questions for "${name}"` })).toBeVisible();
  await page.getByRole("link", { name: "Add Question" }).click();
  const create = page.getByRole("button", { name: "Create Question" });
  await create.click();
  await expect(page.getByText("Question text is required")).toBeVisible();
  await expect(page.getByText("You need at least 2 options")).toBeVisible();
  await expect(page.getByText("You must select a correct answer from the options")).toBeVisible();

  await page.getByLabel("Question text").fill("What is the talk mainly about?");
  await fillOptions(page, ["The library", "The gym", "The cafeteria", "The dorms"]);
  await page.getByRole("group", { name: "Correct answer" }).getByLabel("A").check();
  await create.click();
  await expect(page.getByText("Question created successfully")).toBeVisible();
  await expect(page.getByRole("cell", { name: "What is the talk mainly about?" })).toBeVisible();
  await expect(page.locator("li.font-bold", { hasText: "The library" })).toBeVisible();

  await page.goto("/admin/listening/audios");
  await expect(page.getByRole("row", { name: new RegExp(name) }).getByText("Listening Exercise (1 questions)")).toBeVisible();
  await page.getByRole("tab", { name: "Listening Exercises" }).click();
  await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
});

test("a learner gets Access Denied on every content administration page", async ({ page }) => {
  await logIn(page, "learner");
  for (const path of [
    "/admin/dashboard",
    "/admin/users",
    "/admin/reading/passages",
    "/admin/reading/questions",
    "/admin/reading/questions/1",
    "/admin/reading/new",
    "/admin/listening/audios",
    "/admin/listening/new",
    "/admin/listening/audio-upload",
    "/admin/listening/audios/questions",
    "/admin/listening/audios/1/questions",
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this area.")).toBeVisible();
  }
  await page.getByRole("link", { name: "Return to Home" }).click();
});
