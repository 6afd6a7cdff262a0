#!/usr/bin/env node
// `npm test`: build, unit (Node), integration (workerd), E2E (Chromium against wrangler dev).
// Streams each step, stops at the first failure (non-zero exit), and ends with one line:
//   N passed, N failed
// Options: --skip-e2e (or SKIP_E2E=1) to stop after the integration tests.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./seed.mjs";
import { ensureChromium } from "./chromium.mjs";

const REPORTS = path.join(ROOT, ".cache", "test-reports");
const skipE2E = process.argv.includes("--skip-e2e") || process.env.SKIP_E2E === "1";
const totals = { passed: 0, failed: 0 };
const started = Date.now();

/** Runs a command, streaming its output; with `capture`, also returns that output. */
function exec(cmd, args, { env = {}, capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: ["ignore", capture ? "pipe" : "inherit", capture ? "pipe" : "inherit"],
      env: {
        ...process.env,
        ...(capture && process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}),
        PATH: `${path.join(ROOT, "node_modules", ".bin")}${path.delimiter}${process.env.PATH ?? ""}`,
        ...env,
      },
    });
    let output = "";
    child.stdout?.on("data", (d) => {
      output += d;
      process.stdout.write(d);
    });
    child.stderr?.on("data", (d) => {
      output += d;
      process.stderr.write(d);
    });
    child.on("error", (error) => {
      console.error(error);
      resolve({ code: 1, output });
    });
    child.on("exit", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function finish(code) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) console.error(`\nnpm test: FAILED (${seconds} s)`);
  else console.log(`\nnpm test: all green (${seconds} s)`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

/** Adds a step's counts; a red step always counts at least one failure (e.g. a file that fails to load). */
function count(name, code, passed, failed) {
  if (code !== 0 && failed === 0) failed = 1;
  totals.passed += passed;
  totals.failed += failed;
  if (code !== 0) {
    console.error(`\n✗ ${name} failed`);
    finish(code);
  }
}

function banner(text) {
  console.log(`\n━━ ${text} ${"━".repeat(Math.max(0, 60 - text.length))}`);
}

async function vitest(name, config) {
  banner(name);
  const out = path.join(REPORTS, `${name}.json`);
  rmSync(out, { force: true });
  const args = ["run", "--config", config, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`];
  let { code, output } = await exec("vitest", args, { capture: true });
  // Vite's dependency optimizer can re-bundle mid-run when its cache was stale (e.g. after a
  // dependency change): the run then fails before any test. A second run uses the fresh cache.
  if (code !== 0 && /new version of the pre-bundle/.test(output)) {
    console.log(`\n(${name}: Vite re-optimized its dependencies mid-run; running once more)`);
    rmSync(out, { force: true });
    ({ code } = await exec("vitest", args));
  }
  const report = readJson(out);
  count(name, code, report?.numPassedTests ?? 0, report?.numFailedTests ?? 0);
}

mkdirSync(REPORTS, { recursive: true });

banner("build");
count("build", (await exec("remix", ["vite:build"])).code, 0, 0);

await vitest("unit", "vitest.unit.config.ts");
await vitest("integration", "vitest.integration.config.ts");

if (skipE2E) {
  console.log("\n(E2E skipped)");
  finish(0);
}

banner("e2e");
let chrome;
try {
  chrome = ensureChromium();
} catch (error) {
  console.error(error.message);
  count("e2e", 1, 0, 0);
}
const e2eReport = path.join(REPORTS, "e2e.json");
rmSync(e2eReport, { force: true });
const { code } = await exec("playwright", ["test", "--reporter=list,json"], {
  env: { CHROME_PATH: chrome, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
});
const stats = existsSync(e2eReport) ? readJson(e2eReport)?.stats : null;
// expected = passed first time, flaky = passed on retry, unexpected = failed
count("e2e", code, (stats?.expected ?? 0) + (stats?.flaky ?? 0), stats?.unexpected ?? 0);
finish(0);
