import { expect, test, type Page } from "@playwright/test";
import { readLatestCode, readLatestLink } from "./support/outbox";

/** A unique account per project and run. */
function newAccount(projectName: string) {
  const id = `${projectName.replace(/\W/g, "")}${Date.now().toString(36)}`;
  return { username: `e2e${id}`, email: `e2e${id}@example.com` };
}

async function logOut(page: Page) {
  await page.getByLabel("Account menu").click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You have been successfully logged out.")).toBeVisible();
}

async function logIn(page: Page, username: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/exercises$/);
}

test("a learner registers, verifies the email, logs out and in, resets and changes the password", async ({ page }, info) => {
  const { username, email } = newAccount(info.project.name);

  // register
  await page.goto("/auth?tab=register");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("first-pass-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/email-verification$/);
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();

  // verify with the mailed code; on to the exercises after 1.5 s
  const code = await readLatestCode(page, email, { subject: "verification code" });
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Email verified!" })).toBeVisible();
  await expect(page).toHaveURL(/\/exercises$/, { timeout: 10_000 });
  await expect(page.getByRole("heading", { name: "Choose what to practise" })).toBeVisible();

  // log out, log in
  await logOut(page);
  await logIn(page, username, "first-pass-1");
  await expect(page.getByText(`Welcome back, ${username}!`)).toBeVisible();
  await logOut(page);

  // forgot password: step 1 (email), step 2 (token from the mail, new password)
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset token" }).click();
  await expect(page).toHaveURL(/step=token/);
  await expect(
    page.getByText("If a user with this email exists, you will receive a token to reset your password.").first(),
  ).toBeVisible();
  const link = await readLatestLink(page, email, "/reset-password");
  const token = new URL(link).searchParams.get("token")!;
  await page.getByLabel("Reset Token").fill(token);
  await page.getByLabel("New Password").fill("second-pass-2");
  await page.getByLabel("Confirm Password").fill("second-pass-2");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page).toHaveURL(/step=done/);
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();

  // the old password no longer works; the new one does
  await page.goto("/auth");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill("first-pass-1");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Invalid username or password")).toBeVisible();
  await logIn(page, username, "second-pass-2");

  // change it in /profile
  await page.getByLabel("Account menu").click();
  await page.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel("Current Password").fill("second-pass-2");
  await page.getByLabel("New Password", { exact: true }).fill("third-pass-3");
  await page.getByLabel("Confirm New Password").fill("third-pass-3");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been updated.")).toBeVisible();
  await logOut(page);
  await logIn(page, username, "third-pass-3");
});

test("a reset link from the email opens the reset form with the token filled in", async ({ page }, info) => {
  const { username, email } = newAccount(`${info.project.name}link`);
  await page.goto("/auth?tab=register");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("first-pass-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/email-verification$/);
  // verify through the emailed link instead of the code
  await page.goto(await readLatestLink(page, email, "/verify-email"));
  await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);

  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset token" }).click();
  await expect(page).toHaveURL(/step=token/);
  await page.goto(await readLatestLink(page, email, "/reset-password"));
  await expect(page.getByLabel("Reset Token")).not.toHaveValue("");
  await page.getByLabel("New Password").fill("linked-pass-2");
  await page.getByLabel("Confirm Password").fill("linked-pass-2");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("Password reset successful")).toBeVisible();
  await logIn(page, username, "linked-pass-2");
});

test("the account forms show the spec's validation messages", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Username").fill("ab");
  await page.getByLabel("Password").fill("123");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();

  await page.goto("/auth?tab=register");
  await page.getByLabel("Username").fill("ab");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("123");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();

  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill("nope");
  await page.getByRole("button", { name: "Send reset token" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();

  await page.goto("/auth?mode=reset&token=short");
  await page.getByLabel("New Password").fill("abcdef");
  await page.getByLabel("Confirm Password").fill("abcdeg");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Please enter a valid reset token")).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
});

test("the demo learner signs in and unknown pages answer 404", async ({ page }) => {
  await logIn(page, "learner", "toefl-demo-2026");
  await expect(page.getByText("Limited Access Mode")).toBeVisible();
  const res = await page.goto("/this/does/not/exist");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("the small-screen menu opens without JavaScript", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/about");
  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/tab=register/);
});

test("the language switch turns the site to Brazilian Portuguese", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Language").selectOption("pt-BR");
  await page.getByRole("button", { name: "Change" }).click();
  await expect(page.getByRole("heading", { name: "Bem-vindo de volta" })).toBeVisible();
  await page.getByLabel("Idioma").selectOption("en");
  await page.getByRole("button", { name: "Mudar" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
});
