#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: makes sure Chromium is there (apt on Debian as root),
// then runs `playwright test`. Global setup builds if build/ is missing, starts wrangler dev on
// a fresh state directory and stops it afterwards.
import { spawn } from "node:child_process";
import path from "node:path";
import { ROOT } from "../../scripts/seed.mjs";
import { ensureChromium } from "../../scripts/chromium.mjs";

let chrome;
try {
  chrome = ensureChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const child = spawn("playwright", ["test", ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: "inherit",
  env: {
    ...process.env,
    CHROME_PATH: chrome,
    PATH: `${path.join(ROOT, "node_modules", ".bin")}${path.delimiter}${process.env.PATH ?? ""}`,
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
