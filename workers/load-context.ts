import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb, type Db } from "../app/lib/db.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException"> };
    db: Db;
  }
  interface Future {
    v3_singleFetch: true;
  }
}

/** Builds the per-request context every loader and action receives: bindings and a D1 client. */
export function getLoadContext({
  context,
}: {
  request: Request;
  context: { cloudflare: AppLoadContext["cloudflare"] };
}): AppLoadContext {
  return { cloudflare: context.cloudflare, db: createDb(context.cloudflare.env.DB) };
}
