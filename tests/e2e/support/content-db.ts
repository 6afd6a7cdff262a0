import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_SNAPSHOT, E2E_STATE } from "../global-setup";
// @ts-ignore - plain .mjs helpers without types
import { run } from "../../../scripts/seed.mjs";

/**
 * Runs SQL against the E2E server's local D1 (the state directory the running `wrangler dev`
 * uses): test setup for content that no page of this branch creates (e.g. reading and listening
 * questions).
 */
export async function execSql(sql: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-sql-"));
  const file = path.join(dir, "setup.sql");
  try {
    writeFileSync(file, sql);
    await run(
      "wrangler",
      ["d1", "execute", "DB", "--local", "--persist-to", E2E_STATE, "--config", path.join(E2E_SNAPSHOT, "wrangler.toml"), "--file", file],
      { quiet: true },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
