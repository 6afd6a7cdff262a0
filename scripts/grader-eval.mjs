#!/usr/bin/env node
// `npm run grader:eval`: measures the built-in essay grader against human scores (ASAP 2.0 subset in
// ../shared/data/essays/asap2-subset.csv, see its SOURCE.md) and prints quadratic weighted kappa,
// Pearson r, exact and adjacent agreement, overall and per prompt cluster, on a calibration part and a
// held-out part. It bundles app/domain/grading/builtin.ts with esbuild and runs that exact code, the
// same module the Worker runs.
//
//   npm run grader:eval                    report the grader as shipped (weights in weights.ts)
//   npm run grader:eval -- --calibrate     refit the weights on the calibration part, write weights.ts, report
//
// Method and figures: docs/grader-calibration.md. The essays are never copied into the repository.
import { build } from "esbuild";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DATA = path.resolve(ROOT, "../shared/data/essays/asap2-subset.csv");
const WEIGHTS_FILE = path.join(ROOT, "app/domain/grading/weights.ts");
const calibrate = process.argv.includes("--calibrate");

if (!existsSync(DATA)) {
  console.log(`grader:eval skipped: ${path.relative(ROOT, DATA)} is not on this machine (see docs/grader-calibration.md).`);
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------
// The grader, bundled from the Worker's own TypeScript

async function loadGrader() {
  const dir = mkdtempSync(path.join(tmpdir(), "grader-eval-"));
  const outfile = path.join(dir, "grader.mjs");
  await build({
    stdin: {
      contents: `export { scoreEssay, linearScore, rubricLimits, limitedScore } from "./app/domain/grading/builtin.ts";
                 export { MODEL_FEATURES } from "./app/domain/grading/features.ts";
                 export { toHalfPoints } from "./app/domain/grading/grader.ts";
                 export { ESSAY_MODEL } from "./app/domain/grading/weights.ts";`,
      resolveDir: ROOT,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "node",
    outfile,
    logLevel: "warning",
  });
  const mod = await import(pathToFileURL(outfile).href);
  rmSync(dir, { recursive: true, force: true });
  return mod;
}

// ---------------------------------------------------------------------------------------------
// Data

/** RFC 4180 CSV (quoted fields with "" escapes and line breaks). */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows;
  return body.filter((r) => r.length === header.length).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

/** Short restatements of the ASAP 2.0 assignments, used as each cluster's prompt for the relevance measure. */
const PROMPTS = {
  face_on_mars_evidence:
    "You have read the article about the Face on Mars. As a NASA scientist, use evidence from the article to convince someone who thinks aliens created the Face that it is a natural landform.",
  emotion_recognition_schools:
    "The article describes the Facial Action Coding System, a technology that lets computers read human emotions from facial expressions. Argue whether using this technology to read students' emotional expressions in a classroom is valuable.",
  seagoing_cowboys_program:
    "You have read the article about Luke, who joined the Seagoing Cowboys program after World War II and cared for animals shipped overseas. From Luke's point of view, convince others to participate in the Seagoing Cowboys program.",
  driverless_cars_policy:
    "The article presents positive and negative aspects of driverless cars. Argue for or against the development of driverless cars.",
  venus_exploration_worthiness:
    "The author suggests that studying Venus is a worthy pursuit despite the dangers it presents. Evaluate how well the author supports this idea about exploring Venus.",
  electoral_college_debate:
    "Write a letter to your state senator arguing for keeping the Electoral College or for electing the president by popular vote.",
  car_free_cities: "Explain the advantages of limiting car usage in cities, using the articles about car-free communities.",
};

/**
 * ASAP's essays are longer than TOEFL answers (median words by human score: 1: 227, 2: 224, 3: 313,
 * 4: 436, 5: 569, 6: 748). Length enters the model only relative to the task's target, and a TOEFL
 * target is the length at which the top bands become reachable; for ASAP that is taken as 500 words,
 * between the medians of scores 4 and 5.
 */
const ASAP_LENGTH_TARGET = 500;

/** The three prompts with nearly all their essays; the four others (20 essays each) are reported together. */
const MAIN_CLUSTERS = ["face_on_mars_evidence", "emotion_recognition_schools", "seagoing_cowboys_program"];

/** The human 1-6 holistic score on the grader's 0-5 scale: 1-5 unchanged, 6 -> 5 (both are the top band). */
const mapHuman = (s) => Math.min(Number(s), 5);

/** Deterministic split by essay id (FNV-1a): 70% calibration, 30% held out. */
function isHeldOut(id) {
  let h = 0x811c9dc5;
  for (const ch of id) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 10 >= 7;
}

// ---------------------------------------------------------------------------------------------
// Agreement statistics

/** Integer band of a half-point score (x.5 rounds up), for kappa and agreement. */
const band = (score) => Math.floor(score + 0.5);

function qwk(a, b, min = 0, max = 5) {
  const n = max - min + 1;
  const O = Array.from({ length: n }, () => new Array(n).fill(0));
  for (let i = 0; i < a.length; i++) O[a[i] - min][b[i] - min]++;
  const ha = new Array(n).fill(0);
  const hb = new Array(n).fill(0);
  for (let i = 0; i < a.length; i++) {
    ha[a[i] - min]++;
    hb[b[i] - min]++;
  }
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const w = ((i - j) * (i - j)) / ((n - 1) * (n - 1));
      num += w * O[i][j];
      den += (w * ha[i] * hb[j]) / a.length;
    }
  return den === 0 ? 1 : 1 - num / den;
}

function pearson(x, y) {
  const n = x.length;
  const mx = x.reduce((s, v) => s + v, 0) / n;
  const my = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

function agreement(rows) {
  const human = rows.map((r) => r.human);
  const predicted = rows.map((r) => band(r.score));
  return {
    n: rows.length,
    qwk: qwk(human, predicted),
    r: pearson(
      rows.map((r) => r.score),
      human,
    ),
    exact: rows.filter((r, i) => predicted[i] === r.human).length / rows.length,
    adjacent: rows.filter((r, i) => Math.abs(predicted[i] - r.human) <= 1).length / rows.length,
    meanHuman: human.reduce((s, v) => s + v, 0) / rows.length,
    meanGrader: rows.reduce((s, r) => s + r.score, 0) / rows.length,
  };
}

// ---------------------------------------------------------------------------------------------
// Calibration: ridge regression of the mapped human score on the feature vector (least squares on the
// calibration part), then the five band boundaries of the score scale, moved one at a time (coordinate
// ascent) to the values that give the best kappa on the calibration part: least squares shrinks
// predictions toward the mean, which kappa penalises.

function solve(A, b) {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r][c]) > Math.abs(M[p][c])) p = r;
    [M[c], M[p]] = [M[p], M[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = M[r][c] / M[c][c];
      for (let k = c; k <= n; k++) M[r][k] -= f * M[c][k];
    }
  }
  return M.map((row, i) => row[n] / row[i]);
}

/**
 * The sign each weight must have, from the rubric: more of a good thing never lowers a score, more
 * errors never raise it. Sentence length is left free (both very short and very long sentences are weak).
 */
const SIGNS = { mechanics: -1, capitalisation: -1, sentenceLength: 0 };

/** Ridge regression with the rubric's signs: a weight fitted with the wrong sign is fixed at 0 and the rest refitted. */
function fit(rows, names, lambda = 2) {
  let active = [...names];
  for (;;) {
    const model = fitRidge(rows, active, lambda);
    const wrong = active.filter((n) => (SIGNS[n] ?? 1) * model.weights[n] < 0);
    if (wrong.length === 0) {
      for (const n of names) model.weights[n] ??= 0;
      return { intercept: model.intercept, weights: Object.fromEntries(names.map((n) => [n, model.weights[n]])) };
    }
    // drop the most wrong one and refit
    wrong.sort((a, b) => Math.abs(model.weights[b]) - Math.abs(model.weights[a]));
    active = active.filter((n) => n !== wrong[0]);
  }
}

function fitRidge(rows, names, lambda) {
  const X = rows.map((r) => [1, ...names.map((n) => r.vector[n])]);
  const y = rows.map((r) => r.human);
  const k = names.length + 1;
  const A = Array.from({ length: k }, () => new Array(k).fill(0));
  const b = new Array(k).fill(0);
  for (let i = 0; i < X.length; i++)
    for (let p = 0; p < k; p++) {
      b[p] += X[i][p] * y[i];
      for (let q = 0; q < k; q++) A[p][q] += X[i][p] * X[i][q];
    }
  for (let p = 1; p < k; p++) A[p][p] += lambda;
  const w = solve(A, b);
  return { intercept: round4(w[0]), weights: Object.fromEntries(names.map((n, i) => [n, round4(w[i + 1])])) };
}

function fitBands(rows, model) {
  let bands = [0.5, 1.5, 2.5, 3.5, 4.5];
  const kappa = (b) => agreement(rows.map((r) => ({ ...r, score: rescore(r, { ...model, bands: b }) }))).qwk;
  let best = kappa(bands);
  for (let round = 0; round < 4; round++) {
    for (let i = 0; i < bands.length; i++) {
      let chosen = bands;
      for (let delta = -0.6; delta <= 0.6001; delta += 0.02) {
        const next = bands.map((b, j) => (j === i ? round4(b + delta) : b));
        if (next.some((b, j) => j > 0 && b <= next[j - 1])) continue;
        const q = kappa(next);
        if (q > best + 1e-9) {
          best = q;
          chosen = next;
        }
      }
      bands = chosen;
    }
  }
  return { bands, qwk: best };
}

const round4 = (v) => Math.round(v * 10000) / 10000;

function writeWeights(model, names) {
  const lines = names.map((n) => `    ${n}: ${round4(model.weights[n])},`).join("\n");
  const bands = model.bands.map(round4).join(", ");
  writeFileSync(
    WEIGHTS_FILE,
    `// Generated by \`npm run grader:eval -- --calibrate\`: see docs/grader-calibration.md. Do not edit by hand.
import type { ModelFeature } from "./features";

export const ESSAY_MODEL: { intercept: number; weights: Record<ModelFeature, number>; bands: readonly number[] } = {
  intercept: ${round4(model.intercept)},
  weights: {
${lines}
  },
  bands: [${bands}],
};
`,
  );
}

// ---------------------------------------------------------------------------------------------

const grader = await loadGrader();
const essays = parseCsv(readFileSync(DATA, "utf8"));
const started = Date.now();
const scored = essays.map((e) => {
  const context = { taskType: "independent", prompt: PROMPTS[e.cluster_name] ?? "", lengthTarget: ASAP_LENGTH_TARGET };
  const result = grader.scoreEssay(e.full_text, context);
  return {
    id: e.essay_id,
    cluster: !e.cluster_name ? "(unlabelled)" : MAIN_CLUSTERS.includes(e.cluster_name) ? e.cluster_name : "(four other prompts)",
    human: mapHuman(e.score),
    heldOut: isHeldOut(e.essay_id),
    essay: e.full_text,
    context,
    vector: result.vector,
    rubric: grader.rubricLimits(result.features),
    score: result.score,
    limits: result.limits,
  };
});
const seconds = (Date.now() - started) / 1000;

/** The grader's own score with another model: the same limits, applied by the grader's functions. */
const rescore = (r, m) => grader.toHalfPoints(grader.limitedScore(grader.linearScore(r.vector, m), r.rubric), r.rubric.cap);

let model = grader.ESSAY_MODEL;
if (calibrate) {
  const train = scored.filter((r) => !r.heldOut);
  const linear = fit(train, grader.MODEL_FEATURES);
  const { bands, qwk: trainQwk } = fitBands(train, linear);
  model = { ...linear, bands };
  writeWeights(model, grader.MODEL_FEATURES);
  console.log(
    `Calibrated on ${train.length} essays (ridge lambda 2 with the rubric's signs; band boundaries for kappa ${trainQwk.toFixed(3)}); wrote ${path.relative(ROOT, WEIGHTS_FILE)}.`,
  );
  for (const r of scored) r.score = rescore(r, model);
}

const pct = (v) => `${(v * 100).toFixed(1)}%`;
function report(title, rows) {
  const clusters = [...new Set(rows.map((r) => r.cluster))].sort();
  console.log(`\n${title}`);
  console.log("  part                              n     QWK   Pearson r   exact   adjacent   mean human   mean grader");
  const line = (name, a) =>
    console.log(
      `  ${name.padEnd(30)} ${String(a.n).padStart(5)}   ${a.qwk.toFixed(3)}   ${a.r.toFixed(3).padStart(9)}   ${pct(a.exact).padStart(5)}   ${pct(a.adjacent).padStart(8)}   ${a.meanHuman.toFixed(2).padStart(10)}   ${a.meanGrader.toFixed(2).padStart(11)}`,
    );
  line("all", agreement(rows));
  for (const c of clusters) {
    const part = rows.filter((r) => r.cluster === c);
    if (part.length >= 20) line(c, agreement(part));
  }
}

console.log(`Built-in essay grader vs. human scores (ASAP 2.0 subset, ${essays.length} essays, graded in ${seconds.toFixed(1)} s)`);
console.log("Human 1-6 mapped to 0-5 as 1->1, 2->2, 3->3, 4->4, 5->5, 6->5; grader half points rounded to whole bands (x.5 up) for kappa and agreement.");
console.log("Weights:", JSON.stringify(model));
report("Held-out part (30%, essay-id hash; never used for calibration)", scored.filter((r) => r.heldOut));
report("Calibration part (70%)", scored.filter((r) => !r.heldOut));
const limited = scored.filter((r) => r.limits.length > 0);
console.log(`\nRubric limits applied to ${limited.length} essays: ${JSON.stringify(Object.fromEntries([...new Set(limited.flatMap((r) => r.limits))].map((l) => [l, limited.filter((r) => r.limits.includes(l)).length])))}`);
