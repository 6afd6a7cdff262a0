import { expect, type Page } from "@playwright/test";
import { readLatestCode } from "./outbox";

/** Registers and verifies a new learner through the pages; leaves them on /exercises. */
export async function registerLearner(page: Page, tag: string) {
  const id = `${tag.replace(/\W/g, "")}${Date.now().toString(36)}`;
  const username = `e2e${id}`;
  const email = `${username}@example.com`;
  await page.goto("/auth?tab=register");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("practice-pass-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/email-verification$/);
  const code = await readLatestCode(page, email, { subject: "verification code" });
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/exercises$/, { timeout: 10_000 });
  return { username, email, password: "practice-pass-1" };
}
