import { expect, test, type Page } from "@playwright/test";
import { wavBytes } from "../fixtures/audio-bytes";
import { registerLearner } from "./support/accounts";

// Section times come from FULL_TEST_SECONDS in global-setup.ts: reading 150 s, listening 8 s.

async function secondsLeft(page: Page) {
  const text = (await page.getByTestId("countdown").innerText()).trim();
  const [, m, s] = text.match(/(\d+):(\d{2})/)!;
  return Number(m) * 60 + Number(s);
}

const ESSAY =
  "Cities should invest in public transport because it reduces traffic and pollution. " +
  "For example, when buses and trains are frequent and cheap, many people leave their cars at home. " +
  "However, some residents live far from stations, so the city must also improve connections to the suburbs. " +
  "In my opinion, a balanced plan that combines better transport with safe bicycle lanes is the best solution for everyone.";

test("a learner takes a full test: reading, a listening time-out, the break skipped, writing and speaking, then results with band and CEFR", async ({
  page,
  javaScriptEnabled,
}, info) => {
  test.setTimeout(240_000);
  await registerLearner(page, `${info.project.name}fulltest`);

  await page.goto("/full-test");
  await expect(page).toHaveURL(/\/full-tests$/);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "TOEFL iBT Practice Test 1", exact: true }) });
  await card.getByRole("button", { name: "Start Test" }).click();

  // reading, with the server's clock: a reload keeps the remaining time
  await expect(page.getByTestId("stage-heading")).toHaveText("Reading");
  const before = await secondsLeft(page);
  expect(before).toBeLessThanOrEqual(150);
  await page.waitForTimeout(2_000);
  await page.reload();
  await expect(page.getByTestId("stage-heading")).toHaveText("Reading");
  const after = await secondsLeft(page);
  expect(before - after).toBeGreaterThanOrEqual(1);
  expect(before - after).toBeLessThanOrEqual(6);

  const questions = page.locator("li[id^=q-] fieldset");
  for (let i = 0; i < 3; i++) await questions.nth(i).getByRole("radio").first().check();
  await page.getByRole("button", { name: "Submit Section" }).click();

  // listening: let its time run out
  await expect(page.getByTestId("stage-heading")).toHaveText("Listening");
  if (!javaScriptEnabled) {
    await page.waitForTimeout(9_000);
    await page.reload();
  }
  await expect(page.getByText("Tempo Esgotado!")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("O tempo para esta seção acabou. Avançando para a próxima seção.")).toBeVisible();
  await expect(page.getByTestId("stage-heading")).toHaveText("Break");

  await page.getByRole("button", { name: "Skip Break" }).click();
  await expect(page.getByTestId("stage-heading")).toHaveText("Writing");
  await expect(page.getByText("Professor", { exact: true })).toBeVisible();
  const essays = page.getByLabel("Your response");
  await expect(essays).toHaveCount(2);
  for (let i = 0; i < 2; i++) await essays.nth(i).fill(ESSAY);
  await page.getByRole("button", { name: "Submit Section" }).click();

  await expect(page.getByTestId("stage-heading")).toHaveText("Speaking");
  const files = page.getByLabel("Recording (audio file)");
  await expect(files).toHaveCount(4);
  const wav = Buffer.from(wavBytes(0.5));
  for (let i = 0; i < 4; i++) await files.nth(i).setInputFiles({ name: `answer${i}.wav`, mimeType: "audio/wav", buffer: wav });
  await page.getByRole("button", { name: "Submit Section" }).click();

  await expect(page.getByRole("heading", { name: "Your results" })).toBeVisible();
  await expect(page.getByTestId("score-reading")).toContainText(/\d+\/30/);
  await expect(page.getByTestId("score-listening")).toContainText("0/30");
  // writing and speaking fill in as the grading queue finishes (polling, or the page refreshing itself)
  await expect(page.getByTestId("band")).toHaveText(/Band \d(\.5)? · CEFR [ABC][12]/, { timeout: 60_000 });
  await expect(page.getByTestId("score-total")).toContainText(/\d+\/120/);
  await expect(page.getByText("These scores are estimates")).toBeVisible();
  await expect(page.getByText(/Completed on \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  await page.getByRole("link", { name: "See all results" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=performance$/);
  await expect(page.getByTestId("score-chart")).toBeVisible();
  await expect(page.getByRole("cell", { name: /\/120/ })).toBeVisible();
});

test("an unknown test says Test Not Found with a way back to the list", async ({ page }, info) => {
  await registerLearner(page, `${info.project.name}nofulltest`);
  await page.goto("/full-test/999999");
  await expect(page.getByRole("heading", { name: "Test Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Full Tests" }).click();
  await expect(page).toHaveURL(/\/full-tests$/);
});
