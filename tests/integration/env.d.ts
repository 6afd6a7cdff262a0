// Types of `env` from "cloudflare:test" in the integration tests. In vitest-pool-workers 0.15
// `env` is typed `Cloudflare.Env` (the `wrangler types` output in worker-configuration.d.ts), not
// `ProvidedEnv` as in 0.5-0.12, so the test-only binding is added to that interface. This file is
// only part of tests/tsconfig.json: the app's own Env is unchanged.
declare namespace Cloudflare {
  interface Env {
    /** D1 migrations read by vitest.integration.config.ts, applied by setup/apply-migrations.ts. */
    TEST_MIGRATIONS: D1Migration[];
  }
}
