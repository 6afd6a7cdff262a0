import { expect, test } from "@playwright/test";
import { registerLearner } from "./support/accounts";

test("a fresh install has the current-format content: every task type has items, and the seeded adaptive test starts", async ({ page }, info) => {
  test.setTimeout(120_000);
  await registerLearner(page, `${info.project.name}curpack`);
  const hub = page.locator("#current-test");
  for (const [type, items] of [
    ["Complete the Words", 30],
    ["Read in Daily Life", 15],
    ["Listen and Choose a Response", 25],
    ["Build a Sentence", 30],
    ["Listen and Repeat", 21],
    ["Take an Interview", 12],
  ] as const) {
    // the pack's items (tests may have added more to this database)
    const link = hub.getByRole("link", { name: new RegExp(`^${type}\\s*\\d+ items`) });
    const count = Number(/(\d+) items/.exec((await link.textContent()) ?? "")?.[1]);
    expect(count, type).toBeGreaterThanOrEqual(items);
  }

  // a Complete the Words paragraph from the pack opens with its ten gaps
  await hub.getByRole("link", { name: /Complete the Words/ }).click();
  await expect(page.getByRole("heading", { name: "Magnetic Maps in Migrating Animals" })).toBeVisible();
  await page.getByTestId("task-item").filter({ hasText: "Magnetic Maps in Migrating Animals" }).getByRole("link", { name: "Start" }).click();
  await expect(page).toHaveURL(/\/reading\/\d+$/);
  await expect(page.locator("input[name^='gap']")).toHaveCount(10);

  // the seeded current-format test starts with the routing module of Reading
  await page.goto("/full-tests");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Current-format Practice Test 1", exact: true }) });
  await expect(card.getByText("Current format (2026)")).toBeVisible();
  await card.getByRole("link", { name: "Before you start" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Current-format Practice Test 1" })).toBeVisible();
  await expect(page.getByText("Reading and Listening are adaptive")).toBeVisible();
  await page.getByRole("button", { name: "Start Test" }).click();
  await expect(page.getByTestId("stage-heading")).toHaveText("Reading · Module 1");
  await expect(page.getByTestId("ctw").getByLabel(/Missing letters of word \d+/)).toHaveCount(10);
  await expect(page.locator("fieldset")).toHaveCount(10);
});
