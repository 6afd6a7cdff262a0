#!/usr/bin/env node
// Lighthouse audit of the public blog (/blog and one article) on a RUNNING server, with the system
// Chromium. Not part of `npm test`.
//
//   npm start                              # or any server: wrangler dev, a deployment...
//   npm run lighthouse                     # http://127.0.0.1:8787, the newest published article
//   npm run lighthouse -- --url http://127.0.0.1:8809 --article /blog/my-post --min 100
//
// Options: --url BASE (default $LIGHTHOUSE_URL or http://127.0.0.1:8787); --article PATH (default:
// the newest post of GET /api/blog/posts); --min N: exit 1 when SEO or accessibility is below N
// (default 100); --form-factor mobile|desktop (default mobile); --out DIR for the HTML reports
// (default .cache/lighthouse/reports).
//
// Lighthouse is installed on first use into .cache/lighthouse (git-ignored), pinned to 12.8.2 (13+
// needs Node 22) with third-party-web pinned to 0.27.0 (its newest release breaks lockfiles here),
// so the project's own dependencies and `npm ci` stay as they are.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./seed.mjs";
import { chromePath, HOW_TO_GET_CHROMIUM } from "./chromium.mjs";

const LIGHTHOUSE_VERSION = "12.8.2";
const HOME = path.join(ROOT, ".cache", "lighthouse");

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i !== -1 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const base = arg("url", process.env.LIGHTHOUSE_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const minimum = Number(arg("min", "100"));
const outDir = path.resolve(arg("out", path.join(HOME, "reports")));
const formFactor = arg("form-factor", "mobile") === "desktop" ? "desktop" : "mobile";

function ensureLighthouse() {
  const entry = path.join(HOME, "node_modules", "lighthouse", "core", "index.js");
  if (existsSync(entry)) return entry;
  console.log(`[lighthouse] installing lighthouse ${LIGHTHOUSE_VERSION} into ${path.relative(ROOT, HOME)} (first run only)`);
  mkdirSync(HOME, { recursive: true });
  writeFileSync(
    path.join(HOME, "package.json"),
    JSON.stringify(
      {
        name: "lighthouse-runner",
        private: true,
        dependencies: { lighthouse: LIGHTHOUSE_VERSION },
        overrides: { "third-party-web": "0.27.0" },
      },
      null,
      2,
    ),
  );
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["install", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: HOME, stdio: "inherit" });
  if (result.status !== 0 || !existsSync(entry)) throw new Error("could not install lighthouse");
  return entry;
}

async function newestArticle() {
  const res = await fetch(`${base}/api/blog/posts`);
  if (!res.ok) throw new Error(`${base}/api/blog/posts answered ${res.status}`);
  const posts = await res.json();
  if (!Array.isArray(posts) || posts.length === 0) {
    throw new Error("No published blog post to audit: publish one at /admin/blog/create, or pass --article /blog/<slug>.");
  }
  return `/blog/${posts[0].slug}`;
}

async function main() {
  const chrome = chromePath();
  if (!existsSync(chrome)) throw new Error(`No Chromium at ${chrome}. ${HOW_TO_GET_CHROMIUM}`);
  try {
    const health = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5000) });
    if (!health.ok) throw new Error(String(health.status));
  } catch (error) {
    throw new Error(`No server answers ${base}/healthz (${error.message}). Start one first (npm start) or pass --url.`);
  }
  const article = arg("article", null) ?? (await newestArticle());
  const entry = ensureLighthouse();
  const { default: lighthouse } = await import(pathToFileURL(entry).href);
  const chromeLauncher = await import(pathToFileURL(path.join(HOME, "node_modules", "chrome-launcher", "dist", "index.js")).href);

  const userDataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-chrome-"));
  const browser = await chromeLauncher.launch({
    chromePath: chrome,
    userDataDir,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  mkdirSync(outDir, { recursive: true });
  const rows = [];
  try {
    for (const page of ["/blog", article]) {
      const url = base + page;
      const result = await lighthouse(
        url,
        { port: browser.port, output: "html", logLevel: "error" },
        {
          extends: "lighthouse:default",
          settings: {
            onlyCategories: ["seo", "accessibility", "best-practices", "performance"],
            formFactor,
            screenEmulation:
              formFactor === "desktop"
                ? { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false }
                : { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
            // a local server: simulated throttling would only measure this machine's load
            throttlingMethod: "provided",
          },
        },
      );
      const lhr = result.lhr;
      const file = path.join(outDir, `${page.replace(/^\/|\/$/g, "").replace(/[^a-z0-9]+/gi, "_") || "root"}.html`);
      writeFileSync(file, result.report);
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && ["seo", "accessibility"].some((c) => lhr.categories[c].auditRefs.some((r) => r.id === a.id && r.weight > 0)))
        .map((a) => a.id);
      rows.push({ page, seo: score("seo"), accessibility: score("accessibility"), bestPractices: score("best-practices"), performance: score("performance"), failing, file });
    }
  } finally {
    await browser.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }

  console.log(`\nLighthouse ${LIGHTHOUSE_VERSION} on ${base} (${formFactor}, no throttling)\n`);
  console.log("page".padEnd(48) + "SEO  a11y  best-pr.  perf");
  for (const r of rows) {
    console.log(
      r.page.slice(0, 46).padEnd(48) +
        String(r.seo).padEnd(5) +
        String(r.accessibility).padEnd(6) +
        String(r.bestPractices).padEnd(10) +
        String(r.performance),
    );
    if (r.failing.length) console.log(`  failing SEO/accessibility audits: ${r.failing.join(", ")}`);
  }
  console.log(`\nReports: ${path.relative(ROOT, outDir) || outDir}`);
  const below = rows.filter((r) => r.seo < minimum || r.accessibility < minimum);
  if (below.length) {
    console.error(`\nSEO or accessibility below ${minimum} on: ${below.map((r) => r.page).join(", ")}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(`[lighthouse] ${error.message}`);
  process.exit(1);
});
