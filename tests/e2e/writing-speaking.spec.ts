import { expect, test, type Page } from "@playwright/test";
import { registerLearner } from "./support/accounts";
import { sql } from "./support/db";

const ESSAY =
  "I believe that students learn best when they work on real projects with their classmates. " +
  "First, projects force students to apply ideas instead of memorising them, so the knowledge stays longer. " +
  "For example, when my class built a small weather station, we had to understand sensors, data and graphs. " +
  "Second, working in teams teaches communication, which every employer values in new graduates. " +
  "However, some people argue that lectures are more efficient because teachers can cover more material. " +
  "Although this is partly true, covering material is not the same as learning it well. " +
  "In conclusion, projects are the better choice because they build lasting understanding and practical skills.";

type Prompt = { id: number; type: string; data: { title?: string } | null };

async function writingPrompts(page: Page) {
  return (await (await page.request.get("/api/writing-prompts")).json()) as Prompt[];
}

/** Writes the essay, submits it, and waits for the built-in grader's score on the feedback page. */
async function writeAndSubmit(page: Page) {
  const box = page.getByLabel("Your essay");
  await box.fill(ESSAY);
  await page.getByRole("button", { name: "Submit Essay" }).click();
  await expect(page).toHaveURL(/\/feedback\/writing\/\d+$/);
  await expect(page.getByText("Scores are estimates from an automated grader, not official TOEFL scores.")).toBeVisible();
  await expect(page.getByTestId("score")).toHaveText(/^\d(\.5)? \/ 5$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Suggestions" })).toBeVisible();
  await expect(page.getByTestId("essay")).toContainText("weather station");
}

test("a learner writes an academic discussion answer and an integrated essay and reads the grader's feedback", async ({ page, javaScriptEnabled }, info) => {
  test.setTimeout(120_000);
  await registerLearner(page, `${info.project.name}write`);
  const prompts = await writingPrompts(page);
  const discussion = prompts.find((p) => p.type === "academic_discussion")!;
  const integrated = prompts.find((p) => p.type === "integrated")!;

  // the hub lists the prompts by type; the old address redirects to the right screen
  await page.goto("/writing");
  await expect(page.getByRole("heading", { level: 2, name: "Academic Discussion" })).toBeVisible();
  await page.goto(`/writing-practice/${discussion.id}`);
  await expect(page).toHaveURL(new RegExp(`/writing-simple/${discussion.id}$`));
  await expect(page.getByTestId("professor-post")).toContainText("(professor)");
  await expect(page.getByTestId("student-post")).toHaveCount(2);
  await expect(page.getByText("Suggested length: 100-150 words")).toBeVisible();
  await expect(page.getByRole("timer")).toContainText(/(10:00|9:5\d)/);

  if (javaScriptEnabled) {
    // live word count, red under 100
    await page.getByLabel("Your essay").fill("one two three");
    await expect(page.getByTestId("word-count")).toHaveText("3 words");
    await expect(page.getByTestId("word-count")).toHaveClass(/text-red-700/);
  } else {
    // without JavaScript the server counts the words and keeps the text
    await page.getByLabel("Your essay").fill("one two three");
    await page.getByRole("button", { name: "Submit Essay" }).click();
    await expect(page.getByText("Sua redação deve ter pelo menos 100 palavras")).toBeVisible();
    await expect(page.getByLabel("Your essay")).toHaveValue("one two three");
  }
  await page.getByLabel("Your essay").fill(ESSAY);
  await page.getByRole("button", { name: "Submit Essay" }).click();
  await expect(page).toHaveURL(/\/feedback\/writing\/\d+$/);
  await expect(page.getByTestId("score")).toHaveText(/^\d(\.5)? \/ 5$/, { timeout: 20_000 });
  await expect(page.getByText("Scores are estimates from an automated grader, not official TOEFL scores.")).toBeVisible();

  // Next Question: the prompt after this one in the list (wrapping around)
  const ids = prompts.map((p) => p.id).sort((a, b) => a - b);
  const next = ids[(ids.indexOf(discussion.id) + 1) % ids.length];
  await expect(page.getByRole("link", { name: "Next Question" })).toHaveAttribute("href", `/writing-practice/${next}`);
  await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", `/writing-practice/${discussion.id}`);

  // the integrated task: reading, lecture, a collapsible transcript
  await page.goto(`/writing-practice/${integrated.id}`);
  await expect(page).toHaveURL(new RegExp(`/writing-integrated/${integrated.id}$`));
  await expect(page.getByRole("heading", { name: /Reading passage/ })).toBeVisible();
  await expect(page.locator("audio")).toHaveCount(1);
  const transcript = page.locator("details").filter({ hasText: "Show the lecture transcript" });
  await transcript.locator("summary").click();
  await expect(transcript).toHaveAttribute("open", "");
  await writeAndSubmit(page);
});

test("a learner answers a speaking prompt and sees the honest [ERROR] state without speech recognition", async ({ page, javaScriptEnabled }, info) => {
  test.setTimeout(90_000);
  const title = `Quick speaking ${info.project.name} ${Date.now()}`;
  sql(
    `INSERT INTO speaking_prompts (type, question, preparation_time, speaking_time, data) VALUES ('independent', 'Describe a place where you like to study and explain why.', 1, 3, '${JSON.stringify({ title })}')`,
  );
  await registerLearner(page, `${info.project.name}speak`);
  await page.goto("/speaking");
  const card = page.getByTestId("prompt-card").filter({ hasText: title });
  await card.getByRole("link", { name: "Start" }).click();
  await expect(page).toHaveURL(/\/speaking\/\d+$/);
  await expect(page.getByText("Describe a place where you like to study")).toBeVisible();

  if (javaScriptEnabled) {
    await page.getByTestId("recorder").getByRole("button", { name: "Start" }).click();
    await expect(page.getByText("Prepare your answer")).toBeVisible();
    await expect(page.getByRole("button", { name: "Stop recording" })).toBeVisible({ timeout: 5_000 });
    // the recording stops by itself at the end of the speaking time
    await expect(page.getByTestId("playback")).toBeVisible({ timeout: 8_000 });
    await expect(page.getByRole("button", { name: "Record Again" })).toBeVisible();
    await page.getByRole("button", { name: "Submit Recording" }).click();
  } else {
    await expect(page.locator('input[type=file][name=recording][accept="audio/*"]')).toHaveAttribute("capture", "");
    await page.getByRole("button", { name: "Submit Recording" }).click();
    await expect(page.getByText("No Recording: Please complete your recording before submitting.")).toBeVisible();
    await page.getByLabel("Your recording").setInputFiles({ name: "answer.wav", mimeType: "audio/wav", buffer: wav() });
    await page.getByRole("button", { name: "Submit Recording" }).click();
  }
  await expect(page).toHaveURL(/\/feedback\/speaking\/\d+$/);
  await expect(page.getByText("We could not turn this recording into text")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("transcription")).toContainText("[ERROR]");
  await expect(page.getByRole("button", { name: "Try grading again" })).toBeVisible();
});

/** A small valid PCM WAV: a 0.5 s 440 Hz tone. */
function wav() {
  const rate = 8000;
  const samples = rate / 2;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write("RIFF", 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write("WAVEfmt ", 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write("data", 36);
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) buffer.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return buffer;
}
