import { expect, test, type Page } from "@playwright/test";
import { wavBytes } from "../fixtures/audio-bytes";
import { registerLearner } from "./support/accounts";
import { sql } from "./support/db";

const CTW =
  "Coral reefs cover less than one percent of the ocean floor. Yet they shelter about a quarter of all marine species, " +
  "which makes them some of the richest habitats on the planet. Reefs are built slowly by tiny animals called polyps, " +
  "which take calcium from seawater and turn it into hard skeletons. When the water becomes too warm, the polyps expel " +
  "the algae that feed them, and the reef turns white. Scientists call this bleaching, and repeated episodes can kill " +
  "a reef within a few years.";
const CTW_MISSING = ["ey", "out", "f", "ine", "ich", "em", "f", "hest", "n", "net"];
const DAILY = "Library notice: the reading room closes at 6 pm on Friday for cleaning. Study rooms on the second floor stay open until 10 pm.";
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}`).join(" ") + ".";

async function logIn(page: Page, username: string) {
  await page.goto("/auth");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill("toefl-demo-2026");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/exercises$/);
}

/** Fills question slots 1..n (4 options each, B correct). */
async function fillQuestions(page: Page, n: number, options = 4) {
  for (let i = 1; i <= n; i++) {
    const group = page.getByRole("group", { name: new RegExp(`^Question ${i}( \\(optional\\))?$`) });
    await group.getByLabel("Question text").fill(`Question ${i}?`);
    for (let j = 0; j < 4; j++) await group.getByLabel(`Option ${String.fromCharCode(65 + j)}`).fill(j < options ? `Choice ${j + 1}` : "");
    await group.getByLabel("Correct answer").selectOption("B");
  }
}

async function create(page: Page) {
  await page.getByRole("button", { name: "Create item" }).click();
}

async function expectRefused(page: Page, message: string) {
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/preview$/);
}

async function expectCreated(page: Page) {
  await expect(page).toHaveURL(/\/admin\/(reading|listening)\/tasks\/\d+\/preview$/);
  await expect(page.getByText("The item as the learner will see it.")).toBeVisible();
}

test("an admin creates one item of each current reading and listening type and meets each rule", async ({ page }, info) => {
  test.setTimeout(180_000);
  const tag = `${info.project.name}-${Date.now().toString(36)}`;
  await logIn(page, "admin");
  await page.goto("/admin/dashboard?tab=reading");
  await page.getByRole("link", { name: "Current reading tasks" }).click();
  await expect(page).toHaveURL(/\/admin\/reading\/tasks$/);

  // Complete the Words: too short, then valid; the preview shows the computed gaps
  await page.getByRole("link", { name: "New: Complete the Words" }).click();
  await page.getByLabel("Title").fill(`CTW ${tag}`);
  await page.getByLabel("Paragraph (70-100 words)").fill("Too short. Only a few words here.");
  await create(page);
  await expectRefused(page, "The paragraph must have 70 to 100 words.");
  await page.getByLabel("Paragraph (70-100 words)").fill(CTW);
  await create(page);
  await expectCreated(page);
  await expect(page.getByTestId("ctw-gaps").getByText("Gap 10: pla[net]")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Word 1: letters after "th"/ })).toBeVisible();

  // Read in Daily Life: no genre, one question, then valid
  await page.goto("/admin/reading/tasks/new?type=daily_life");
  await page.getByLabel("Title").fill(`Daily ${tag}`);
  await page.getByLabel("Text", { exact: true }).fill(DAILY);
  await fillQuestions(page, 1);
  await create(page);
  await expectRefused(page, "Choose the kind of text");
  await expectRefused(page, "A daily-life text has 2 or 3 questions.");
  await page.getByLabel("Kind of text").selectOption("notice");
  await fillQuestions(page, 2);
  await create(page);
  await expectCreated(page);

  // Read an Academic Passage: too short, questions with 3 options, then valid
  await page.goto("/admin/reading/tasks/new?type=academic_passage");
  await page.getByLabel("Title").fill(`Passage ${tag}`);
  await page.getByLabel("Text", { exact: true }).fill(words(100));
  await fillQuestions(page, 5, 3);
  await create(page);
  await expectRefused(page, "An academic passage must have 150 to 250 words.");
  await expectRefused(page, "Each question needs exactly 4 options.");
  await page.getByLabel("Text", { exact: true }).fill(words(200));
  await fillQuestions(page, 5);
  await create(page);
  await expectCreated(page);

  // listening: upload, then details with a rule broken, then valid
  const listening: Array<[string, number, string, { transcript: string; questions: number; options?: number }]> = [
    ["choose_response", 1, "Each question needs exactly 4 options.", { transcript: "Woman: Is the lab open today?", questions: 1, options: 3 }],
    ["listen_conversation", 2, "This task has exactly 2 questions.", { transcript: "Man: Hi.\nWoman: Hello.", questions: 1 }],
    ["listen_announcement", 2, "Transcription is required", { transcript: "", questions: 2 }],
    ["academic_talk", 4, "The transcript of an academic talk must have 175 to 250 words.", { transcript: "Professor: Bees.", questions: 4 }],
  ];
  for (const [type, n, message, broken] of listening) {
    await page.goto(`/admin/listening/tasks/new?type=${type}`);
    await page.getByLabel("Audio file", { exact: true }).setInputFiles({ name: `${type}.wav`, mimeType: "audio/wav", buffer: Buffer.from(wavBytes(2)) });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText(`Audio uploaded: ${type}.wav`)).toBeVisible();
    await page.getByLabel("Title").fill(`${type} ${tag}`);
    await page.getByLabel("Transcript").fill(broken.transcript);
    await page.getByLabel("Duration (seconds)").fill("2");
    await fillQuestions(page, broken.questions, broken.options);
    await create(page);
    await expectRefused(page, message);
    await page.getByLabel("Transcript").fill(type === "academic_talk" ? words(200) : "Man: Where is the library?\nWoman: Next to the gym.");
    await fillQuestions(page, n);
    await create(page);
    await expectCreated(page);
  }

  await page.goto("/admin/listening/tasks");
  await expect(page.getByText(`academic_talk ${tag}`)).toBeVisible();
});

/** Current-format items made straight in the E2E database (fixed ids per project), for the learner. */
function seedItems(base: number) {
  const q = (parent: "passage_id" | "audio_id", id: number, n: number, type: "reading" | "listening") =>
    Array.from({ length: n }, (_, i) =>
      `INSERT INTO questions (${parent}, question_text, options, correct_answer, type, position) SELECT ${id}, 'Seeded question ${i + 1}?', '["First","Second","Third","Fourth"]', 'A', '${type}', ${i} WHERE NOT EXISTS (SELECT 1 FROM questions WHERE ${parent} = ${id} AND position = ${i});`,
    ).join(" ");
  const esc = (s: string) => s.replaceAll("'", "''");
  sql(
    [
      `INSERT OR IGNORE INTO passages (id, title, content, kind) VALUES (${base}, 'E2E words ${base}', '${esc(CTW)}', 'complete_words');`,
      `INSERT OR IGNORE INTO passages (id, title, content, kind, data) VALUES (${base + 1}, 'E2E daily ${base}', '${esc(DAILY)}', 'daily_life', '{"genre":"notice"}');`,
      q("passage_id", base + 1, 2, "reading"),
      `INSERT OR IGNORE INTO passages (id, title, content, kind) VALUES (${base + 2}, 'E2E passage ${base}', '${words(200)}', 'academic_passage');`,
      q("passage_id", base + 2, 5, "reading"),
      ...(
        [
          ["choose_response", 1],
          ["listen_conversation", 2],
          ["listen_announcement", 2],
          ["academic_talk", 4],
        ] as const
      ).map(
        ([kind, n], k) =>
          `INSERT OR IGNORE INTO audios (id, title, url, transcription, kind, duration) VALUES (${base + k}, 'E2E ${kind} ${base}', '/media/audio/none.wav', 'Man: Hello.', '${kind}', 2); ${q("audio_id", base + k, n, "listening")}`,
      ),
    ].join(" "),
  );
}

async function practiseListening(page: Page, id: number, questions: number) {
  await page.goto(`/listening/${id}`);
  await expect(page.getByText(/seconds each, after the audio/)).toBeVisible();
  await page.getByRole("button", { name: "I have listened: show the questions" }).click();
  const groups = page.locator("#questions fieldset");
  await expect(groups.first()).toBeVisible();
  for (let i = 0; i < questions; i++) {
    await groups.nth(i).getByRole("radio").first().check();
    const next = page.getByRole("button", { name: "Next question" });
    if (i + 1 < questions && (await next.isVisible())) await next.click();
  }
  await page.getByRole("button", { name: "Submit All Answers" }).click();
  await expect(page.getByRole("heading", { name: "Your results" })).toBeVisible();
  await expect(page.getByText(`${questions} of ${questions} correct`).first()).toBeVisible();
}

test("a learner practises one item of each current reading and listening type and sees the score", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(180_000);
  const base = javaScriptEnabled ? 97100 : 97200;
  seedItems(base);
  const { username } = await registerLearner(page, `${javaScriptEnabled ? "on" : "off"}current`);
  sql(`UPDATE users SET is_subscribed = 1 WHERE username = '${username}'`);

  // Complete the Words: 8 right, 2 wrong, per-word result with the right word
  await page.goto(`/reading/${base}`);
  await expect(page.getByText("Type the missing letters to complete the words in the paragraph.")).toBeVisible();
  for (let i = 0; i < 10; i++) {
    const answer = i === 8 ? "x" : i === 9 ? "" : CTW_MISSING[i];
    await page.getByRole("textbox", { name: new RegExp(`^Word ${i + 1}: `) }).fill(answer);
  }
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.getByTestId("ctw-score")).toHaveText("8 of 10 words correct");
  await expect(page.getByText('Incorrect: the word is "planet"')).toBeVisible();
  // answered once: the result stays on revisit
  await page.goto(`/reading/${base}`);
  await expect(page.getByTestId("ctw-score")).toHaveText("8 of 10 words correct");

  // Read in Daily Life and an Academic Passage: each question's verdict at once
  for (const [id, n] of [[base + 1, 2], [base + 2, 5]] as const) {
    await page.goto(`/reading/${id}`);
    for (let i = 0; i < n; i++) {
      const open = page.locator("li[id^=q-]").filter({ has: page.getByRole("button", { name: "Submit answer" }) }).first();
      await open.getByRole("radio").first().check();
      await open.getByRole("button", { name: "Submit answer" }).click();
      await expect(page.getByTestId("answer-feedback")).toHaveCount(i + 1);
    }
    await expect(page.getByText("Correct").first()).toBeVisible();
  }

  // the four listening types: single play, then the questions, then the results
  await practiseListening(page, base, 1);
  await practiseListening(page, base + 1, 2);
  await practiseListening(page, base + 2, 2);
  await practiseListening(page, base + 3, 4);
});
