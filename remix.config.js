// Remix options, passed by vite.config.ts to the Remix Vite plugin.
/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  appDirectory: "app",
  buildDirectory: "build",
  serverBuildFile: "index.js",
  serverModuleFormat: "esm",
  ignoredRouteFiles: ["**/*.test.*", "**/.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
