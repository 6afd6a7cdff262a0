import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The Remix server build produced by `remix vite:build`.
// @ts-ignore - generated at build time
import * as build from "../build/server";
import { isCrossSiteMutation } from "../app/lib/origin.server";
import { handleGradingMessage, sweepGrading } from "../app/services/grading.server";
import { createDb } from "../app/lib/db.server";
import { consumeGradingBatch } from "./grading-consumer";
import { getLoadContext } from "./load-context";

export { FullTestSession } from "./full-test-session";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    // A constant response straight from the Worker: health checks and the benchmark's baseline.
    if (url.pathname === "/healthz") {
      return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
    }
    if (isCrossSiteMutation(request)) {
      return new Response("Cross-site form submissions are not allowed.", {
        status: 403,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    return handleRemixRequest(request, getLoadContext({ request, context: { cloudflare: { env, ctx } } }));
  },

  async queue(batch, env, _ctx) {
    const db = createDb(env.DB);
    await consumeGradingBatch(batch, (message, attempt) =>
      handleGradingMessage({ db, env, media: env.MEDIA }, message, attempt),
    );
  },

  // Every 10 minutes: re-send lost grading messages; regrade untranscribed speech once a provider is set.
  async scheduled(_controller, env, _ctx) {
    const result = await sweepGrading({ db: createDb(env.DB), env, queue: env.GRADING_QUEUE });
    if (result.requeued || result.regraded) console.log("grading sweep:", JSON.stringify(result));
  },
} satisfies ExportedHandler<Env>;
