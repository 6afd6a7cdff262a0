import { expect, test, type Page } from "@playwright/test";
import { registerLearner } from "./support/accounts";
import { sql } from "./support/db";

/** Answers the first open single-choice question of the reading page with its first option. */
async function answerFirstQuestion(page: Page) {
  const open = page.locator("li[id^=q-]").filter({ has: page.getByRole("button", { name: "Submit answer" }) }).first();
  const id = (await open.getAttribute("id"))!;
  const question = page.locator(`li#${id}`);
  await question.getByRole("radio").first().check();
  await question.getByRole("button", { name: "Submit answer" }).click();
  await expect(question.getByTestId("answer-feedback")).toBeVisible();
  return question;
}

async function doProseSummary(page: Page, javaScript: boolean) {
  const prose = page.locator("li[id^=q-]").filter({ hasText: "Select exactly 3 answers" }).first();
  const boxes = prose.getByRole("checkbox");
  if (!javaScript) {
    // without JavaScript a fourth choice reaches the server, which refuses it
    for (let i = 0; i < 4; i++) await boxes.nth(i).check();
    await prose.getByRole("button", { name: "Submit summary" }).click();
    await expect(page.getByText("Maximum Selections: Prose Summary questions require exactly 3 answers")).toBeVisible();
    const again = page.locator("li[id^=q-]").filter({ hasText: "Select exactly 3 answers" }).first();
    for (let i = 0; i < 3; i++) await again.getByRole("checkbox").nth(i).check();
    await again.getByRole("button", { name: "Submit summary" }).click();
  } else {
    // with JavaScript the third choice submits the summary
    for (let i = 0; i < 3; i++) await boxes.nth(i).check();
  }
  await expect(page.getByText(/Score: \d of 2/)).toBeVisible();
}

async function doListeningItem(page: Page) {
  await page.goto("/listening");
  await expect(page).toHaveURL(/\/listening\/\d+/);
  await page.getByRole("button", { name: "I have listened: show the questions" }).click();
  const submit = page.getByRole("button", { name: "Submit All Answers" });
  await expect(submit).toBeVisible();
  const groups = page.locator("#questions fieldset");
  const count = await groups.count();
  for (let i = 0; i < count; i++) await groups.nth(i).getByRole("radio").first().check();
  await submit.click();
  await expect(page.getByRole("heading", { name: "Your results" })).toBeVisible();
  await expect(page.getByText(/\d+ of \d+ correct/).first()).toBeVisible();
}

test("a free learner practises reading and listening up to the free limit", async ({ page, javaScriptEnabled }, info) => {
  test.setTimeout(120_000);
  await registerLearner(page, `${info.project.name}practice`);

  // first passage (a fixture passage with explanations and a prose summary: the learner's own
  // order of passages depends on their user id, so it may start with admin-made passages): answer,
  // see the verdict and explanation, and a second answer is refused
  await page.goto("/reading/9001");
  await expect(page).toHaveURL(/\/reading\/\d+/);
  const firstUrl = page.url();
  const question = await answerFirstQuestion(page);
  await expect(question.getByText("Explanation:")).toBeVisible();
  const questionId = (await question.getAttribute("id"))!.slice(2);
  const again = await page.request.post(firstUrl, { form: { questionId, answer: "B" }, headers: { Origin: new URL(firstUrl).origin } });
  expect(again.status()).toBe(409);
  await doProseSummary(page, javaScriptEnabled);

  // second passage
  await page.getByRole("link", { name: "Next passage" }).click();
  const firstPath = new URL(firstUrl).pathname;
  await page.waitForURL((url) => /^\/reading\/\d+$/.test(url.pathname) && url.pathname !== firstPath);
  await answerFirstQuestion(page);

  // a third is refused
  await page.goto("/reading");
  await expect(page).toHaveURL(/\/subscribe/);
  await expect(page.getByText("Free Trial Limit Reached")).toBeVisible();

  // two listening items, then the limit
  await doListeningItem(page);
  await doListeningItem(page);
  await page.goto("/listening");
  await expect(page).toHaveURL(/\/subscribe/);

  // the dashboard shows the counts
  await page.goto("/dashboard");
  await expect(page.getByTestId("exercises-completed")).toHaveText("4");
  await expect(page.getByTestId("progress-reading").getByText("Limit Reached")).toBeVisible();
  await expect(page.getByTestId("progress-listening").getByText("Limit Reached")).toBeVisible();
});

test("a subscribed learner is not limited", async ({ page }, info) => {
  test.setTimeout(90_000);
  const { username } = await registerLearner(page, `${info.project.name}premium`);
  sql(`UPDATE users SET is_subscribed = 1 WHERE username = '${username}'`);
  for (let i = 0; i < 3; i++) {
    await page.goto("/reading");
    await expect(page).toHaveURL(/\/reading\/\d+/);
    await answerFirstQuestion(page);
  }
  await page.goto("/dashboard");
  await expect(page.getByText("Premium access")).toBeVisible();
  await expect(page.getByText("Limit Reached")).toHaveCount(0);
});

test("the old addresses of the hub lead to /exercises", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Username").fill("learner");
  await page.getByLabel("Password").fill("toefl-demo-2026");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.goto("/exercicios");
  await expect(page).toHaveURL(/\/exercises$/);
});
