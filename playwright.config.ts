import { defineConfig } from "@playwright/test";

// E2E against `wrangler dev` serving the production build (started by tests/e2e/global-setup.ts
// on its own state directory). Driven through the system Chromium, never `playwright install`.
// Run with `npm run test:e2e` or `npx playwright test` (builds first if build/ is missing).
const PORT = Number(process.env.E2E_PORT || 8799);
const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  // wrangler dev on 2 cores: one worker, tests in order
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: "list",
  globalSetup: "./tests/e2e/global-setup.ts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  outputDir: "test-results",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    headless: true,
    launchOptions: {
      executablePath: CHROME,
      args: ARGS,
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "js-on",
      use: {
        javaScriptEnabled: true,
        // Chromium's fake microphone (a beep), granted without a prompt: the speaking recorder's E2E
        launchOptions: {
          executablePath: CHROME,
          args: [...ARGS, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
        },
      },
    },
    { name: "js-off", use: { javaScriptEnabled: false } },
  ],
});
