#!/usr/bin/env node
// Loads the original content pack (content/pack/) into D1 and its audio into R2, idempotently.
//
//   node scripts/content/import-pack.mjs            local D1 and R2 (.wrangler/state, or $WRANGLER_STATE)
//   node scripts/content/import-pack.mjs --remote   the deployed D1 and R2 of wrangler.toml
//
// Every row carries its pack key in the `data` JSON column (e.g. {"pack":"reading/karst-landscapes"},
// {"pack":"current/daily_life/cafe-lunch-menu"} for the current format's items under content/pack/current/)
// and is inserted only when no row has that key, so running it again changes nothing and never
// collides with content an administrator created. Audio goes to R2 under audio/pack/<file>.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const PACK = path.join(ROOT, "content", "pack");
const AUDIO_DIR = path.join(PACK, "audio");
export const AUDIO_PREFIX = "audio/pack/";

const readJsonDir = (dir) =>
  readdirSync(path.join(PACK, dir))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(PACK, dir, f), "utf8")));

/** The current format's item types stored under content/pack/current/<type>/ (ADR 0014). */
export const CURRENT_TYPES = [
  "complete_words",
  "daily_life",
  "academic_passage",
  "choose_response",
  "listen_conversation",
  "listen_announcement",
  "academic_talk",
  "build_sentence",
  "email",
  "academic_discussion",
  "listen_repeat",
  "interview",
];

export function loadPack() {
  const manifest = JSON.parse(readFileSync(path.join(AUDIO_DIR, "manifest.json"), "utf8"));
  return {
    reading: readJsonDir("reading"),
    listening: readJsonDir("listening"),
    writing: readJsonDir("writing"),
    speaking: readJsonDir("speaking"),
    blog: readJsonDir("blog"),
    current: Object.fromEntries(CURRENT_TYPES.map((type) => [type, readJsonDir(`current/${type}`)])),
    currentTests: readJsonDir("current/tests"),
    audio: manifest.items,
  };
}

// ---- SQL helpers

const q = (value) => (value === null || value === undefined ? "NULL" : `'${String(value).replace(/'/g, "''")}'`);
const json = (value) => q(JSON.stringify(value));
const byPack = (table, key) => `(SELECT id FROM ${table} WHERE json_extract(data, '$.pack') = ${q(key)})`;
const notExists = (table, key) => `WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE json_extract(data, '$.pack') = ${q(key)})`;

/** The academic-discussion block of app/domain/academic-discussion.ts (tested to round-trip). */
export function packDiscussion({ professorPost, firstStudentPost, secondStudentPost, instructions }) {
  const headers = ["Professor:", "Student 1:", "Student 2:", "Instructions:"];
  const marker = "[[academic_discussion]]";
  const escape = (line) => (headers.includes(line) || line === marker || line.startsWith("\\") ? `\\${line}` : line);
  const lines = [marker];
  [professorPost, firstStudentPost, secondStudentPost, instructions].forEach((body, i) => {
    lines.push(headers[i]);
    const text = (body ?? "").replace(/\r\n?/g, "\n").trim();
    if (text) lines.push(...text.split("\n").map(escape));
  });
  return lines.join("\n");
}

/** A transcript as plain text: one "Name: words" line per turn. */
export function transcriptText(item) {
  const names = Object.fromEntries((item.speakers ?? []).map((s) => [s.id, s.name]));
  return item.transcript.map((turn) => `${names[turn.speaker] ?? turn.speaker}: ${turn.text}`).join("\n\n");
}

function audioRow(pack, key, slug, title, item, flags) {
  const file = pack.audio.find((a) => a.slug === slug);
  if (!file) throw new Error(`no audio in the manifest for ${slug}`);
  return `INSERT INTO audios (title, url, r2_key, transcription, difficulty_level, duration, is_for_speaking, is_for_writing, kind, data)
SELECT ${q(title)}, ${q(`/media/${AUDIO_PREFIX}${file.file}`)}, ${q(AUDIO_PREFIX + file.file)}, ${q(transcriptText(item))}, ${item.difficultyLevel ?? 3}, ${Math.round(file.seconds)}, ${flags.speaking ? 1 : 0}, ${flags.writing ? 1 : 0}, ${q(item.kind ?? null)}, ${json({ pack: key })}
${notExists("audios", key)};`;
}

function passageRow(key, title, content, difficulty, flags) {
  return `INSERT INTO passages (title, content, difficulty_level, is_for_speaking, is_for_writing, data)
SELECT ${q(title)}, ${q(content)}, ${difficulty}, ${flags.speaking ? 1 : 0}, ${flags.writing ? 1 : 0}, ${json({ pack: key })}
${notExists("passages", key)};`;
}

function questionRows(parentTable, parentColumn, parentKey, type, questions) {
  return questions.map((question, i) => {
    const key = `${parentKey}#${i + 1}`;
    const prose = question.questionType === "prose_summary";
    return `INSERT INTO questions (${parentColumn}, question_text, options, correct_answer, correct_answers, question_type, explanation, type, position, data)
SELECT ${byPack(parentTable, parentKey)}, ${q(question.questionText)}, ${json(question.options)}, ${q(prose ? [...question.correctAnswers].sort().join(",") : question.correctAnswer)}, ${prose ? json(question.correctAnswers) : "NULL"}, ${q(question.questionType ?? "single")}, ${q(question.explanation)}, ${q(type)}, ${i}, ${json({ pack: key, style: question.style ?? null })}
${notExists("questions", key)};`;
  });
}

/** An academic-discussion pack file as the prompt's `question` block and its `data` fields. */
function discussionQuestion(w) {
  return packDiscussion({
    professorPost: w.professor.post,
    firstStudentPost: w.students[0].post,
    secondStudentPost: w.students[1].post,
    instructions: w.instructions,
  });
}
function discussionData(w) {
  return {
    course: w.course ?? null,
    professorName: w.professor.name,
    studentNames: w.students.map((s) => s.name),
    topicQuestion: w.question,
  };
}

/** The whole pack as SQL statements, in dependency order. */
export function buildPackSql(pack = loadPack()) {
  const out = [];
  // reading
  for (const p of pack.reading) {
    const key = `reading/${p.slug}`;
    out.push(passageRow(key, p.title, p.content, p.difficultyLevel ?? 3, {}));
    out.push(...questionRows("passages", "passage_id", key, "reading", p.questions));
  }
  // listening
  for (const l of pack.listening) {
    const key = `listening/${l.slug}`;
    out.push(audioRow(pack, key, l.slug, l.title, l, {}));
    out.push(...questionRows("audios", "audio_id", key, "listening", l.questions));
  }
  // writing
  for (const w of pack.writing) {
    const key = `writing/${w.slug}`;
    let question = w.question;
    let passage = "NULL";
    let audio = "NULL";
    const data = { pack: key, title: w.title, instructions: w.instructions ?? null };
    if (w.type === "integrated") {
      out.push(passageRow(`${key}/reading`, w.reading.title, w.reading.content, 3, { writing: true }));
      out.push(audioRow(pack, `${key}/lecture`, w.slug, w.lecture.title, { ...w.lecture, difficultyLevel: 3 }, { writing: true }));
      passage = byPack("passages", `${key}/reading`);
      audio = byPack("audios", `${key}/lecture`);
    } else if (w.type === "academic_discussion") {
      question = discussionQuestion(w);
      Object.assign(data, discussionData(w));
    }
    out.push(`INSERT INTO writing_prompts (type, question, difficulty, time_limit, related_passage_id, related_audio_id, data)
SELECT ${q(w.type)}, ${q(question)}, ${q(w.difficulty ?? "medium")}, ${w.timeLimit}, ${passage}, ${audio}, ${json(data)}
${notExists("writing_prompts", key)};`);
  }
  // speaking
  for (const s of pack.speaking) {
    const key = `speaking/${s.slug}`;
    let passage = "NULL";
    let audio = "NULL";
    if (s.passage) {
      out.push(passageRow(`${key}/passage`, s.passage.title, s.passage.content, 3, { speaking: true }));
      passage = byPack("passages", `${key}/passage`);
    }
    if (s.audio) {
      out.push(audioRow(pack, `${key}/audio`, s.slug, s.audio.title, { ...s.audio, difficultyLevel: 3 }, { speaking: true }));
      audio = byPack("audios", `${key}/audio`);
    }
    out.push(`INSERT INTO speaking_prompts (type, integrated_type, question, difficulty, preparation_time, speaking_time, related_passage_id, related_audio_id, data)
SELECT ${q(s.type)}, ${q(s.integratedType ?? null)}, ${q(s.question)}, ${q(s.difficulty ?? "medium")}, ${s.preparationTime}, ${s.speakingTime}, ${passage}, ${audio}, ${json({ pack: key, title: s.title, taskNumber: s.taskNumber ?? null, readingTime: s.readingTime ?? null })}
${notExists("speaking_prompts", key)};`);
  }
  // two full tests: 3 passages, 3 audios, 1 integrated + 1 academic discussion, 4 speaking tasks each
  const byType = (type) => pack.writing.filter((w) => w.type === type);
  const speakingByTask = [1, 2, 3, 4].map((n) => pack.speaking.filter((s) => s.taskNumber === n));
  for (const n of [0, 1]) {
    const key = `fulltest/${n + 1}`;
    const ids = (table, keys) => `json_array(${keys.map((k) => byPack(table, k)).join(", ")})`;
    const reading = pack.reading.slice(n * 3, n * 3 + 3).map((p) => `reading/${p.slug}`);
    const listening = pack.listening
      .filter((l, i) => (n === 0 ? [0, 2, 3] : [1, 4, 5]).includes(i))
      .map((l) => `listening/${l.slug}`);
    const writing = [byType("integrated")[n], byType("academic_discussion")[n]].map((w) => `writing/${w.slug}`);
    const speaking = speakingByTask.map((list) => `speaking/${list[n].slug}`);
    out.push(`INSERT INTO full_tests (title, format, reading_passage_ids, listening_audio_ids, writing_prompt_ids, speaking_prompt_ids, data)
SELECT ${q(`TOEFL iBT Practice Test ${n + 1}`)}, 'classic', ${ids("passages", reading)}, ${ids("audios", listening)}, ${ids("writing_prompts", writing)}, ${ids("speaking_prompts", speaking)}, ${json({ pack: key })}
${notExists("full_tests", key)};`);
  }
  out.push(...buildCurrentSql(pack));
  // blog posts, by slug
  for (const b of pack.blog) {
    out.push(`INSERT INTO blog_posts (title, slug, meta_description, meta_keywords, excerpt, content, author_id, is_published, published_at, tags)
SELECT ${q(b.title)}, ${q(b.slug)}, ${q(b.metaDescription)}, ${q(b.metaKeywords ?? null)}, ${q(b.excerpt)}, ${q(b.content)}, (SELECT id FROM users WHERE is_admin = 1 ORDER BY id LIMIT 1), 1, unixepoch() * 1000, ${json(b.tags ?? [])}
WHERE NOT EXISTS (SELECT 1 FROM blog_posts WHERE slug = ${q(b.slug)});`);
  }
  return out.join("\n");
}

// ---- the current format (content/pack/current/, ADR 0014): rows keyed "current/<type>/<slug>"

/** Audio slug of a current-format item in the manifest (same rule as make-audio.mjs). */
const currentAudioSlug = (type, slug) => `${type.replace(/_/g, "-")}-${slug}`;
export const currentKey = (type, slug) => `current/${type}/${slug}`;
/** Listen and Repeat sentences and interview questions are one row each: "<set slug>-<position>". */
export const lineSlug = (set, line) => `${set.slug}-${line.position}`;

function currentAudioRow(pack, key, audioSlug, { title, transcription, difficulty, kind, speaking, data }) {
  const file = pack.audio.find((a) => a.slug === audioSlug);
  if (!file) throw new Error(`no audio in the manifest for ${audioSlug}`);
  return `INSERT INTO audios (title, url, r2_key, transcription, difficulty_level, duration, is_for_speaking, is_for_writing, kind, data)
SELECT ${q(title)}, ${q(`/media/${AUDIO_PREFIX}${file.file}`)}, ${q(AUDIO_PREFIX + file.file)}, ${q(transcription)}, ${difficulty}, ${Math.max(1, Math.round(file.seconds))}, ${speaking ? 1 : 0}, 0, ${q(kind)}, ${json({ pack: key, ...data })}
${notExists("audios", key)};`;
}

function currentPassageRow(key, kind, item, data) {
  return `INSERT INTO passages (title, content, difficulty_level, is_for_speaking, is_for_writing, kind, data)
SELECT ${q(item.title)}, ${q(item.content)}, ${item.difficultyLevel ?? 3}, 0, 0, ${q(kind)}, ${json({ pack: key, ...data })}
${notExists("passages", key)};`;
}

/** Every current-format item and test as guarded INSERTs (loading twice adds nothing). */
export function buildCurrentSql(pack = loadPack()) {
  const out = [];
  const c = pack.current;
  // reading: passages by kind; Complete the Words has no question rows (its gaps are derived)
  for (const p of c.complete_words) {
    out.push(currentPassageRow(currentKey("complete_words", p.slug), "complete_words", p, { topic: p.topic ?? null }));
  }
  for (const p of c.daily_life) {
    const key = currentKey("daily_life", p.slug);
    out.push(currentPassageRow(key, "daily_life", p, { genre: p.genre }));
    out.push(...questionRows("passages", "passage_id", key, "reading", p.questions));
  }
  for (const p of c.academic_passage) {
    const key = currentKey("academic_passage", p.slug);
    out.push(currentPassageRow(key, "academic_passage", p, {}));
    out.push(...questionRows("passages", "passage_id", key, "reading", p.questions));
  }
  // listening: audios by kind, with their questions
  for (const kind of ["choose_response", "listen_conversation", "listen_announcement", "academic_talk"]) {
    for (const l of c[kind]) {
      const key = currentKey(kind, l.slug);
      out.push(currentAudioRow(pack, key, currentAudioSlug(kind, l.slug), {
        title: l.title, transcription: transcriptText(l), difficulty: l.difficultyLevel ?? 3, kind, speaking: false, data: {},
      }));
      out.push(...questionRows("audios", "audio_id", key, "listening", l.questions));
    }
  }
  // writing
  const writingRow = (key, type, question, difficulty, timeLimit, data) =>
    `INSERT INTO writing_prompts (type, question, difficulty, time_limit, related_passage_id, related_audio_id, data)
SELECT ${q(type)}, ${q(question)}, ${q(difficulty ?? "medium")}, ${timeLimit}, NULL, NULL, ${json({ pack: key, ...data })}
${notExists("writing_prompts", key)};`;
  for (const b of c.build_sentence) {
    out.push(writingRow(currentKey("build_sentence", b.slug), "build_sentence", b.question, b.difficulty, 1, {
      title: b.title, chunks: b.chunks, distractor: b.distractor, before: b.before ?? "", after: b.after,
    }));
  }
  for (const e of c.email) {
    out.push(writingRow(currentKey("email", e.slug), "email", e.question, e.difficulty, 7, {
      title: e.title, to: e.to, subject: e.subject, goals: e.goals,
    }));
  }
  for (const w of c.academic_discussion) {
    out.push(writingRow(currentKey("academic_discussion", w.slug), "academic_discussion", discussionQuestion(w), w.difficulty, w.timeLimit ?? 10, {
      title: w.title, instructions: w.instructions ?? null, ...discussionData(w),
    }));
  }
  // speaking: one prompt per sentence / question, each with its own audio
  const speakingSets = [
    ["listen_repeat", "sentences", (line) => line.window, (line) => (line.position <= 2 ? "easy" : line.position <= 5 ? "medium" : "hard")],
    ["interview", "questions", () => 45, () => "medium"],
  ];
  for (const [type, list, seconds, difficulty] of speakingSets) {
    for (const set of c[type]) {
      for (const line of set[list]) {
        const slug = lineSlug(set, line);
        const key = currentKey(type, slug);
        const title = `${set.title} (${line.position})`;
        out.push(currentAudioRow(pack, `${key}/audio`, currentAudioSlug(type, slug), {
          title, transcription: `${set.speaker.name}: ${line.text}`, difficulty: 3, kind: null, speaking: true, data: {},
        }));
        out.push(`INSERT INTO speaking_prompts (type, integrated_type, question, difficulty, preparation_time, speaking_time, related_passage_id, related_audio_id, data)
SELECT ${q(type)}, NULL, ${q(line.text)}, ${q(difficulty(line))}, 0, ${seconds(line)}, NULL, ${byPack("audios", `${key}/audio`)}, ${json({ pack: key, title, set: set.set, position: line.position })}
${notExists("speaking_prompts", key)};`);
      }
    }
  }
  // current-format full tests: the modules of full_tests.data, pack keys resolved to ids
  const tableOf = (key) => {
    const type = key.split("/")[1];
    if (["complete_words", "daily_life", "academic_passage"].includes(type)) return "passages";
    if (["choose_response", "listen_conversation", "listen_announcement", "academic_talk"].includes(type)) return "audios";
    if (["build_sentence", "email", "academic_discussion"].includes(type)) return "writing_prompts";
    return "speaking_prompts";
  };
  const ids = (keys) => `json_array(${keys.map((k) => byPack(tableOf(k), k)).join(", ")})`;
  const modules = (m) => `json_object('routing', ${ids(m.routing)}, 'easier', ${ids(m.easier)}, 'harder', ${ids(m.harder)})`;
  for (const t of pack.currentTests) {
    const key = `current/tests/${t.slug}`;
    out.push(`INSERT INTO full_tests (title, format, reading_passage_ids, listening_audio_ids, writing_prompt_ids, speaking_prompt_ids, data)
SELECT ${q(t.title)}, 'current', '[]', '[]', '[]', '[]', json_object('pack', ${q(key)}, 'reading', ${modules(t.reading)}, 'listening', ${modules(t.listening)}, 'writing', ${ids(t.writing)}, 'speaking', ${ids(t.speaking)})
${notExists("full_tests", key)};`);
  }
  return out;
}

// ---- loading

function wrangler(args, { quiet = true } = {}) {
  const result = spawnSync(path.join(ROOT, "node_modules", ".bin", "wrangler"), args, {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, CI: "1" },
  });
  if (result.status !== 0) {
    throw new Error(`wrangler ${args.slice(0, 3).join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  }
  if (!quiet) process.stdout.write(result.stdout);
  return result.stdout;
}

/** Local: D1 and R2 through Miniflare's API on the same state wrangler dev uses (fast, one process). */
async function importLocal(persistTo, log) {
  const { Miniflare } = await import("miniflare");
  const { unstable_readConfig } = await import("wrangler");
  const config = unstable_readConfig({ config: path.join(ROOT, "wrangler.toml") });
  // the same storage ids wrangler dev uses: D1 by database_id, R2 by bucket_name
  const d1 = config.d1_databases.find((d) => d.binding === "DB");
  const r2 = config.r2_buckets.find((b) => b.binding === "MEDIA");
  const mf = new Miniflare({
    defaultPersistRoot: path.join(path.resolve(ROOT, persistTo ?? ".wrangler/state"), "v3"),
    workers: [
      {
        name: config.name,
        modules: true,
        script: "export default { fetch() { return new Response('ok'); } }",
        compatibilityDate: config.compatibility_date,
        d1Databases: { DB: d1.database_id },
        r2Buckets: { MEDIA: r2.bucket_name },
      },
    ],
  });
  try {
    const db = await mf.getD1Database("DB");
    const statements = buildPackSql().split(/;\n(?=INSERT)/).map((s) => s.replace(/;\s*$/, ""));
    // one batch: all or nothing
    await db.batch(statements.map((sql) => db.prepare(sql)));
    const bucket = await mf.getR2Bucket("MEDIA");
    let uploaded = 0;
    for (const item of loadPack().audio) {
      const key = AUDIO_PREFIX + item.file;
      const head = await bucket.head(key);
      if (head && head.size === item.bytes) continue;
      await bucket.put(key, new Uint8Array(readFileSync(path.join(AUDIO_DIR, item.file))), {
        httpMetadata: { contentType: "audio/ogg" },
      });
      uploaded += 1;
    }
    log(`Content pack loaded into local D1 and R2 (${uploaded} audio files uploaded).`);
  } finally {
    await mf.dispose();
  }
}

/** Remote: wrangler's CLI against the deployed D1 and R2 named in wrangler.toml. */
function importRemote(log) {
  const dir = mkdtempSync(path.join(tmpdir(), "toefl-pack-"));
  try {
    const file = path.join(dir, "pack.sql");
    writeFileSync(file, buildPackSql());
    wrangler(["d1", "execute", "DB", "--remote", "--file", file]);
    const bucket = readFileSync(path.join(ROOT, "wrangler.toml"), "utf8").match(/bucket_name\s*=\s*"([^"]+)"/)[1];
    for (const item of loadPack().audio) {
      wrangler(["r2", "object", "put", `${bucket}/${AUDIO_PREFIX}${item.file}`, "--remote", "--file", path.join(AUDIO_DIR, item.file), "--content-type", "audio/ogg"]);
    }
    log("Content pack loaded into the deployed D1 and R2.");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function importPack({ remote = false, persistTo = process.env.WRANGLER_STATE, log = console.log } = {}) {
  if (remote) importRemote(log);
  else await importLocal(persistTo, log);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  importPack({ remote: process.argv.includes("--remote") }).catch((error) => {
    console.error(error.stack ?? error);
    process.exit(1);
  });
}
