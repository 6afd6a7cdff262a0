import {
  vitePlugin as remix,
  cloudflareDevProxyVitePlugin as remixCloudflareDevProxy,
} from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";
import { getLoadContext } from "./workers/load-context";

export default defineConfig(({ command }) => ({
  plugins: [
    // Only for `remix vite:dev`: without this guard the build boots miniflare.
    command === "serve" && remixCloudflareDevProxy({ getLoadContext }),
    remix(remixConfig),
    tailwindcss(),
  ],
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
    },
  },
  resolve: {
    alias: { "~": path.resolve(__dirname, "app") },
    mainFields: ["browser", "module", "main"],
  },
  build: {
    minify: true,
    // `remix vite:build` empties build/ first, which crashes a running `wrangler dev`.
    emptyOutDir: process.env.KEEP_BUILD_DIR === "1" ? false : undefined,
  },
}));
