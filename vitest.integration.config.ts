import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// Integration tests run *inside workerd* (vitest 4 + @cloudflare/vitest-pool-workers 0.15.1, the
// same wrangler/miniflare 4.86 as `wrangler dev`) against workers/app.ts with the bindings of
// wrangler.toml. workers/app.ts imports build/server and [assets] points at build/client, so run
// `remix vite:build` first (`npm test` does). Migrations are read here (Node) and applied inside
// the runtime by tests/integration/setup/apply-migrations.ts. `npm run test:integration`.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(__dirname, "migrations"));
  return {
    plugins: [
      cloudflareTest({
        main: "./workers/app.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            APP_ENV: "test",
            SESSION_SECRET: "test-session-secret-0123456789abcdef",
          },
          // deliver queue batches to the worker's queue() quickly in tests
          queueConsumers: { grading: { maxBatchTimeout: 0.05 } },
        },
      }),
    ],
    resolve: {
      alias: { "~": path.resolve(__dirname, "app") },
    },
    test: {
      include: ["tests/integration/**/*.test.ts"],
      testTimeout: 20_000,
      setupFiles: ["./tests/integration/setup/apply-migrations.ts"],
      // A local OpenAI-compatible server (Node) that the real SDK inside workerd calls over HTTP.
      globalSetup: ["./tests/integration/setup/fake-openai.ts"],
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            // Required: the Remix runtime packages are CommonJS (+ a `module` ESM build); loaded
            // file by file inside workerd, require("@remix-run/server-runtime") comes back
            // undefined ("reading 'createCookieFactory'"). stripe/openai only cut transform time.
            include: [
              "@remix-run/cloudflare",
              "@remix-run/react",
              "@remix-run/server-runtime",
              "stripe",
              "openai",
            ],
          },
        },
      },
    },
  };
});
