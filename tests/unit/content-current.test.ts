import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkQuestion } from "~/domain/questions";
import { LISTEN_REPEAT_WINDOWS } from "~/domain/tasks/registry";
// @ts-ignore - plain .mjs module
import { buildCurrentSql, buildPackSql, loadPack } from "../../scripts/content/import-pack.mjs";
// @ts-ignore - plain .mjs module
import { collectCurrentScripts } from "../../scripts/content/make-audio.mjs";

// The current-format part of the content pack (content/pack/current/, ADR 0014): items of every
// task type, their synthesised audio, one complete current-format full test, and its import.

const PACK = path.resolve(__dirname, "../../content/pack");
const CURRENT = path.join(PACK, "current");
const AUDIO = path.join(PACK, "audio");
const MAX_AUDIO_BYTES = 15 * 1024 * 1024;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const GENRES = ["notice", "menu", "email", "chat", "schedule", "invoice", "form", "advert", "text_message"];

type Question = { questionText: string; options: string[]; correctAnswer: string; explanation: string; style: string };
type Speaker = { id: string; name: string; role: string; voice: string };
type Turn = { speaker: string; text: string };
type Passage = { title: string; slug: string; difficultyLevel: number; content: string; genre?: string; questions?: Question[] };
type Listening = { title: string; slug: string; difficultyLevel: number; speakers: Speaker[]; transcript: Turn[]; questions: Question[] };
type BuildSentence = { title: string; slug: string; difficulty: string; question: string; before: string; chunks: string[]; after: string; distractor: string };
type Email = { title: string; slug: string; difficulty: string; timeLimit: number; question: string; to: string; subject: string; goals: string[] };
type Discussion = {
  title: string;
  slug: string;
  type: string;
  timeLimit: number;
  course: string;
  instructions: string;
  question: string;
  professor: { name: string; post: string };
  students: { name: string; post: string }[];
};
type Line = { position: number; text: string; window?: number };
type SpeakingSet = { title: string; slug: string; set: string; speaker: Speaker; sentences?: Line[]; questions?: Line[] };
type Modules = { routing: string[]; easier: string[]; harder: string[] };
type CurrentTest = { title: string; slug: string; reading: Modules; listening: Modules; writing: string[]; speaking: string[] };
type ManifestItem = { slug: string; file: string; source: string; seconds: number; bytes: number; sha256: string };

function load<T>(type: string): (T & { file: string })[] {
  const dir = path.join(CURRENT, type);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({ ...(JSON.parse(readFileSync(path.join(dir, name), "utf8")) as T), file: `current/${type}/${name}` }));
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const nonEmpty = (s: unknown) => typeof s === "string" && s.trim().length > 0;
const transcriptWords = (item: Listening) => words(item.transcript.map((t) => t.text).join(" "));

const completeWords = load<Passage>("complete_words");
const dailyLife = load<Passage>("daily_life");
const academicPassages = load<Passage>("academic_passage");
const chooseResponse = load<Listening>("choose_response");
const conversations = load<Listening>("listen_conversation");
const announcements = load<Listening>("listen_announcement");
const talks = load<Listening>("academic_talk");
const buildSentence = load<BuildSentence>("build_sentence");
const emails = load<Email>("email");
const discussions = load<Discussion>("academic_discussion");
const listenRepeat = load<SpeakingSet>("listen_repeat");
const interviews = load<SpeakingSet>("interview");
const tests = load<CurrentTest>("tests");
const manifest = JSON.parse(readFileSync(path.join(AUDIO, "manifest.json"), "utf8")) as { totalBytes: number; items: ManifestItem[] };

function expectValidQuestions(questions: Question[], where: string, section: "reading" | "listening") {
  for (const [i, q] of questions.entries()) {
    const at = `${where} question ${i + 1}`;
    expect(nonEmpty(q.questionText), at).toBe(true);
    expect(q.options, at).toHaveLength(4);
    expect(q.options.every(nonEmpty), `${at}: options are non-empty`).toBe(true);
    expect(new Set(q.options.map((o) => o.trim().toLowerCase())).size, `${at}: options are distinct`).toBe(4);
    expect(["A", "B", "C", "D"], `${at}: answer letter`).toContain(q.correctAnswer);
    expect(nonEmpty(q.explanation), `${at}: explanation`).toBe(true);
    expect(nonEmpty(q.style), `${at}: style`).toBe(true);
    expect(checkQuestion(section, { questionType: "single", options: q.options, correctAnswer: q.correctAnswer }).ok, at).toBe(true);
  }
}

describe("current-format items", () => {
  it("are exactly the planned number of each task type, with distinct slugs named after their files", () => {
    const counts = {
      complete_words: completeWords.length,
      daily_life: dailyLife.length,
      academic_passage: academicPassages.length,
      choose_response: chooseResponse.length,
      listen_conversation: conversations.length,
      listen_announcement: announcements.length,
      academic_talk: talks.length,
      build_sentence: buildSentence.length,
      email: emails.length,
      academic_discussion: discussions.length,
      listen_repeat: listenRepeat.reduce((n, s) => n + s.sentences!.length, 0),
      interview: interviews.reduce((n, s) => n + s.questions!.length, 0),
    };
    expect(counts).toEqual({
      complete_words: 30,
      daily_life: 15,
      academic_passage: 10,
      choose_response: 25,
      listen_conversation: 8,
      listen_announcement: 8,
      academic_talk: 8,
      build_sentence: 30,
      email: 6,
      academic_discussion: 4,
      listen_repeat: 21,
      interview: 12,
    });
    const all = [completeWords, dailyLife, academicPassages, chooseResponse, conversations, announcements, talks, buildSentence, emails, discussions, listenRepeat, interviews];
    for (const list of all) {
      for (const item of list) {
        expect(item.slug, item.file).toMatch(SLUG);
        expect(item.file.endsWith(`/${item.slug}.json`), item.file).toBe(true);
        expect(nonEmpty(item.title), item.file).toBe(true);
      }
    }
    // the new discussions do not reuse the previous pack's slugs
    const old = readdirSync(path.join(PACK, "writing")).map((f) => f.replace(/\.json$/, ""));
    for (const d of discussions) expect(old).not.toContain(d.slug);
  });

  it("Complete the Words paragraphs have 70-100 words, an intact first sentence, and ordinary words where the gaps fall", () => {
    for (const p of completeWords) {
      const count = words(p.content);
      expect(count, `${p.file}: ${count} words`).toBeGreaterThanOrEqual(70);
      expect(count, `${p.file}: ${count} words`).toBeLessThanOrEqual(100);
      const match = p.content.match(/^(.*?[.!?])\s+(.*)$/s);
      expect(match, `${p.file}: has a first sentence and more`).not.toBeNull();
      const rest = match![2].split(/\s+/).filter(Boolean);
      expect(rest.length, `${p.file}: words after the first sentence`).toBeGreaterThanOrEqual(24);
      // whichever word the rule starts from, the first ten gapped words are plain words of 2+ letters
      for (const parity of [0, 1]) {
        const gapped = rest.filter((_, i) => i % 2 === parity).slice(0, 10);
        expect(gapped, p.file).toHaveLength(10);
        for (const w of gapped) expect(w.replace(/[.,;:!?"()]+$/, ""), `${p.file}: "${w}"`).toMatch(/^[A-Za-z]{2,}$/);
      }
    }
  });

  it("Daily Life texts have 15-150 words, a genre, and 2 or 3 questions (at least five of each)", () => {
    for (const p of dailyLife) {
      const count = words(p.content);
      expect(count, p.file).toBeGreaterThanOrEqual(15);
      expect(count, p.file).toBeLessThanOrEqual(150);
      expect(GENRES, p.file).toContain(p.genre);
      expect([2, 3], p.file).toContain(p.questions!.length);
      expectValidQuestions(p.questions!, p.file, "reading");
    }
    expect(dailyLife.filter((p) => p.questions!.length === 2).length).toBeGreaterThanOrEqual(5);
    expect(dailyLife.filter((p) => p.questions!.length === 3).length).toBeGreaterThanOrEqual(5);
    expect(new Set(dailyLife.map((p) => p.genre)).size).toBeGreaterThanOrEqual(6);
  });

  it("academic passages have 180-230 words and five questions: vocabulary, detail, inference, purpose, main idea", () => {
    for (const p of academicPassages) {
      const count = words(p.content);
      expect(count, p.file).toBeGreaterThanOrEqual(180);
      expect(count, p.file).toBeLessThanOrEqual(230);
      expect(p.questions!.map((q) => q.style).sort(), p.file).toEqual(["detail", "inference", "main-idea", "purpose", "vocabulary"]);
      expectValidQuestions(p.questions!, p.file, "reading");
    }
  });

  it("listening items have the right speakers, lengths and number of questions", () => {
    const rules: [Listening & { file: string }, number, number, number, number][] = [
      ...chooseResponse.map((l) => [l, 1, 1, 30, 1] as [typeof l, number, number, number, number]),
      ...conversations.map((l) => [l, 2, 120, 200, 2] as [typeof l, number, number, number, number]),
      ...announcements.map((l) => [l, 1, 80, 150, 2] as [typeof l, number, number, number, number]),
      ...talks.map((l) => [l, 1, 175, 250, 4] as [typeof l, number, number, number, number]),
    ];
    for (const [item, speakers, min, max, questions] of rules) {
      expect(item.speakers, item.file).toHaveLength(speakers);
      const ids = item.speakers.map((s) => s.id);
      for (const turn of item.transcript) expect(ids, item.file).toContain(turn.speaker);
      for (const s of item.speakers) expect(item.transcript.some((t) => t.speaker === s.id), `${item.file}: ${s.id} speaks`).toBe(true);
      expect(new Set(item.speakers.map((s) => s.voice)).size, `${item.file}: a voice per speaker`).toBe(speakers);
      const count = transcriptWords(item);
      expect(count, `${item.file}: ${count} words`).toBeGreaterThanOrEqual(min);
      expect(count, `${item.file}: ${count} words`).toBeLessThanOrEqual(max);
      expect(item.questions, item.file).toHaveLength(questions);
      expectValidQuestions(item.questions, item.file, "listening");
    }
    for (const item of chooseResponse) expect(item.transcript, item.file).toHaveLength(1);
  });

  it("audio uses several voices of both accents, male and female", () => {
    const voices = [...chooseResponse, ...conversations, ...announcements, ...talks]
      .flatMap((l) => l.speakers.map((s) => s.voice))
      .concat([...listenRepeat, ...interviews].map((s) => s.speaker.voice));
    for (const v of voices) expect(v).toMatch(/^en-(us|gb)\+[mf][0-9]$/);
    expect(new Set(voices).size).toBeGreaterThanOrEqual(8);
    for (const accent of ["en-us", "en-gb"]) {
      for (const gender of ["m", "f"]) expect(voices.some((v) => v.startsWith(`${accent}+${gender}`)), `${accent} ${gender}`).toBe(true);
    }
  });

  it("Build a Sentence items: 3-7 distinct chunks, a distractor that is not one of them, closing punctuation", () => {
    for (const b of buildSentence) {
      expect(nonEmpty(b.question), b.file).toBe(true);
      expect(b.chunks.length, b.file).toBeGreaterThanOrEqual(3);
      expect(b.chunks.length, b.file).toBeLessThanOrEqual(7);
      expect(b.chunks.every(nonEmpty), b.file).toBe(true);
      const norm = (s: string) => s.trim().toLowerCase();
      expect(new Set(b.chunks.map(norm)).size, `${b.file}: no two chunks alike`).toBe(b.chunks.length);
      expect(nonEmpty(b.distractor), b.file).toBe(true);
      expect(b.chunks.map(norm), `${b.file}: distractor is left over`).not.toContain(norm(b.distractor));
      expect(typeof b.before, b.file).toBe("string");
      expect([".", "?", "!"], b.file).toContain(b.after);
      expect(["easy", "medium", "hard"], b.file).toContain(b.difficulty);
    }
  });

  it("emails have a situation, a recipient, a subject and three goals; discussions have a professor and two students", () => {
    for (const e of emails) {
      expect(e.timeLimit, e.file).toBe(7);
      expect(nonEmpty(e.question) && nonEmpty(e.to) && nonEmpty(e.subject), e.file).toBe(true);
      expect(e.goals, e.file).toHaveLength(3);
      expect(e.goals.every(nonEmpty), e.file).toBe(true);
    }
    for (const d of discussions) {
      expect(d.type, d.file).toBe("academic_discussion");
      expect(d.timeLimit, d.file).toBe(10);
      expect(nonEmpty(d.course) && nonEmpty(d.professor.name) && nonEmpty(d.professor.post) && nonEmpty(d.question), d.file).toBe(true);
      expect(d.students, d.file).toHaveLength(2);
      expect(d.students[0].name).not.toBe(d.students[1].name);
      expect(d.instructions).toContain("at least 100 words");
    }
  });

  it("Listen and Repeat: three sets of seven sentences growing in length, with the windows 8, 8, 10, 10, 10, 12, 12", () => {
    expect(listenRepeat).toHaveLength(3);
    for (const set of listenRepeat) {
      expect(nonEmpty(set.set), set.file).toBe(true);
      const sentences = set.sentences!;
      expect(sentences.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(sentences.map((s) => s.window)).toEqual([...LISTEN_REPEAT_WINDOWS]);
      const lengths = sentences.map((s) => words(s.text));
      for (let i = 1; i < lengths.length; i++) expect(lengths[i], `${set.file}: sentence ${i + 1}`).toBeGreaterThanOrEqual(lengths[i - 1]);
      expect(lengths[0], set.file).toBeGreaterThanOrEqual(5);
      expect(lengths[0], set.file).toBeLessThanOrEqual(8);
      expect(lengths[6], set.file).toBeGreaterThanOrEqual(13);
      expect(lengths[6], set.file).toBeLessThanOrEqual(17);
    }
  });

  it("interviews: three topics of four questions each", () => {
    expect(interviews).toHaveLength(3);
    for (const set of interviews) {
      expect(nonEmpty(set.set), set.file).toBe(true);
      expect(set.questions!.map((q) => q.position)).toEqual([1, 2, 3, 4]);
      for (const q of set.questions!) expect(q.text.trim().endsWith("?") || q.text.includes("?"), set.file).toBe(true);
    }
  });
});

describe("current-format audio", () => {
  const scripts = collectCurrentScripts() as { slug: string; source: string }[];

  it("every listening item, sentence and interview question has its audio in the manifest, file and hash matching", () => {
    expect(scripts).toHaveLength(25 + 8 + 8 + 8 + 21 + 12);
    for (const { slug, source } of scripts) {
      const entry = manifest.items.find((i) => i.slug === slug);
      expect(entry, `${slug} has audio in the manifest`).toBeDefined();
      expect(entry!.source).toBe(source);
      const audioPath = path.join(AUDIO, entry!.file);
      expect(existsSync(audioPath), `${entry!.file} exists`).toBe(true);
      const bytes = readFileSync(audioPath);
      expect(bytes.length).toBe(entry!.bytes);
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(entry!.sha256);
      expect(bytes.subarray(28, 36).toString("ascii"), `${entry!.file} holds Opus`).toBe("OpusHead");
    }
  });

  it("durations suit each type: short lines, one-minute conversations, longer talks", () => {
    const seconds = (slug: string) => manifest.items.find((i) => i.slug === slug)!.seconds;
    for (const { slug } of scripts) {
      const s = seconds(slug);
      if (slug.startsWith("choose-response-") || slug.startsWith("listen-repeat-")) expect(s, slug).toBeLessThanOrEqual(12);
      else if (slug.startsWith("interview-")) expect(s, slug).toBeLessThanOrEqual(20);
      else if (slug.startsWith("academic-talk-")) expect(s, slug).toBeGreaterThanOrEqual(60);
      expect(s, slug).toBeGreaterThan(1);
      expect(s, slug).toBeLessThanOrEqual(120);
    }
  });

  it("all committed audio stays under 15 MB", () => {
    expect(manifest.totalBytes).toBeLessThan(MAX_AUDIO_BYTES);
  });
});

describe("the current-format practice test", () => {
  const pack = loadPack() as { current: Record<string, Array<{ slug: string; questions?: unknown[] }>> };
  const byKey = new Map<string, { type: string; questions: number }>();
  for (const [type, items] of Object.entries(pack.current)) {
    for (const item of items as Array<{ slug: string; questions?: unknown[]; sentences?: { position: number }[] }>) {
      if (type === "listen_repeat" || type === "interview") {
        const lines = (type === "listen_repeat" ? item.sentences : (item.questions as { position: number }[]))!;
        for (const line of lines) byKey.set(`current/${type}/${item.slug}-${line.position}`, { type, questions: 1 });
      } else {
        byKey.set(`current/${type}/${item.slug}`, { type, questions: type === "complete_words" ? 10 : (item.questions?.length ?? 1) });
      }
    }
  }
  const tally = (keys: string[]) => {
    const out: Record<string, { items: number; questions: number }> = {};
    for (const key of keys) {
      const item = byKey.get(key);
      expect(item, `${key} exists in the pack`).toBeDefined();
      out[item!.type] ??= { items: 0, questions: 0 };
      out[item!.type].items += 1;
      out[item!.type].questions += item!.questions;
    }
    return out;
  };

  it("the pack holds one current-format test, titled and complete", () => {
    expect(tests).toHaveLength(1);
    expect(tests[0].title).toBe("Current-format Practice Test 1");
  });

  it.each(tests.map((t) => [t.slug, t] as const))("%s has the module counts of the current test", (_, t) => {
    const r = { routing: tally(t.reading.routing), easier: tally(t.reading.easier), harder: tally(t.reading.harder) };
    expect(r.routing.complete_words.items).toBe(1);
    expect(r.routing.daily_life.questions).toBe(5);
    expect(r.routing.academic_passage.items).toBe(1);
    expect(Object.keys(r.routing).sort()).toEqual(["academic_passage", "complete_words", "daily_life"]);
    expect(r.easier.complete_words.items).toBe(1);
    expect(r.easier.daily_life.questions).toBe(5);
    expect(Object.keys(r.easier).sort()).toEqual(["complete_words", "daily_life"]);
    expect(r.harder.complete_words.items).toBe(1);
    expect(r.harder.academic_passage.items).toBe(1);
    expect(Object.keys(r.harder).sort()).toEqual(["academic_passage", "complete_words"]);
    // scored items: 20 in the routing module, 15 in either second module
    const scored = (m: Record<string, { questions: number }>) => Object.values(m).reduce((n, x) => n + x.questions, 0);
    expect([scored(r.routing), scored(r.easier), scored(r.harder)]).toEqual([20, 15, 15]);

    const l = { routing: tally(t.listening.routing), easier: tally(t.listening.easier), harder: tally(t.listening.harder) };
    const items = (m: Record<string, { items: number }>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v.items]));
    expect(items(l.routing)).toEqual({ choose_response: 8, listen_conversation: 2, listen_announcement: 2, academic_talk: 1 });
    expect(items(l.easier)).toEqual({ choose_response: 7, listen_conversation: 2, listen_announcement: 2 });
    expect(items(l.harder)).toEqual({ choose_response: 3, listen_conversation: 2, academic_talk: 2 });
    expect([scored(l.routing), scored(l.easier), scored(l.harder)]).toEqual([20, 15, 15]);

    const w = t.writing.map((k) => byKey.get(k)?.type);
    expect(w).toEqual([...Array(10).fill("build_sentence"), "email", "academic_discussion"]);
    const s = t.speaking.map((k) => byKey.get(k)?.type);
    expect(s).toEqual([...Array(7).fill("listen_repeat"), ...Array(4).fill("interview")]);
    // the seven sentences of one set in order, the four questions of one interview in order
    const lr = t.speaking.slice(0, 7);
    expect(lr.map((k) => Number(k.split("-").pop()))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(lr.map((k) => k.replace(/-\d+$/, ""))).size).toBe(1);
    const iv = t.speaking.slice(7);
    expect(iv.map((k) => Number(k.split("-").pop()))).toEqual([1, 2, 3, 4]);
    expect(new Set(iv.map((k) => k.replace(/-\d+$/, ""))).size).toBe(1);

    // no item twice, and every type keeps items outside the test for practice
    const all = [...t.reading.routing, ...t.reading.easier, ...t.reading.harder, ...t.listening.routing, ...t.listening.easier, ...t.listening.harder, ...t.writing, ...t.speaking];
    expect(new Set(all).size).toBe(all.length);
    for (const type of Object.keys(pack.current)) {
      const total = [...byKey.values()].filter((x) => x.type === type).length;
      const used = all.filter((k) => byKey.get(k)!.type === type).length;
      expect(used, `${type}: items left for practice`).toBeLessThan(total);
    }
  });
});

describe("importing the current-format pack", () => {
  it("every statement is an insert guarded by its pack key", () => {
    const statements: string[] = buildCurrentSql();
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements) {
      expect(s).toMatch(/^INSERT INTO /);
      expect(s).toMatch(/WHERE NOT EXISTS \(SELECT 1 FROM \w+ WHERE json_extract\(data, '\$\.pack'\) = 'current\//);
    }
    const sql: string = buildPackSql();
    expect(sql.match(/INSERT INTO full_tests/g)?.length).toBe(3);
    expect(sql.match(/'current', '\[\]'/g)?.length).toBe(1);
  });

  it("loads into a fresh database, and loading it again changes nothing", async () => {
    const { Miniflare } = await import("miniflare");
    const mf = new Miniflare({
      modules: true,
      script: "export default { fetch() { return new Response('ok'); } }",
      compatibilityDate: "2024-09-23",
      d1Databases: { DB: "content-current-test" },
    });
    try {
      const db = await mf.getD1Database("DB");
      const migrations = path.resolve(__dirname, "../../migrations");
      for (const file of readdirSync(migrations).filter((f) => f.endsWith(".sql")).sort()) {
        const statements = readFileSync(path.join(migrations, file), "utf8")
          .split("--> statement-breakpoint")
          .map((s) => s.trim())
          .filter(Boolean);
        await db.batch(statements.map((s) => db.prepare(s)));
      }
      const load = async () => {
        const statements = (buildPackSql() as string).split(/;\n(?=INSERT)/).map((s) => s.replace(/;\s*$/, ""));
        await db.batch(statements.map((s) => db.prepare(s)));
      };
      const snapshot = async () => {
        const out: Record<string, unknown> = {};
        for (const table of ["passages", "audios", "questions", "writing_prompts", "speaking_prompts", "full_tests"]) {
          out[table] = (await db.prepare(`SELECT * FROM ${table} ORDER BY id`).all()).results.map((row) => {
            const { created_at: _c, updated_at: _u, ...rest } = row as Record<string, unknown>;
            return rest;
          });
        }
        return out;
      };
      await load();
      const first = await snapshot();
      await load();
      expect(await snapshot()).toEqual(first);

      const count = async (sql: string) => ((await db.prepare(sql).first()) as { n: number }).n;
      expect(await count("SELECT count(*) n FROM passages WHERE kind = 'complete_words'")).toBe(30);
      expect(await count("SELECT count(*) n FROM passages WHERE kind = 'daily_life'")).toBe(15);
      expect(await count("SELECT count(*) n FROM passages WHERE kind = 'academic_passage'")).toBe(10);
      expect(await count("SELECT count(*) n FROM audios WHERE kind = 'choose_response'")).toBe(25);
      expect(await count("SELECT count(*) n FROM audios WHERE kind IN ('listen_conversation', 'listen_announcement', 'academic_talk')")).toBe(24);
      expect(await count("SELECT count(*) n FROM writing_prompts WHERE type = 'build_sentence' AND time_limit = 1")).toBe(30);
      expect(await count("SELECT count(*) n FROM writing_prompts WHERE type = 'email' AND time_limit = 7")).toBe(6);
      expect(await count("SELECT count(*) n FROM writing_prompts WHERE type = 'academic_discussion'")).toBe(2 + 4);
      expect(await count("SELECT count(*) n FROM speaking_prompts WHERE type = 'listen_repeat' AND preparation_time = 0 AND related_audio_id IS NOT NULL")).toBe(21);
      expect(await count("SELECT count(*) n FROM speaking_prompts WHERE type = 'interview' AND speaking_time = 45 AND related_audio_id IS NOT NULL")).toBe(12);
      expect(await count("SELECT count(*) n FROM audios WHERE kind IS NULL AND is_for_speaking = 1 AND json_extract(data, '$.pack') LIKE 'current/%'")).toBe(33);
      // Complete the Words has no question rows; every other item has its questions
      expect(await count("SELECT count(*) n FROM questions q JOIN passages p ON p.id = q.passage_id WHERE p.kind = 'complete_words'")).toBe(0);
      expect(await count("SELECT count(*) n FROM questions q JOIN audios a ON a.id = q.audio_id WHERE a.kind = 'academic_talk'")).toBe(32);
      // the windows by position
      const windows = await db
        .prepare("SELECT json_extract(data, '$.position') position, speaking_time FROM speaking_prompts WHERE type = 'listen_repeat' ORDER BY id")
        .all<{ position: number; speaking_time: number }>();
      for (const w of windows.results) expect(w.speaking_time).toBe(LISTEN_REPEAT_WINDOWS[w.position - 1]);

      // the current test: ids of the right tables, nothing missing
      const test = (await db.prepare("SELECT * FROM full_tests WHERE format = 'current'").first()) as Record<string, string>;
      expect(test.title).toBe("Current-format Practice Test 1");
      expect(JSON.parse(test.reading_passage_ids)).toEqual([]);
      const data = JSON.parse(test.data) as {
        reading: Record<string, number[]>;
        listening: Record<string, number[]>;
        writing: number[];
        speaking: number[];
      };
      const kinds = async (table: string, column: string, ids: number[]) =>
        (await db.prepare(`SELECT ${column} k FROM ${table} WHERE id IN (${ids.join(",")})`).all<{ k: string }>()).results.map((r) => r.k);
      for (const m of ["routing", "easier", "harder"]) {
        expect(data.reading[m].every((id) => Number.isInteger(id))).toBe(true);
        expect(await kinds("passages", "kind", data.reading[m])).toHaveLength(data.reading[m].length);
        expect(await kinds("audios", "kind", data.listening[m])).toHaveLength(data.listening[m].length);
      }
      expect(data.listening.routing).toHaveLength(13);
      expect((await kinds("writing_prompts", "type", data.writing)).sort()).toEqual(
        ["academic_discussion", "email", ...Array(10).fill("build_sentence")].sort(),
      );
      expect(data.speaking.every((id) => Number.isInteger(id))).toBe(true);
      expect(new Set(await kinds("speaking_prompts", "type", data.speaking))).toEqual(new Set(["listen_repeat", "interview"]));
    } finally {
      await mf.dispose();
    }
  }, 60_000);
});
