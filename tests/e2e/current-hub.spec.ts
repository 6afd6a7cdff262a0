import { expect, test } from "@playwright/test";
import { registerLearner } from "./support/accounts";

test("a learner finds the current test's task types on the exercises hub and opens one type's items", async ({ page }, info) => {
  await registerLearner(page, `${info.project.name}hub`);
  const current = page.locator("#current-test");
  await expect(current.getByRole("heading", { name: "Current test (2026)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Previous format" })).toBeVisible();
  for (const section of ["Reading", "Listening", "Writing", "Speaking"]) {
    await expect(current.getByRole("heading", { name: section, exact: true })).toBeVisible();
  }
  await current.getByRole("link", { name: /Read in Daily Life/ }).click();
  await expect(page).toHaveURL(/\/tasks\/read-in-daily-life$/);
  await expect(page.getByRole("heading", { level: 1, name: "Read in Daily Life" })).toBeVisible();
  await expect(page.getByText("Free accounts include 2 Reading exercises, counting both formats.")).toBeVisible();

  await page.getByRole("link", { name: "Current test (2026)" }).click();
  await expect(page).toHaveURL(/\/exercises#current-test$/);
  await page.locator("#previous-format").getByRole("link", { name: /Reading/ }).click();
  await expect(page).toHaveURL(/\/reading/);
});
