import { expect, test, type Page } from "@playwright/test";
import { registerLearner } from "./support/accounts";
import { execSql, sqlText } from "./support/content-db";

const PASSWORD = "toefl-demo-2026";

async function logIn(page: Page, username: string) {
  await page.goto("/auth");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/exercises$/);
}

/** A small valid PCM WAV: a 0.5 s tone. */
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

/** Items of each type with known ids (the learner's lists of current items are another screen's). */
async function seedItems(tag: string) {
  const base = 800_000 + Math.floor(Math.random() * 100_000) * 5;
  const ids = { bs: base, email: base + 1, audio: base + 2, lr: base + 3, interview: base + 4 };
  const bs = { chunks: ["I think", "the library", "closes at", "nine tonight"], distractor: "opened", before: "", after: "." };
  const email = { to: "Customer Service", subject: "Damaged order", goals: ["Describe the damage", "Ask for a replacement", "Suggest a delivery date"] };
  await execSql(
    [
      `INSERT INTO writing_prompts (id, type, question, time_limit, data) VALUES (${ids.bs}, 'build_sentence', ${sqlText(`Is the library open late today? ${tag}`)}, 1, ${sqlText(JSON.stringify(bs))});`,
      `INSERT INTO writing_prompts (id, type, question, time_limit, data) VALUES (${ids.email}, 'email', ${sqlText(`Your order from an online bookshop arrived damaged. ${tag}`)}, 7, ${sqlText(JSON.stringify(email))});`,
      `INSERT INTO audios (id, title, url, transcription, is_for_speaking) VALUES (${ids.audio}, ${sqlText(`Sentence audio ${tag}`)}, 'https://example.com/s.mp3', 'The museum closes early on Sundays.', 1);`,
      `INSERT INTO speaking_prompts (id, type, question, preparation_time, speaking_time, related_audio_id, data) VALUES (${ids.lr}, 'listen_repeat', 'The museum closes early on Sundays.', 0, 8, ${ids.audio}, ${sqlText(JSON.stringify({ set: `Visiting the museum ${tag}`, position: 1 }))});`,
      `INSERT INTO speaking_prompts (id, type, question, preparation_time, speaking_time, related_audio_id, data) VALUES (${ids.interview}, 'interview', 'Tell me about a skill you learned recently.', 0, 45, ${ids.audio}, ${sqlText(JSON.stringify({ set: `Learning ${tag}`, position: 1 }))});`,
    ].join("\n"),
  );
  return ids;
}

async function submitRecording(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) {
    await page.getByTestId("recorder").getByRole("button", { name: "Start" }).click();
    await page.getByRole("button", { name: "Stop recording" }).click({ timeout: 5_000 });
    await expect(page.getByTestId("playback")).toBeVisible({ timeout: 8_000 });
    await page.getByRole("button", { name: "Submit Recording" }).click();
  } else {
    await page.getByLabel("Your recording").setInputFiles({ name: "answer.wav", mimeType: "audio/wav", buffer: wav() });
    await page.getByRole("button", { name: "Submit Recording" }).click();
  }
  await expect(page).toHaveURL(/\/feedback\/speaking\/\d+$/);
  await expect(page.getByText("We could not turn this recording into text")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("transcription")).toContainText("[ERROR]");
}

test("a learner builds a sentence, writes an email, repeats a sentence and answers an interview question", async ({ page, javaScriptEnabled }, info) => {
  test.setTimeout(150_000);
  const tag = `${info.project.name}-${Date.now()}`;
  const ids = await seedItems(tag);
  await registerLearner(page, `${info.project.name}cws`);

  // Build a Sentence: numbered selects without JavaScript; placing and moving chunks with it
  await page.goto(`/writing-practice/${ids.bs}`);
  await expect(page).toHaveURL(new RegExp(`/writing-simple/${ids.bs}$`));
  await expect(page.getByTestId("bs-context")).toContainText("Is the library open late today?");
  if (javaScriptEnabled) {
    await page.getByRole("button", { name: "Place “the library” in the next free slot" }).click();
    await page.getByRole("button", { name: "Place “I think” in the next free slot" }).click();
    await page.getByRole("button", { name: "Move “I think” earlier" }).click();
    await expect(page.getByTestId("bs-slot-1")).toContainText("I think");
    await page.getByRole("button", { name: "Place “closes at” in the next free slot" }).dragTo(page.getByTestId("bs-slot-3"));
    await page.getByRole("button", { name: "Place “nine tonight” in the next free slot" }).click();
    await expect(page.getByTestId("bs-slot-4")).toContainText("nine tonight");
  } else {
    await page.getByLabel("Slot 1").selectOption({ label: "I think" });
    await page.getByRole("button", { name: "Check Answer" }).click();
    await expect(page.getByText("Fill every slot with a word group.")).toBeVisible();
    await page.getByLabel("Slot 2").selectOption({ label: "I think" });
    await page.getByLabel("Slot 3").selectOption({ label: "closes at" });
    await page.getByLabel("Slot 4").selectOption({ label: "nine tonight" });
    await page.getByRole("button", { name: "Check Answer" }).click();
    await expect(page.getByText("Use each word group only once.")).toBeVisible();
    // the page keeps the learner's choices
    await expect(page.getByLabel("Slot 4")).toHaveValue("3");
    await page.getByLabel("Slot 2").selectOption({ label: "the library" });
  }
  await page.getByRole("button", { name: "Check Answer" }).click();
  await expect(page).toHaveURL(/\/feedback\/writing\/\d+$/);
  await expect(page.getByTestId("score")).toHaveText("Correct!");
  await expect(page.getByTestId("bs-correct-sentence")).toHaveText("I think the library closes at nine tonight.");

  // Write an Email: the situation, to/subject, three goals, a 7-minute clock; no word minimum
  await page.goto(`/writing-practice/${ids.email}`);
  await expect(page.getByTestId("email-to")).toHaveText("Customer Service");
  await expect(page.getByTestId("email-goals").getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("timer")).toContainText(/(7:00|6:5\d)/);
  await page.getByLabel("Your email").fill(
    "Dear Customer Service,\n\nMy book arrived with a torn cover. Please send a replacement. Could it arrive by Friday?\n\nBest regards,\nAna",
  );
  await page.getByRole("button", { name: "Send Email" }).click();
  await expect(page).toHaveURL(/\/feedback\/writing\/\d+$/);
  await expect(page.getByTestId("score")).toHaveText(/^\d(\.5)? \/ 5$/, { timeout: 20_000 });

  // Listen and Repeat: the sentence is heard, not shown, until the feedback page
  await page.goto(`/speaking/${ids.lr}`);
  await expect(page.getByRole("heading", { name: `Visiting the museum ${tag}` })).toBeVisible();
  await expect(page.getByTestId("current-speaking-instructions")).toContainText("8 seconds");
  await expect(page.getByText("The museum closes early on Sundays.")).toHaveCount(0);
  if (javaScriptEnabled) await expect(page.getByTestId("play-once")).toBeVisible();
  await submitRecording(page, javaScriptEnabled);
  await expect(page.getByTestId("feedback-question")).toHaveText("The museum closes early on Sundays.");

  // Take an Interview: 45 seconds, no preparation, honestly unscored without speech recognition
  await page.goto(`/speaking/${ids.interview}`);
  await expect(page.getByTestId("current-speaking-instructions")).toContainText("45 seconds");
  await submitRecording(page, javaScriptEnabled);
});

test("an admin creates one item of each current writing and speaking type, meeting each rule on the way", async ({ page }, info) => {
  test.setTimeout(150_000);
  const tag = `${info.project.name}-${Date.now()}`;
  await execSql(`INSERT INTO audios (title, url, transcription, is_for_speaking) VALUES (${sqlText(`Admin audio ${tag}`)}, 'https://example.com/a.mp3', 'Words.', 1);`);
  await logIn(page, "admin");

  // Build a Sentence
  const context = `Did you see the notice board? ${tag}`;
  await page.goto("/admin/writing/new?type=build_sentence");
  await page.getByLabel("Context (the other speaker's line)").fill(context);
  const chunks = page.getByLabel("Word groups, one per line, in the correct order");
  const distractor = page.getByLabel("Extra word group");
  const add = page.getByRole("button", { name: "Add Prompt" });
  for (const [lines, extra, message] of [
    ["I saw\nthe notice", "tomorrow", "A sentence needs 3 to 7 word groups."],
    ["I saw\nthe notice\nthe  Notice", "tomorrow", "Two word groups are the same (ignoring case and spaces), so the order would not be unique."],
    ["I saw\nthe notice\nthis morning", "", "The extra word group is required."],
    ["I saw\nthe notice\nthis morning", "The Notice", "The extra word group must differ from every word group of the sentence."],
  ] as const) {
    await chunks.fill(lines);
    await distractor.fill(extra);
    await add.click();
    await expect(page.getByText(message)).toBeVisible();
  }
  await distractor.fill("tomorrow");
  await add.click();
  await expect(page).toHaveURL(/\/admin\/writing\/prompts\?format=current$/);
  const row = page.getByRole("row").filter({ hasText: context });
  await expect(row).toContainText("Build a Sentence");
  await row.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByTestId("task-preview")).toContainText("I saw the notice this morning.");

  // Write an Email
  const situation = `Your neighbour's dog barks all night. ${tag}`;
  await page.goto("/admin/writing/new?type=email");
  await page.getByLabel("Situation").fill(situation);
  await page.getByLabel("To", { exact: true }).fill("Mr Smith");
  await page.getByLabel("Goals, one per line").fill("Describe the problem\nAsk for help");
  await page.getByRole("button", { name: "Add Prompt" }).click();
  await expect(page.getByText("The subject is required.")).toBeVisible();
  await expect(page.getByText("An email task has exactly 3 goals, one per line.")).toBeVisible();
  await page.getByLabel("Subject", { exact: true }).fill("Noise at night");
  await page.getByLabel("Goals, one per line").fill("Describe the problem\nAsk for help\nSuggest a solution");
  await page.getByRole("button", { name: "Add Prompt" }).click();
  await expect(page).toHaveURL(/\/admin\/writing\/prompts\?format=current$/);
  await expect(page.getByRole("row").filter({ hasText: situation })).toContainText("Write an Email");
  // previous-format view leaves them out
  await page.getByRole("link", { name: "Previous format" }).click();
  await expect(page.getByText(situation)).toHaveCount(0);

  // Listen and Repeat
  const sentence = `The tour begins at the main entrance ${tag}.`;
  await page.goto("/admin/speaking/new?type=listen_repeat");
  await page.getByLabel("Sentence to repeat").fill(sentence);
  await page.getByLabel("Position in the set (1-7)").fill("9");
  await page.getByRole("button", { name: "Add Prompt" }).click();
  await expect(page.getByText("The set is required.")).toBeVisible();
  await expect(page.getByText("A Listen and Repeat sentence's position is 1 to 7 (it sets the answer window).")).toBeVisible();
  await expect(page.getByText("Audio is required: learners hear this item before they answer.")).toBeVisible();
  await page.getByLabel("Set (the context, e.g. a campus tour)").fill("A campus tour");
  await page.getByLabel("Position in the set (1-7)").fill("6");
  const audio = page.getByLabel("Audio", { exact: true });
  await audio.selectOption((await audio.locator("option", { hasText: `Admin audio ${tag}` }).getAttribute("value"))!);
  await page.getByRole("button", { name: "Add Prompt" }).click();
  await expect(page).toHaveURL(/\/admin\/speaking\/prompts\?format=current$/);
  await expect(page.getByRole("row").filter({ hasText: sentence })).toContainText("12");

  // Take an Interview
  const question = `What do you like most about your city? ${tag}`;
  await page.goto("/admin/speaking/new?type=interview");
  await page.getByLabel("Interviewer's question:").fill(question);
  await page.getByLabel("Interview topic").fill("Cities");
  await page.getByLabel("Position in the set (1-4)").fill("5");
  const audio2 = page.getByLabel("Audio", { exact: true });
  await audio2.selectOption((await audio2.locator("option", { hasText: `Admin audio ${tag}` }).getAttribute("value"))!);
  await page.getByRole("button", { name: "Add Prompt" }).click();
  await expect(page.getByText("An interview question's position is 1 to 4.")).toBeVisible();
  await page.getByLabel("Position in the set (1-4)").fill("2");
  await page.getByRole("button", { name: "Add Prompt" }).click();
  await expect(page).toHaveURL(/\/admin\/speaking\/prompts\?format=current$/);
  const interviewRow = page.getByRole("row").filter({ hasText: question });
  await expect(interviewRow).toContainText("Take an Interview");
  await interviewRow.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByTestId("task-preview")).toContainText(question);
});
