// Finds the system Chromium the E2E tests drive (never `playwright install`): $CHROME_PATH or
// /usr/bin/chromium. ensureChromium() installs Debian's package when running as root on Debian.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const DEFAULT_CHROME = "/usr/bin/chromium";

export function chromePath() {
  return process.env.CHROME_PATH || DEFAULT_CHROME;
}

export const HOW_TO_GET_CHROMIUM =
  "E2E tests need a Chromium binary. On Debian/Ubuntu: `sudo apt-get install -y chromium` " +
  `(gives ${DEFAULT_CHROME}); elsewhere install Chromium or Chrome and set CHROME_PATH=/path/to/it.`;

/** Returns the Chromium path, installing it with apt when possible; throws with advice otherwise. */
export function ensureChromium({ log = console.log } = {}) {
  const chrome = chromePath();
  if (existsSync(chrome)) return chrome;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const isDebian = existsSync("/etc/debian_version");
  if (isRoot && isDebian && chrome === DEFAULT_CHROME) {
    log(`Chromium not found at ${chrome}: installing Debian's chromium package (apt-get)…`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    for (const args of [["update"], ["install", "-y", "chromium"]]) {
      const r = spawnSync("apt-get", args, { stdio: "inherit", env });
      if (r.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed. ${HOW_TO_GET_CHROMIUM}`);
    }
    if (existsSync(chrome)) return chrome;
  }
  throw new Error(`No Chromium at ${chrome}. ${HOW_TO_GET_CHROMIUM}`);
}
