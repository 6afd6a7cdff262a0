#!/usr/bin/env node
// npm run bench — a benchmark, not a test.
//
// 1. builds (remix vite:build + wrangler deploy --dry-run --outdir dist),
// 2. prepares a throw-away state dir (.bench/state: D1 migrations + scripts/seed.mjs),
// 3. serves dist/app.js on workerd through Miniflare's API (not `wrangler dev`, whose proxy
//    worker and per-request Node work would be measured instead of the app), with the bindings
//    wrangler derives from wrangler.toml,
// 4. signs in as the demo learner,
// 5. drives each target with autocannon (same settings for all) and compares it with /healthz,
//    a constant response of the Worker (the floor), measured first and again last (its drift
//    is the run's noise),
// 6. weighs the JavaScript and CSS each page loads (gzip -9),
// 7. prints tables and writes .bench/results.json.
//
// Options (env or flags):
//   --no-build / BENCH_NO_BUILD=1   reuse build/ and dist/ from a previous run
//   BENCH_CONNECTIONS (10), BENCH_DURATION seconds (8), BENCH_WARMUP seconds (2)
//   BENCH_ASSET=/assets/x.js        static asset to measure (default: largest .js in build/client/assets)
// It rebuilds build/ and dist/: don't run it while a `wrangler dev` serves this checkout's build/.
// Exit code: 0 when the bench ran (pages that fail are reported in the tables), 1 on setup failure.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(ROOT);

const BENCH_DIR = path.join(ROOT, ".bench");
const STATE_DIR = path.join(BENCH_DIR, "state"); // wrangler --persist-to; Miniflare uses <dir>/v3
const RESULTS = path.join(BENCH_DIR, "results.json");
const DEMO = { username: "learner", password: "toefl-demo-2026" };

const argv = new Set(process.argv.slice(2));
const NO_BUILD = argv.has("--no-build") || process.env.BENCH_NO_BUILD === "1";
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);

const t0 = Date.now();
const since = () => `${((Date.now() - t0) / 1000).toFixed(1)}s`;
const log = (msg) => console.log(`[bench ${since()}] ${msg}`);

class SetupError extends Error {}

/** Runs a command with its output captured; prints the output only when it fails. */
function run(cmd, args, { env = {}, label = `${cmd} ${args.join(" ")}` } = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("error", (e) => reject(new SetupError(`${label}: ${e.message}`)));
    child.on("close", (code, signal) => {
      if (code === 0) {
        log(`${label} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
        resolve(out);
      } else {
        process.stderr.write(out.slice(-8000));
        reject(new SetupError(`${label} failed (${signal ?? `exit ${code}`})`));
      }
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Serving the bundle on workerd (see /work/shared/stack-probe/mf-serve.mjs)

async function startMiniflare(port) {
  const { Miniflare, Log, LogLevel } = await import("miniflare");
  const { unstable_readConfig, unstable_getMiniflareWorkerOptions } = await import("wrangler");
  const config = unstable_readConfig({ config: path.join(ROOT, "wrangler.toml") });
  // Same worker options `wrangler dev` builds: D1, R2, DO (SQLite), queue producer + consumer,
  // vars, assets (directory + binding, has_user_worker).
  const { workerOptions } = unstable_getMiniflareWorkerOptions(config);
  const script = path.join(ROOT, "dist", "app.js");
  const mf = new Miniflare({
    host: "127.0.0.1",
    port,
    log: new Log(LogLevel.WARN),
    cf: false, // offline: no Request.cf fetch
    logRequests: false, // else one Node loopback call per request
    defaultPersistRoot: path.join(STATE_DIR, "v3"), // where `--persist-to .bench/state` wrote D1
    workers: [
      {
        ...workerOptions,
        name: config.name, // DO state dir is <name>-<Class>
        // Explicit module list: with scriptPath Miniflare walks the imports and fails on Remix's
        // client-only dynamic import() (ERR_MODULE_DYNAMIC_SPEC).
        modules: [{ type: "ESModule", path: script, contents: readFileSync(script, "utf8") }],
        modulesRoot: path.dirname(script),
      },
    ],
  });
  const url = await mf.ready;
  return { mf, base: url.origin };
}

// ---------------------------------------------------------------------------------------------
// Load

let autocannon;

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

async function cannon(url, headers, duration) {
  const latencies = [];
  const instance = autocannon({ url, headers, connections: CONNECTIONS, duration, timeout: 10 });
  // autocannon's own percentiles are whole milliseconds (HDR histogram, 1 ms floor); the fast
  // targets here answer in 1-5 ms, so keep the exact per-response times (2xx only, like autocannon).
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const r = await instance;
  latencies.sort((a, b) => a - b);
  return {
    reqPerSec: r.requests.average,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    mean: latencies.length ? latencies.reduce((a, b) => a + b, 0) / latencies.length : null,
    autocannonP50: r.latency.p50,
    autocannonP99: r.latency.p99,
    requests: r.requests.total,
    duration: r.duration,
    bytesPerSec: r.throughput.average,
    status: Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count])),
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

async function probe(base, target) {
  try {
    const res = await fetch(base + target.path, { headers: target.headers, redirect: "manual" });
    await res.arrayBuffer();
    return { status: res.status, location: res.headers.get("location") };
  } catch (e) {
    return { status: 0, error: String(e?.message ?? e) };
  }
}

// ---------------------------------------------------------------------------------------------
// Page weight

const gz = (buf) => gzipSync(buf, { level: 9 }).length;

function attr(tag, name) {
  return new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag)?.slice(1).find((v) => v !== undefined);
}

/** The JS and CSS URLs a server-rendered page asks for. */
function parseHtml(html, pageUrl) {
  const js = new Set();
  const css = new Set();
  const add = (set, ref) => {
    if (!ref) return;
    const u = new URL(ref.replaceAll("&amp;", "&"), pageUrl);
    if (u.origin === new URL(pageUrl).origin) set.add(u.pathname);
  };
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const src = attr(m[1], "src");
    if (src) {
      add(js, src);
      continue;
    }
    // Remix's inline module script: import "/assets/manifest-…js"; import * as route0 from "…";
    // import("/assets/entry.client-…js")
    for (const i of m[2].matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)|\bimport\s*["']([^"']+)["']|\bfrom\s*["']([^"']+)["']/g)) {
      const ref = i[1] ?? i[2] ?? i[3];
      if (/\.m?js(\?|$)/.test(ref)) add(js, ref);
    }
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(m[0], "rel") ?? "").toLowerCase().split(/\s+/);
    const href = attr(m[0], "href");
    if (rel.includes("modulepreload")) add(js, href);
    else if (rel.includes("stylesheet")) add(css, href);
  }
  return { js: [...js].filter((p) => /\.m?js$/.test(p)), css: [...css] };
}

/** Static `import … from "./x.js"` / `export … from` / `import "./x.js"` in a (minified) module. */
function staticImports(code, moduleUrl) {
  const out = [];
  for (const m of code.matchAll(/(?<![\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\n]+\.m?js)["']/g)) {
    const u = new URL(m[1], moduleUrl);
    if (u.origin === new URL(moduleUrl).origin) out.push(u.pathname);
  }
  return out;
}

/**
 * The message catalog of the page's language, which entry.client imports dynamically before it
 * hydrates (`import("./catalog.en-….js")`): loaded on every page although no HTML tag names it.
 */
function languageCatalogImports(code, moduleUrl, lang) {
  const wanted = lang === "pt-BR" ? "pt" : "en";
  const out = [];
  for (const m of code.matchAll(/import\(\s*["']([^"']*catalog\.(en|pt)-[\w-]+\.js)["']\s*\)/g)) {
    if (m[2] === wanted) out.push(new URL(m[1], moduleUrl).pathname);
  }
  return out;
}

async function weighPage(base, page, headers, cache) {
  const res = await fetch(base + page, { headers, redirect: "manual" });
  const html = await res.text();
  if (res.status !== 200) return { page, status: res.status, location: res.headers.get("location") };
  const { js: declared, css } = parseHtml(html, base + page);

  const fetchAsset = async (p) => {
    if (!cache.has(p)) {
      cache.set(p, (async () => {
        const r = await fetch(base + p);
        const buf = Buffer.from(await r.arrayBuffer()); // fetch undoes any Content-Encoding
        return { path: p, status: r.status, bytes: buf.length, gzip: gz(buf), text: buf.toString("utf8") };
      })());
    }
    return cache.get(p);
  };

  // Follow static imports too: a module the HTML forgot to preload is still loaded before hydration.
  const seen = new Set(declared);
  const queue = [...declared];
  const jsFiles = [];
  while (queue.length) {
    const a = await fetchAsset(queue.shift());
    jsFiles.push(a);
    if (a.status !== 200) continue;
    const lang = html.match(/<html[^>]*\blang="([^"]+)"/)?.[1] ?? "en";
    for (const dep of [...staticImports(a.text, base + a.path), ...languageCatalogImports(a.text, base + a.path, lang)]) {
      if (!seen.has(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
    }
  }
  const cssFiles = await Promise.all(css.map(fetchAsset));
  const strip = ({ text, ...a }) => a;
  const sum = (files, k) => files.reduce((s, f) => s + (f.status === 200 ? f[k] : 0), 0);
  return {
    page,
    status: res.status,
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gz(Buffer.from(html)),
    jsGzip: sum(jsFiles, "gzip"),
    jsBytes: sum(jsFiles, "bytes"),
    cssGzip: sum(cssFiles, "gzip"),
    cssBytes: sum(cssFiles, "bytes"),
    js: jsFiles.map(strip).map((f) => ({ ...f, declared: declared.includes(f.path) })),
    css: cssFiles.map(strip),
    missing: [...jsFiles, ...cssFiles].filter((f) => f.status !== 200).map((f) => `${f.path} (${f.status})`),
  };
}

// ---------------------------------------------------------------------------------------------
// Output

const fmt = (n, d = 1) => (n == null || Number.isNaN(n) ? "-" : n.toFixed(d));
const ratio = (a, b) => (a == null || !b ? null : a / b);
const kb = (b) => (b == null ? "-" : (b / 1024).toFixed(1));

function table(headers, rows, align) {
  const cells = [headers, ...rows].map((r) => r.map(String));
  const w = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (align[i] === "l" ? c.padEnd(w[i]) : c.padStart(w[i]))).join("  ");
  return [line(cells[0]), w.map((n) => "-".repeat(n)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

// ---------------------------------------------------------------------------------------------

let mf;
async function shutdown() {
  const m = mf;
  mf = undefined;
  if (m) await m.dispose().catch(() => {});
}
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, async () => {
    await shutdown();
    process.exit(130);
  });
}

async function main() {
  const notes = [];
  log(`${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}, node ${process.version}`);
  if (os.loadavg()[0] > os.cpus().length * 0.5) {
    const n = `1-minute load average was ${os.loadavg()[0].toFixed(2)} at start: other processes compete for the CPU, figures will be noisy`;
    notes.push(n);
    log(`warning: ${n}`);
  }

  // 1. Build
  if (NO_BUILD) {
    if (!existsSync("dist/app.js") || !existsSync("build/client")) throw new SetupError("--no-build: dist/app.js or build/client missing");
    log("reusing build/ and dist/ (--no-build)");
  } else {
    await run("npx", ["remix", "vite:build"]);
    await run("npx", ["wrangler", "deploy", "--dry-run", "--outdir", "dist"]);
  }

  // 2. State
  rmSync(STATE_DIR, { recursive: true, force: true });
  mkdirSync(STATE_DIR, { recursive: true });
  await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE_DIR], {
    env: { CI: "1" },
    label: "wrangler d1 migrations apply DB --local --persist-to .bench/state",
  });
  if (existsSync("scripts/seed.mjs")) {
    await run(process.execPath, ["scripts/seed.mjs"], {
      env: { WRANGLER_STATE: STATE_DIR },
      label: "node scripts/seed.mjs (WRANGLER_STATE=.bench/state)",
    });
  } else {
    const n = "scripts/seed.mjs not found: no demo accounts were seeded (sign-in will likely fail)";
    notes.push(n);
    log(`warning: ${n}`);
  }

  // 3. Serve
  const port = await freePort();
  let base;
  try {
    ({ mf, base } = await startMiniflare(port));
  } catch (e) {
    throw new SetupError(`Miniflare failed to start: ${e?.stack ?? e}`);
  }
  log(`serving dist/app.js on workerd at ${base}`);
  autocannon = (await import("autocannon")).default;

  const baseline = await probe(base, { path: "/healthz" });
  if (baseline.status !== 200) throw new SetupError(`/healthz answered ${baseline.status || baseline.error}: the Worker is not serving`);

  // 4. Sign in
  let cookie = null;
  try {
    const res = await fetch(`${base}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body: new URLSearchParams({ intent: "login", ...DEMO }),
    });
    await res.arrayBuffer();
    const session = res.headers.getSetCookie().map((c) => c.split(";")[0]).find((c) => c.startsWith("__session="));
    if (session && session.length > "__session=".length) cookie = session;
    else notes.push(`sign-in as ${DEMO.username} failed (POST /auth answered ${res.status} without a __session cookie): signed-in page skipped`);
  } catch (e) {
    notes.push(`sign-in as ${DEMO.username} failed (${e?.message ?? e}): signed-in page skipped`);
  }
  log(cookie ? `signed in as ${DEMO.username}` : `warning: ${notes.at(-1)}`);

  // 5. Load
  let asset = process.env.BENCH_ASSET;
  if (!asset) {
    const dir = "build/client/assets";
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".js")) : [];
    const largest = files.map((f) => ({ f, size: statSync(path.join(dir, f)).size })).sort((a, b) => b.size - a.size)[0];
    if (largest) asset = `/assets/${largest.f}`;
  }
  const targets = [
    { name: "baseline", path: "/healthz" },
    asset && { name: "static asset", path: asset },
    { name: "landing", path: "/" },
    { name: "auth", path: "/auth" },
    cookie ? { name: "exercises (signed in)", path: "/exercises", headers: { Cookie: cookie } } : null,
    // The floor again: how far it moved during the run says how much of a difference is noise.
    { name: "baseline (again)", path: "/healthz", noWarmup: true },
  ].filter(Boolean);
  if (!cookie) log("skipping the signed-in page /exercises (no session)");

  const results = [];
  for (const target of targets) {
    const check = await probe(base, target);
    if (check.status < 200 || check.status >= 300) {
      const n = `${target.path} answered ${check.status || check.error}${check.location ? ` -> ${check.location}` : ""} before the run: its figures measure the wrong thing`;
      notes.push(n);
      log(`warning: ${n}`);
    }
    const url = base + target.path;
    if (WARMUP > 0 && !target.noWarmup) await cannon(url, target.headers, WARMUP);
    const r = await cannon(url, target.headers, DURATION);
    const { noWarmup, ...t } = target;
    results.push({ ...t, headers: target.headers ? Object.keys(target.headers) : undefined, check, ...r });
    log(`${target.path}: ${fmt(r.reqPerSec, 0)} req/s, p50 ${fmt(r.p50, 2)} ms, p99 ${fmt(r.p99, 2)} ms${r.non2xx ? `, ${r.non2xx} non-2xx` : ""}${r.errors ? `, ${r.errors} errors` : ""}`);
  }

  // 6. Page weight
  const cache = new Map();
  const pages = [];
  for (const t of [
    { path: "/" },
    { path: "/auth" },
    cookie ? { path: "/exercises", headers: { Cookie: cookie } } : null,
  ].filter(Boolean)) {
    const w = await weighPage(base, t.path, t.headers, cache);
    if (w.status !== 200) notes.push(`page weight of ${t.path} not measured: it answered ${w.status}${w.location ? ` -> ${w.location}` : ""}`);
    if (w.missing?.length) notes.push(`${t.path} refers to assets that did not load: ${w.missing.join(", ")}`);
    const extra = w.js?.filter((f) => !f.declared).map((f) => f.path) ?? [];
    if (extra.length) notes.push(`${t.path} loads modules through static imports that the HTML does not preload: ${extra.join(", ")}`);
    pages.push(w);
  }

  await shutdown();

  // 7. Report
  const base0 = results[0];
  const again = results.at(-1);
  if (results.length > 1 && again.path === base0.path) {
    const drift = again.reqPerSec / base0.reqPerSec - 1;
    if (Math.abs(drift) > 0.15) notes.push(`the baseline moved ${(drift * 100).toFixed(0)}% between the first and last run: differences smaller than that are noise`);
  }
  console.log(`\nLoad: autocannon, ${CONNECTIONS} connections, ${DURATION} s per target after a ${WARMUP} s warm-up; workerd via Miniflare on ${os.cpus().length} CPUs (load generator on the same machine).\n`);
  console.log(
    table(
      ["target", "path", "req/s", "p50 ms", "p99 ms", "req/s ×base", "p50 ×base", "p99 ×base", "non-2xx", "errors"],
      results.map((r) => [
        r.name,
        r.path.length > 40 ? r.path.slice(0, 37) + "..." : r.path,
        fmt(r.reqPerSec, 0),
        fmt(r.p50, 2),
        fmt(r.p99, 2),
        fmt(ratio(r.reqPerSec, base0.reqPerSec), 3),
        fmt(ratio(r.p50, base0.p50), 2),
        fmt(ratio(r.p99, base0.p99), 2),
        r.non2xx,
        r.errors + r.timeouts,
      ]),
      ["l", "l", "r", "r", "r", "r", "r", "r", "r", "r"],
    ),
  );
  console.log("\nPage weight (gzip -9, 1 KB = 1024 B; JS = modulepreload + script src + inline imports, plus their static imports and the page language's message catalog):\n");
  console.log(
    table(
      ["page", "JS files", "JS KB gz", "JS KB raw", "CSS KB gz", "CSS KB raw", "HTML KB gz"],
      pages.map((p) =>
        p.status === 200
          ? [p.page, p.js.length, kb(p.jsGzip), kb(p.jsBytes), kb(p.cssGzip), kb(p.cssBytes), kb(p.htmlGzip)]
          : [p.page, `HTTP ${p.status}`, "-", "-", "-", "-", "-"],
      ),
      ["l", "r", "r", "r", "r", "r", "r"],
    ),
  );
  if (notes.length) console.log(`\nNotes:\n${notes.map((n) => `- ${n}`).join("\n")}`);

  const json = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, loadavgAtStart: os.loadavg(), node: process.version },
    settings: { connections: CONNECTIONS, durationSec: DURATION, warmupSec: WARMUP, server: "workerd via Miniflare API (dist/app.js)", built: !NO_BUILD },
    latencyUnit: "ms (exact per-response times of 2xx responses; autocannonP50/P99 are autocannon's whole-ms histogram)",
    targets: results.map((r) => ({
      ...r,
      reqPerSecRatio: ratio(r.reqPerSec, base0.reqPerSec),
      p50Ratio: ratio(r.p50, base0.p50),
      p99Ratio: ratio(r.p99, base0.p99),
    })),
    pages,
    notes,
    totalSeconds: (Date.now() - t0) / 1000,
  };
  mkdirSync(BENCH_DIR, { recursive: true });
  writeFileSync(RESULTS, JSON.stringify(json, null, 2) + "\n");
  console.log(`\nWrote ${path.relative(ROOT, RESULTS)} (${since()} in all).`);
}

main()
  .then(() => process.exit(0))
  .catch(async (e) => {
    await shutdown();
    console.error(`\nbench: ${e instanceof SetupError ? "setup failed: " : ""}${e instanceof SetupError ? e.message : (e?.stack ?? e)}`);
    process.exit(1);
  });
