import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

/** Runs SQL against the E2E server's local D1 (for setting up states the UI cannot reach, e.g. Premium). */
export function sql(statement: string) {
  execFileSync(
    path.join(ROOT, "node_modules", ".bin", "wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", path.join(ROOT, ".wrangler", "e2e-state"), "--command", statement,
     "--config", path.join(ROOT, ".wrangler", "e2e-snapshot", "wrangler.toml")],
    { cwd: ROOT, stdio: "ignore", env: { ...process.env, CI: "1" } },
  );
}
