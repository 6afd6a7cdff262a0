import { existsSync, readFileSync, rmSync } from "node:fs";
import { E2E_PID_FILE } from "./global-setup";

function alive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

// Stops the `wrangler dev` process group started by global-setup.ts (wrangler + workerd).
export default async function globalTeardown() {
  await (globalThis as { __fakeStripe?: { close(): Promise<void> } }).__fakeStripe?.close();
  const pgid = Number(process.env.E2E_SERVER_PGID || (existsSync(E2E_PID_FILE) ? readFileSync(E2E_PID_FILE, "utf8") : 0));
  if (!pgid) return;
  try {
    process.kill(-pgid, "SIGTERM");
  } catch {}
  const deadline = Date.now() + 5_000;
  while (alive(pgid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (alive(pgid)) {
    try {
      process.kill(-pgid, "SIGKILL");
    } catch {}
  }
  rmSync(E2E_PID_FILE, { force: true });
}
