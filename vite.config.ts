import {
  vitePlugin as remix,
  cloudflareDevProxyVitePlugin as remixCloudflareDevProxy,
} from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import remixConfig from "./remix.config.js";
import { getLoadContext } from "./workers/load-context";

/**
 * `virtual:client-catalogs`: the built URL of each language's client catalog chunks (learner and admin), read from the
 * client build's Vite manifest while the server is built (Remix builds the client first), so the
 * server can ask the browser to preload the page language's catalog with the page's other modules.
 * Empty outside a production build.
 */
function clientCatalogUrls(): Plugin {
  const id = "virtual:client-catalogs";
  const resolved = `\0${id}`;
  return {
    name: "client-catalog-urls",
    resolveId: (source) => (source === id ? resolved : null),
    load(loadId, options) {
      if (loadId !== resolved) return null;
      const urls: Record<string, string> = {};
      if (options?.ssr) {
        try {
          const manifest = JSON.parse(readFileSync(path.resolve(__dirname, "build/client/.vite/manifest.json"), "utf8"));
          for (const [key, file] of [
            ["en", "catalog.en"],
            ["pt-BR", "catalog.pt"],
            ["admin:en", "catalog-admin.en"],
            ["admin:pt-BR", "catalog-admin.pt"],
          ]) {
            const entry = manifest[`app/lib/i18n/${file}.ts`];
            if (entry?.file) urls[key] = `/${entry.file}`;
          }
        } catch {
          // dev server or no client build: nothing to preload
        }
      }
      return `export default ${JSON.stringify(urls)};`;
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    // Only for `remix vite:dev`: without this guard the build boots miniflare.
    command === "serve" && remixCloudflareDevProxy({ getLoadContext }),
    remix(remixConfig),
    clientCatalogUrls(),
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
