import "../../../app/lib/i18n/register-all";
import { applyD1Migrations, env } from "cloudflare:test";

// Setup files run outside per-test isolated storage, so migrations are applied once and every
// test starts from the migrated schema (applyD1Migrations skips already-applied ones).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
