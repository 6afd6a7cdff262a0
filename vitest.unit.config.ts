import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit tests: plain Node, no Workers runtime, no build needed. `npm run test:unit`.
export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(__dirname, "app") },
  },
  test: {
    environment: "node",
    setupFiles: ["./tests/unit/setup.ts"],
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
  },
});
