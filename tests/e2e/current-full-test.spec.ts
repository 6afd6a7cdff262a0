import { expect, test, type Page } from "@playwright/test";
import { completeWordsGaps } from "../../app/domain/tasks/complete-words";
import { registerLearner } from "./support/accounts";

// The test "E2E Current Test" comes from fixtures/current-full-test.sql (every multiple-choice answer is A);
// module times from FULL_TEST_SECONDS in global-setup.ts.

const CTW =
  "Bees are important insects. They carry pollen from flower to flower and help many plants make seeds and fruit for animals and people to eat every single day of the year.";

const ESSAY =
  "Cities should invest in public transport because it reduces traffic and pollution. " +
  "For example, when buses and trains are frequent and cheap, many people leave their cars at home. " +
  "However, some residents live far from stations, so the city must also improve connections to the suburbs. " +
  "In my opinion, a balanced plan that combines better transport with safe bicycle lanes is the best solution for everyone.";

/** Answers a reading module on the page: every gap and question right, or every one wrong. */
async function answerReading(page: Page, well: boolean) {
  const answers = completeWordsGaps(CTW).map((g) => g.missing);
  const gaps = page.getByTestId("ctw");
  for (let i = 0; i < answers.length; i++) await gaps.getByLabel(`Missing letters of word ${i + 1}`, { exact: true }).fill(well ? answers[i] : "zz");
  const questions = page.locator("fieldset");
  const n = await questions.count();
  for (let i = 0; i < n; i++) await questions.nth(i).getByRole("radio").nth(well ? 0 : 1).check();
  await page.getByRole("button", { name: "Submit Module" }).click();
}

/** Answers the listening module on screen, one question page at a time. */
async function answerListening(page: Page, heading: string, total: number, well: boolean) {
  for (let i = 1; i <= total; i++) {
    await expect(page.getByTestId("stage-heading")).toHaveText(heading);
    await expect(page.getByText(`Question ${i} of ${total}`)).toBeVisible();
    await page.getByTestId("listening-question").getByRole("radio").nth(well ? 0 : 2).check();
    await page.getByRole("button", { name: "Next" }).click();
  }
}

for (const well of [true, false]) {
  test(`a learner who answers ${well ? "well is routed to the harder" : "badly is routed to the easier"} modules and sees section bands, total band, CEFR and the comparable 0-120`, async ({
    page,
  }, info) => {
    test.setTimeout(300_000);
    await registerLearner(page, `${info.project.name}cur${well ? "w" : "b"}`);
    await page.goto("/full-tests");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "E2E Current Test", exact: true }) });
    await expect(card.getByText("Current format (2026)")).toBeVisible();
    await expect(page.getByText("Previous format").first()).toBeVisible();
    await card.getByRole("link", { name: "Before you start" }).click();
    await expect(page.getByText("Reading and Listening are adaptive")).toBeVisible();
    await page.getByRole("button", { name: "Start Test" }).click();

    await expect(page.getByTestId("stage-heading")).toHaveText("Reading · Module 1");
    await answerReading(page, well);
    await expect(page.getByTestId("stage-heading")).toHaveText("Reading · Module 2");
    await expect(page.getByRole("heading", { name: well ? "Harder Glaciers" : "Easier Schedule" })).toBeVisible();
    await answerReading(page, well);

    await answerListening(page, "Listening · Module 1", 20, well);
    await answerListening(page, "Listening · Module 2", 15, well);

    await expect(page.getByTestId("stage-heading")).toHaveText("Writing");
    const sentences = page.getByTestId("build-sentence");
    await expect(sentences).toHaveCount(10);
    for (let s = 0; s < 10; s++) {
      const chunks = well ? ["I think", "we should", "meet at noon"] : ["yesterday", "I think", "we should"];
      for (let slot = 0; slot < 3; slot++) await sentences.nth(s).getByLabel(`Word group ${slot + 1}`).selectOption(chunks[slot]);
    }
    const essays = page.getByLabel("Your response");
    await expect(essays).toHaveCount(2);
    for (let i = 0; i < 2; i++) await essays.nth(i).fill(ESSAY);
    await page.getByRole("button", { name: "Submit Section" }).click();

    await expect(page.getByTestId("stage-heading")).toHaveText("Speaking");
    await expect(page.getByText("Listen to the sentence and repeat it exactly.").first()).toBeVisible();
    await page.getByRole("button", { name: "Submit Section" }).click();

    await expect(page.getByRole("heading", { name: "Your results" })).toBeVisible();
    await expect(page.getByTestId("module-reading")).toHaveText(well ? "Module 2: harder" : "Module 2: easier");
    await expect(page.getByTestId("module-listening")).toHaveText(well ? "Module 2: harder" : "Module 2: easier");
    await expect(page.getByTestId("band-reading")).toContainText(well ? "Band 6" : "Band 1");
    await expect(page.getByTestId("band-listening")).toContainText(well ? "Band 6" : "Band 1");
    // writing and speaking fill in as the grading queue finishes
    await expect(page.getByTestId("band-total")).toContainText(/Band \d(\.5)?/, { timeout: 60_000 });
    await expect(page.getByTestId("band-writing")).toContainText(/Band \d(\.5)?/);
    await expect(page.getByTestId("band-speaking")).toContainText("Band 1");
    await expect(page.getByTestId("cefr")).toHaveText(/CEFR [ABC][12]/);
    await expect(page.getByTestId("comparable")).toHaveText(/Comparable 0-120 score: \d+-\d+/);
    await expect(page.getByTestId("estimate")).toContainText("This score is an estimate");
    await page.getByTestId("weakest").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/tasks\/[a-z-]+$/);
  });
}
