import { defineConfig } from "drizzle-kit";

// `drizzle-kit generate` writes plain SQL files into migrations/ (0000_*.sql),
// which is exactly what `wrangler d1 migrations apply` consumes.
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/lib/schema.ts",
  out: "./migrations",
});
