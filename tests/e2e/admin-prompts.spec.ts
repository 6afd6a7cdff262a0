import { expect, test, type Page } from "@playwright/test";
import { execSql, sqlText } from "./support/content-db";

const PASSWORD = "toefl-demo-2026";

async function logIn(page: Page, username: string) {
  await page.goto("/auth");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/exercises$/);
}

/** Picks a type in the first-step chooser: in place with JavaScript, through the GET form without. */
async function chooseType(page: Page, label: string, jsOn: boolean) {
  await page.getByLabel("Type", { exact: true }).selectOption({ label });
  if (!jsOn) await page.getByRole("button", { name: "Use this type" }).click();
}

async function selectByText(page: Page, label: string, text: string) {
  const select = page.getByLabel(label, { exact: true });
  const value = await select.locator("option", { hasText: text }).first().getAttribute("value");
  await select.selectOption(value!);
}

/** Reading passages and listening audios with questions, a spare integrated writing prompt and a speaking audio. */
async function seedContent(tag: string) {
  const lines: string[] = [];
  for (let i = 1; i <= 4; i++) {
    lines.push(`INSERT INTO passages (title, content) VALUES (${sqlText(`Reading ${i} ${tag}`)}, 'A passage about rivers.');`);
    lines.push(`INSERT INTO audios (title, url, transcription) VALUES (${sqlText(`Lecture ${i} ${tag}`)}, 'https://example.com/l.mp3', 'A lecture.');`);
  }
  lines.push(
    `INSERT INTO questions (passage_id, question_text, options, correct_answer, type) SELECT id, 'What is the main idea?', '["a","b","c","d"]', 'A', 'reading' FROM passages WHERE title LIKE ${sqlText(`Reading % ${tag}`)};`,
    `INSERT INTO questions (audio_id, question_text, options, correct_answer, type) SELECT id, 'Why does the professor mention it?', '["a","b","c","d"]', 'B', 'listening' FROM audios WHERE title LIKE ${sqlText(`Lecture % ${tag}`)};`,
    `INSERT INTO audios (title, url, transcription, is_for_speaking) VALUES (${sqlText(`Conversation ${tag}`)}, 'https://example.com/c.mp3', 'Two students talk.', 1);`,
    `INSERT INTO writing_prompts (type, question, time_limit) VALUES ('integrated', ${sqlText(`Spare integrated ${tag}`)}, 20);`,
  );
  await execSql(lines.join("\n"));
}

test("an admin creates writing and speaking prompts, assembles a full test and edits it, meeting every rule on the way", async ({ page }, info) => {
  test.setTimeout(180_000);
  const jsOn = info.project.name === "js-on";
  const tag = `${info.project.name}-${Date.now().toString(36)}`;
  await seedContent(tag);
  await logIn(page, "admin");

  // --- an integrated writing prompt, with a reading passage created inline -------------------
  await page.goto("/admin/writing/new");
  await expect(page.getByRole("link", { name: /Back to Dashboard/ })).toHaveAttribute("href", "/admin/dashboard");
  await chooseType(page, "Integrated", jsOn);
  await expect(page.getByLabel("Time limit (minutes)")).toHaveValue("20");
  await page.getByRole("button", { name: "Add Prompt" }).click();
  await expect(page.getByText("For integrated writing exercises, both reading passage and audio are mandatory").first()).toBeVisible();

  await page.getByText("Create New reading passage").click();
  await page.getByLabel("Passage title").fill(`Urban bees ${tag}`);
  await page.getByRole("button", { name: "Create passage" }).click();
  await expect(page.getByText("Title and content are required")).toBeVisible();
  await page.getByLabel("Passage content").fill("Beekeeping in cities has grown quickly.");
  await page.getByRole("button", { name: "Create passage" }).click();
  await expect(page.getByText("Reading passage created successfully")).toBeVisible();
  await expect(page.getByLabel("Reading passage", { exact: true }).locator("option:checked")).toContainText(`Urban bees ${tag}`);

  await selectByText(page, "Audio", `Lecture 1 ${tag}`);
  await page.getByLabel("Question", { exact: true }).fill(`Summarize the lecture about bees ${tag}.`);
  await page.getByRole("button", { name: "Add Prompt" }).click();
  await expect(page).toHaveURL(/\/admin\/writing\/prompts$/);
  await expect(page.getByText("Writing prompt added successfully")).toBeVisible();
  const integratedRow = page.getByRole("row", { name: new RegExp(`bees ${tag}`) });
  await expect(integratedRow).toContainText("Integrated");
  await expect(integratedRow).toContainText("20 min");

  // --- an academic discussion prompt -----------------------------------------------------------
  await page.getByRole("link", { name: "Add Prompt" }).click();
  await chooseType(page, "Academic Discussion", jsOn);
  await expect(page.getByLabel("Time limit (minutes)")).toHaveValue("10");
  await page.getByRole("button", { name: "Add Prompt" }).click();
  await expect(page.getByText("Question is required")).toBeVisible();
  await expect(page.getByText("For academic discussion prompts, you must provide a professor post")).toBeVisible();
  await page.getByLabel("Question (instructions to the learner)").fill(`Which view do you support? ${tag}`);
  await page.getByLabel("Professor post").fill("Should universities require internships?");
  await page.getByLabel("First student post").fill("Yes, students learn real skills.");
  await page.getByLabel("Second student post").fill("No, it delays graduation.");
  await page.getByRole("button", { name: "Add Prompt" }).click();
  await expect(page.getByText("Writing prompt added successfully")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`Which view do you support\\? ${tag}`) })).toContainText("10 min");

  // --- four speaking prompts, one with an inline audio -----------------------------------------
  await page.goto("/admin/speaking/prompts");
  await page.getByRole("link", { name: "Add New Prompt" }).click();
  await chooseType(page, "Independent", jsOn);
  await expect(page.getByLabel("Preparation time (seconds)")).toHaveValue("15");
  await expect(page.getByLabel("Speaking time (seconds)")).toHaveValue("45");
  await page.getByLabel("Preparation time (seconds)").fill("5");
  await page.getByRole("button", { name: "Add Prompt" }).click();
  await expect(page.getByText("Validation Error")).toBeVisible();
  await expect(page.getByText("Question is required")).toBeVisible();
  await expect(page.getByText("Preparation time must be between 10 and 60 seconds")).toBeVisible();
  await page.getByLabel("Preparation time (seconds)").fill("20");
  await page.getByLabel("Question", { exact: true }).fill(`Describe a place you like ${tag}`);
  await page.getByRole("button", { name: "Add Prompt" }).click();
  await expect(page.getByText("Speaking prompt added successfully")).toBeVisible();

  await page.getByRole("link", { name: "Add New Prompt" }).click();
  await chooseType(page, "Independent", jsOn);
  await page.getByLabel("Question", { exact: true }).fill(`Talk about a book you read ${tag}`);
  await page.getByRole("button", { name: "Add Prompt" }).click();
  await expect(page.getByText("Speaking prompt added successfully")).toBeVisible();

  await page.getByRole("link", { name: "Add New Prompt" }).click();
  await chooseType(page, "Integrated", jsOn);
  await page.getByLabel("Question", { exact: true }).fill(`Summarize the lecture ${tag}`);
  await page.getByRole("button", { name: "Add Prompt" }).click();
  await expect(page.getByText("For integrated prompts, you must select an integrated task type")).toBeVisible();
  await expect(page.getByText("For integrated prompts, you must select an audio")).toBeVisible();
  await page.getByLabel("Task type").selectOption({ label: "Lecture" });
  await page.getByText("Create audio", { exact: true }).click();
  await page.getByRole("button", { name: "Create and select audio" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByText("Audio URL is required")).toBeVisible();
  await expect(page.getByText("Transcription is required")).toBeVisible();
  await page.getByLabel("Audio title").fill(`Photosynthesis talk ${tag}`);
  await page.getByLabel("Audio URL").fill("https://example.com/photosynthesis.mp3");
  await page.getByLabel("Transcription").fill("Plants turn light into energy.");
  await page.getByRole("button", { name: "Create and select audio" }).click();
  await expect(page.getByText("Audio created successfully")).toBeVisible();
  await expect(page.getByLabel("Audio", { exact: true }).locator("option:checked")).toContainText(`Photosynthesis talk ${tag}`);
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue(`Summarize the lecture ${tag}`);
  await expect(page.getByLabel("Task type")).toHaveValue("lecture");
  await page.getByRole("button", { name: "Add Prompt" }).click();
  await expect(page.getByText("Speaking prompt added successfully")).toBeVisible();

  await page.getByRole("link", { name: "Add New Prompt" }).click();
  await chooseType(page, "Integrated", jsOn);
  await page.getByLabel("Question", { exact: true }).fill(`What do the students decide ${tag}`);
  await page.getByLabel("Task type").selectOption({ label: "Conversation" });
  await selectByText(page, "Audio", `Conversation ${tag}`);
  await page.getByRole("button", { name: "Add Prompt" }).click();
  await expect(page.getByText("Speaking prompt added successfully")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`Summarize the lecture ${tag}`) })).toContainText("Integrated · Lecture");

  // --- a full test ---------------------------------------------------------------------------
  await page.goto("/admin/fulltest/tests");
  await page.getByRole("link", { name: "Create New Test" }).click();
  await expect(page).toHaveURL(/\/admin\/fulltest\/create$/);
  await page.getByRole("button", { name: "Create Test" }).click();
  for (const message of [
    "Please enter a test title",
    "Please select exactly 3 reading passages (TOEFL standard)",
    "Please select exactly 3 listening audios (TOEFL standard)",
    "Please select exactly 2 writing prompts (TOEFL standard)",
    "Please select exactly 4 speaking prompts (TOEFL standard)",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }

  const title = `Practice Test ${tag}`;
  await page.getByLabel("Test title").fill(title);
  for (let i = 1; i <= 3; i++) {
    await page.getByLabel(`Reading ${i} ${tag}`).check();
    await page.getByLabel(`Lecture ${i} ${tag}`).check();
  }
  if (jsOn) {
    await expect(page.getByTestId("badge-reading")).toHaveText("3/3 selected");
    await expect(page.getByLabel(`Reading 4 ${tag}`)).toBeDisabled();
    await expect(page.getByLabel(`Lecture 4 ${tag}`)).toBeDisabled();
  }
  await page.getByLabel(`bees ${tag}`).check();
  await page.getByLabel(`Spare integrated ${tag}`).check();
  for (const q of [`Describe a place you like ${tag}`, `Talk about a book you read ${tag}`, `Summarize the lecture ${tag}`, `What do the students decide ${tag}`]) {
    await page.getByLabel(q).check();
  }
  await page.getByRole("button", { name: "Create Test" }).click();
  await expect(page.getByText("Select exactly 1 integrated and 1 academic discussion writing prompt (TOEFL standard)")).toBeVisible();

  await page.getByLabel(`Spare integrated ${tag}`).uncheck();
  await page.getByLabel(`Which view do you support? ${tag}`).check();
  await page.getByRole("button", { name: "Create Test" }).click();
  await expect(page).toHaveURL(/\/admin\/fulltest\/tests$/);
  await expect(page.getByText("Full test created successfully")).toBeVisible();
  const testRow = page.getByRole("row", { name: new RegExp(title) });
  for (const [cell, count] of [[1, "3"], [2, "3"], [3, "2"], [4, "4"]] as const) {
    await expect(testRow.getByRole("cell").nth(cell)).toHaveText(count);
  }

  // items now show where they are used, except on the test's own edit page
  await page.goto("/admin/fulltest/create");
  await expect(page.getByText(`Used in: ${title}`).first()).toBeVisible();
  await page.goto("/admin/fulltest/tests");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByLabel("Test title")).toHaveValue(title);
  await expect(page.getByText(`Used in: ${title}`)).toHaveCount(0);
  await expect(page.getByLabel(`Reading 1 ${tag}`)).toBeChecked();
  await page.getByLabel("Test title").fill(`${title} (edited)`);
  await page.getByLabel(`Reading 3 ${tag}`).uncheck();
  await page.getByLabel(`Reading 4 ${tag}`).check();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Full test updated successfully")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`${title} \\(edited\\)`) })).toBeVisible();

  // deleting, with the anchored confirmation: a prompt the test uses is refused, an unused one goes
  await page.goto("/admin/writing/prompts");
  await page.getByRole("row", { name: new RegExp(`bees ${tag}`) }).getByRole("link", { name: /^Delete/ }).click();
  await expect(page.getByRole("dialog")).toContainText("This action cannot be undone.");
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Failed to delete writing prompt")).toBeVisible();
  await expect(page.getByText(`it is used in the full test "${title} (edited)"`)).toBeVisible();
  await page.getByRole("row", { name: new RegExp(`Spare integrated ${tag}`) }).getByRole("link", { name: /^Delete/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Writing prompt deleted successfully")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`Spare integrated ${tag}`) })).toHaveCount(0);
});

test("a learner gets Access Denied on every prompt and full-test admin page", async ({ page }) => {
  await logIn(page, "learner");
  for (const path of [
    "/admin/writing/prompts",
    "/admin/writing/new",
    "/admin/writing/criteria",
    "/admin/speaking/prompts",
    "/admin/speaking/new",
    "/admin/speaking/criteria",
    "/admin/fulltest/tests",
    "/admin/fulltest/create",
    "/admin/fulltest/edit/1",
    "/admin/writing/edit/1",
    "/admin/speaking/edit/1",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  }
});

test("the criteria pages show the rubrics and score tables the grader uses", async ({ page }) => {
  await logIn(page, "admin");
  await page.goto("/admin/writing/criteria");
  await expect(page.getByRole("heading", { name: "Writing Scoring Criteria" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Writing for an academic discussion/ })).toBeVisible();
  await expect(page.getByText("Source: ETS TOEFL iBT score scale update.")).toBeVisible();
  await page.getByRole("link", { name: "Speaking criteria" }).click();
  await expect(page.getByRole("columnheader", { name: "Topic development" })).toBeVisible();
});
