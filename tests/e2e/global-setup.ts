import { spawn } from "node:child_process";
import { cpSync, existsSync, readdirSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
// @ts-ignore - plain .mjs helpers without types
import { ROOT, run, seed } from "../../scripts/seed.mjs";
// @ts-ignore - plain .mjs helpers without types
import { HOW_TO_GET_CHROMIUM, chromePath } from "../../scripts/chromium.mjs";
import { startFakeStripe, type FakeStripe } from "../fakes/fake-stripe";
import { TEST_HOTMART_HOTTOK, TEST_STRIPE } from "../fakes/payment-fixtures";

// Fresh state for every E2E run, separate from `npm start`'s .wrangler/state.
export const E2E_STATE = path.join(ROOT, ".wrangler", "e2e-state");
// The server runs from a copy of the Worker source and build: `wrangler dev` watches its inputs,
// and a `remix vite:build` (which empties build/) or an edit during the run would otherwise
// reload or crash it mid-test.
export const E2E_SNAPSHOT = path.join(ROOT, ".wrangler", "e2e-snapshot");
const SNAPSHOT_ENTRIES = ["wrangler.toml", "tsconfig.json", "package.json", "migrations", "workers", "app", "build"];
export const E2E_PID_FILE = path.join(ROOT, ".wrangler", "e2e-server.pid");
export const E2E_LOG = path.join(ROOT, ".wrangler", "e2e-server.log");

const FIXTURES = path.join(ROOT, "tests", "e2e", "fixtures");
const PORT = Number(process.env.E2E_PORT || 8799);
const BASE = `http://127.0.0.1:${PORT}`;
const READY_TIMEOUT_MS = 60_000;
/**
 * Section lengths of full tests during E2E (tests/e2e/full-test.spec.ts and current-full-test.spec.ts rely on
 * them; "writing" and "speaking" serve both formats, the *_routing/*_second modules the current one).
 */
export const FULL_TEST_SECONDS = JSON.stringify({
  reading: 150,
  listening: 8,
  break: 120,
  writing: 180,
  speaking: 180,
  reading_routing: 240,
  reading_second: 240,
  listening_routing: 240,
  listening_second: 240,
});

async function healthy(): Promise<boolean> {
  try {
    const res = await fetch(`${BASE}/healthz`, { signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

export default async function globalSetup(_config: FullConfig) {
  const chrome = chromePath();
  if (!existsSync(chrome)) throw new Error(`No Chromium at ${chrome}. ${HOW_TO_GET_CHROMIUM}`);

  if (!existsSync(path.join(ROOT, "build", "server", "index.js")) || !existsSync(path.join(ROOT, "build", "client"))) {
    console.log("[e2e] build/ missing: running remix vite:build (npm test builds first)");
    await run("remix", ["vite:build"], { quiet: true });
  }

  if (await healthy()) {
    throw new Error(`Something already answers ${BASE}/healthz: stop it or set E2E_PORT to a free port.`);
  }

  const t0 = Date.now();
  rmSync(E2E_STATE, { recursive: true, force: true });
  mkdirSync(E2E_STATE, { recursive: true });
  rmSync(E2E_SNAPSHOT, { recursive: true, force: true });
  for (const entry of SNAPSHOT_ENTRIES) {
    if (existsSync(path.join(ROOT, entry))) {
      cpSync(path.join(ROOT, entry), path.join(E2E_SNAPSHOT, entry), { recursive: true });
    }
  }
  // (no .dev.vars copied: E2E never sees a developer's real API keys)
  const config = ["--config", path.join(E2E_SNAPSHOT, "wrangler.toml")];

  // Payments: the real Stripe SDK in the Worker talks to a local fake of Stripe's API (it also
  // serves the fake checkout pages). Tests find it through E2E_FAKE_STRIPE_URL.
  const fakeStripe = await startFakeStripe();
  (globalThis as { __fakeStripe?: FakeStripe }).__fakeStripe = fakeStripe;
  process.env.E2E_FAKE_STRIPE_URL = fakeStripe.url;
  const paymentVars = {
    STRIPE_API_BASE: fakeStripe.url,
    STRIPE_SECRET_KEY: TEST_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: TEST_STRIPE.webhookSecret,
    STRIPE_PRICE_ID: TEST_STRIPE.priceId,
    HOTMART_HOTTOK: TEST_HOTMART_HOTTOK,
    HOTMART_CHECKOUT_URL: `${fakeStripe.url}/hotmart/checkout`,
  };

  const log = openSync(E2E_LOG, "w");
  // Own process group (detached) so teardown can stop wrangler and its workerd together.
  // Started while the database is prepared: workerd opens D1 only on the first query, and no
  // test runs before both are done.
  const child = spawn(
    "wrangler",
    [
      "dev",
      "--port", String(PORT),
      "--ip", "127.0.0.1",
      "--persist-to", E2E_STATE,
      "--show-interactive-dev-session=false",
      "--var", `APP_URL:${BASE}`,
      "--var", "SESSION_SECRET:e2e-session-secret-0123456789abcdef",
      ...Object.entries(paymentVars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
      // short full-test sections for this run only (read only when APP_ENV is "local" or "test")
      "--var", `FULL_TEST_SECONDS_OVERRIDE:${FULL_TEST_SECONDS}`,
      ...config,
    ],
    {
      cwd: E2E_SNAPSHOT,
      detached: true,
      stdio: ["ignore", log, log],
      env: {
        ...process.env,
        CI: "1",
        PATH: `${path.join(ROOT, "node_modules", ".bin")}${path.delimiter}${process.env.PATH ?? ""}`,
      },
    },
  );
  child.unref();
  writeFileSync(E2E_PID_FILE, String(child.pid));
  process.env.E2E_SERVER_PGID = String(child.pid);

  let exited: string | null = null;
  child.on("exit", (code, signal) => (exited = signal ?? `exit ${code}`));

  async function waitReady() {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!(await healthy())) {
      if (exited || Date.now() > deadline) {
        throw new Error(
          `wrangler dev ${exited ? `stopped (${exited})` : `did not answer ${BASE}/healthz within ${READY_TIMEOUT_MS / 1000} s`}.\n` +
            `Last lines of ${path.relative(ROOT, E2E_LOG)}:\n${tail(E2E_LOG)}`,
        );
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function prepareDatabase() {
    await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", E2E_STATE, ...config], {
      quiet: true,
    });
    await seed({ persistTo: E2E_STATE, quiet: true, print: false });
    // test content that the suites rely on, next to whatever the seed loaded
    for (const file of readdirSync(FIXTURES).filter((f) => f.endsWith(".sql")).sort()) {
      await run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", E2E_STATE, "--file", path.join(FIXTURES, file), ...config], {
        quiet: true,
      });
    }
  }

  try {
    await Promise.all([prepareDatabase(), waitReady()]);
  } catch (error) {
    stopGroup(child.pid!);
    throw error;
  }
  console.log(`[e2e] wrangler dev ready on ${BASE} (fresh state, migrated and seeded) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

export function stopGroup(pgid: number) {
  try {
    process.kill(-pgid, "SIGTERM");
  } catch {
    return;
  }
}
