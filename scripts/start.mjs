#!/usr/bin/env node
// `npm start`: from a fresh clone to a running app on http://localhost:8787.
//   1. npm ci (or npm install without a lockfile) when node_modules is missing or stale
//   2. .dev.vars with a random SESSION_SECRET (other keys of .dev.vars.example, empty)
//   3. local D1 migrations            4. demo accounts (scripts/seed.mjs)
//   5. remix vite:build               6. wrangler dev (own process group; Ctrl-C stops it all)
// Data lives in .wrangler/state and survives restarts. Environment:
//   PORT=8787            port to serve on
//   WRANGLER_STATE=dir   use another state directory (--persist-to) for migrations, seed and dev
//   SKIP_BUILD=1         serve the existing build/ as is
// Only Node built-ins: this runs before node_modules exists.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT, persistArgs, printDemoAccounts, run, seed } from "./seed.mjs";

const PORT = Number(process.env.PORT || 8787);
const persistTo = process.env.WRANGLER_STATE || undefined;

function step(message) {
  console.log(`\n▶ ${message}`);
}

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

function installDependencies() {
  const lock = path.join(ROOT, "package-lock.json");
  // npm writes node_modules/.package-lock.json at the end of every install.
  const installed = mtime(path.join(ROOT, "node_modules", ".package-lock.json"));
  const hasLock = existsSync(lock);
  const stale = installed < 0 || (hasLock && installed < mtime(lock));
  if (!stale) return;
  const args = hasLock ? ["ci"] : ["install"];
  step(`npm ${args.join(" ")} (node_modules is ${installed < 0 ? "missing" : "older than the lockfile"})`);
  const result = spawnSync("npm", args, { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm ${args.join(" ")} failed`);
}

function ensureDevVars() {
  const target = path.join(ROOT, ".dev.vars");
  if (existsSync(target)) return;
  const example = path.join(ROOT, ".dev.vars.example");
  const keys = existsSync(example)
    ? readFileSync(example, "utf8")
        .split(/\r?\n/)
        .map((line) => line.match(/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/)?.[1])
        .filter((key) => key && key !== "SESSION_SECRET")
    : [];
  const lines = [
    "# Local secrets for `wrangler dev` (created by scripts/start.mjs; never commit this file).",
    `SESSION_SECRET=${randomBytes(32).toString("hex")}`,
    ...keys.map((key) => `${key}=`),
  ];
  writeFileSync(target, lines.join("\n") + "\n", { mode: 0o600 });
  step("created .dev.vars with a random SESSION_SECRET");
}

async function main() {
  installDependencies();
  ensureDevVars();

  step(`applying local D1 migrations${persistTo ? ` (${persistTo})` : ""}`);
  await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)]);

  step("seeding demo accounts");
  await seed({ persistTo, print: false });

  if (process.env.SKIP_BUILD === "1" && existsSync(path.join(ROOT, "build", "server"))) {
    step("SKIP_BUILD=1: serving the existing build/");
  } else {
    step("building (remix vite:build)");
    await run("remix", ["vite:build"]);
  }

  const url = `http://localhost:${PORT}`;
  console.log("");
  printDemoAccounts();
  console.log(`\nServing on ${url}  (dev mail outbox: ${url}/dev/outbox; Ctrl-C to stop)\n`);

  const args = ["dev", "--port", String(PORT), "--show-interactive-dev-session=false", ...persistArgs(persistTo)];
  if (PORT !== 8787) args.push("--var", `APP_URL:${url}`);
  // Own process group (detached) so a signal reaches wrangler *and* its workerd children;
  // stdin ignored so the background group never reads the terminal (SIGTTIN).
  const child = spawn("wrangler", args, {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PATH: `${path.join(ROOT, "node_modules", ".bin")}${path.delimiter}${process.env.PATH ?? ""}`,
    },
  });

  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    try {
      process.kill(-child.pid, signal);
    } catch {}
    // workerd normally exits with wrangler; make sure nothing of the group lingers.
    setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
      process.exit(130);
    }, 5000).unref();
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop(signal));

  child.on("exit", (code, signal) => {
    // take the rest of the group down with wrangler
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
    process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
  });
}

main().catch((error) => {
  console.error(`\nnpm start failed: ${error.message ?? error}`);
  process.exit(1);
});
