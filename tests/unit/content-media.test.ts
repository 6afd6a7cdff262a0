import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-ignore - plain .mjs module
import { collectCurrentScripts } from "../../scripts/content/make-audio.mjs";

// The listening, writing, speaking and blog parts of the content pack, and the audio synthesised from their
// transcripts by scripts/content/make-audio.mjs. Reading passages are covered by their own test; the current
// format's items under content/pack/current/ and their audio by content-current.test.ts.

const PACK = path.resolve(__dirname, "../../content/pack");
const AUDIO = path.join(PACK, "audio");
const MAX_AUDIO_BYTES = 15 * 1024 * 1024;
const LETTERS = ["A", "B", "C", "D"];
const LISTENING_STYLES = [
  "gist-content",
  "gist-purpose",
  "detail",
  "function",
  "attitude",
  "organization",
  "inference",
];
const INTEGRATED_WRITING_QUESTION =
  "Summarize the points made in the lecture, being sure to explain how they cast doubt on specific points made in the reading passage.";

type Speaker = { id: string; name: string; role: string; voice: string };
type Turn = { speaker: string; text: string };
type Script = { title?: string; speakers: Speaker[]; transcript: Turn[] };
type Question = { questionText: string; options: string[]; correctAnswer: string; explanation: string; style: string };
type Listening = Script & {
  title: string;
  slug: string;
  kind: "conversation" | "lecture";
  difficultyLevel: number;
  questions: Question[];
};
type Writing = {
  title: string;
  slug: string;
  type: "integrated" | "academic_discussion" | "independent";
  difficulty: string;
  timeLimit: number;
  instructions: string;
  question: string;
  reading?: { title: string; content: string };
  lecture?: Script & { title: string };
  course?: string;
  professor?: { name: string; post: string };
  students?: { name: string; post: string }[];
};
type Speaking = {
  title: string;
  slug: string;
  type: "independent" | "integrated";
  integratedType: "text_audio" | "lecture" | null;
  taskNumber: number;
  difficulty: string;
  preparationTime: number;
  speakingTime: number;
  question: string;
  passage?: { title: string; content: string };
  audio?: Script & { title: string };
};
type Blog = {
  title: string;
  slug: string;
  excerpt: string;
  metaDescription: string;
  content: string;
  tags: string[];
};
type ManifestItem = { slug: string; file: string; source: string; seconds: number; bytes: number; sha256: string };
type Manifest = { totalBytes: number; totalSeconds: number; items: ManifestItem[] };

function load<T>(dir: string): (T & { file: string })[] {
  const full = path.join(PACK, dir);
  return readdirSync(full)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({ ...(JSON.parse(readFileSync(path.join(full, name), "utf8")) as T), file: `${dir}/${name}` }));
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const transcriptWords = (script: Script) => words(script.transcript.map((t) => t.text).join(" "));
const nonEmpty = (s: unknown) => typeof s === "string" && s.trim().length > 0;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const listening = load<Listening>("listening");
const writing = load<Writing>("writing");
const speaking = load<Speaking>("speaking");
const blog = load<Blog>("blog");
const manifest = JSON.parse(readFileSync(path.join(AUDIO, "manifest.json"), "utf8")) as Manifest;

/** Every transcript in the pack, with the slug its audio file is named after. */
const scripts: { slug: string; file: string; script: Script }[] = [
  ...listening.map((item) => ({ slug: item.slug, file: item.file, script: item })),
  ...writing.filter((w) => w.lecture).map((w) => ({ slug: w.slug, file: w.file, script: w.lecture! })),
  ...speaking.filter((s) => s.audio).map((s) => ({ slug: s.slug, file: s.file, script: s.audio! })),
];

/** The current format's audio (content/pack/current/), checked in content-current.test.ts. */
const currentScripts = collectCurrentScripts() as { slug: string; source: string }[];

function expectValidScript(script: Script, where: string) {
  expect(script.speakers.length, where).toBeGreaterThan(0);
  const ids = script.speakers.map((s) => s.id);
  expect(new Set(ids).size, `${where}: speaker ids are unique`).toBe(ids.length);
  for (const speaker of script.speakers) {
    expect(nonEmpty(speaker.name) && nonEmpty(speaker.role), `${where}: ${speaker.id} has a name and role`).toBe(true);
    expect(speaker.voice, `${where}: ${speaker.id} has an espeak-ng voice`).toMatch(/^[a-z]{2}(-[a-z0-9]+)*(\+[a-z0-9]+)?$/i);
  }
  if (script.speakers.length > 1) {
    const voices = script.speakers.map((s) => s.voice);
    expect(new Set(voices).size, `${where}: each speaker has a different voice`).toBe(voices.length);
  }
  expect(script.transcript.length, where).toBeGreaterThan(0);
  for (const turn of script.transcript) {
    expect(ids, `${where}: turn speaker "${turn.speaker}" is defined`).toContain(turn.speaker);
    expect(nonEmpty(turn.text), `${where}: turn text`).toBe(true);
  }
  for (const id of ids) {
    expect(script.transcript.some((t) => t.speaker === id), `${where}: ${id} speaks`).toBe(true);
  }
}

describe("listening items", () => {
  it("are two campus conversations and four lectures with distinct slugs", () => {
    expect(listening.filter((l) => l.kind === "conversation")).toHaveLength(2);
    expect(listening.filter((l) => l.kind === "lecture")).toHaveLength(4);
    for (const item of listening) {
      expect(item.slug, item.file).toMatch(SLUG);
      expect(item.file).toBe(`listening/${item.slug}.json`);
      expect(nonEmpty(item.title), item.file).toBe(true);
      expect(item.difficultyLevel, item.file).toBeGreaterThanOrEqual(1);
      expect(item.difficultyLevel, item.file).toBeLessThanOrEqual(5);
    }
  });

  it.each(listening.map((l) => [l.slug, l] as const))("%s has a transcript of 450-750 words by defined speakers", (_, item) => {
    expectValidScript(item, item.file);
    const count = transcriptWords(item);
    expect(count, `${item.file}: ${count} words`).toBeGreaterThanOrEqual(450);
    expect(count, `${item.file}: ${count} words`).toBeLessThanOrEqual(750);
    if (item.kind === "conversation") expect(item.speakers.length).toBe(2);
  });

  it.each(listening.map((l) => [l.slug, l] as const))("%s has 5-6 valid single-choice questions", (_, item) => {
    expect(item.questions.length).toBeGreaterThanOrEqual(5);
    expect(item.questions.length).toBeLessThanOrEqual(6);
    for (const [i, q] of item.questions.entries()) {
      const where = `${item.file} question ${i + 1}`;
      expect(nonEmpty(q.questionText), where).toBe(true);
      expect(q.options, where).toHaveLength(4);
      expect(q.options.every(nonEmpty), `${where}: options are non-empty`).toBe(true);
      expect(new Set(q.options.map((o) => o.trim().toLowerCase())).size, `${where}: options are distinct`).toBe(4);
      expect(LETTERS, `${where}: answer letter`).toContain(q.correctAnswer);
      expect(nonEmpty(q.explanation), `${where}: explanation`).toBe(true);
      expect(LISTENING_STYLES, `${where}: style`).toContain(q.style);
    }
    // Answers are spread over the letters, and the item mixes question styles.
    expect(new Set(item.questions.map((q) => q.correctAnswer)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(item.questions.map((q) => q.style)).size).toBeGreaterThanOrEqual(4);
    expect(item.questions.some((q) => q.style.startsWith("gist"))).toBe(true);
  });
});

describe("writing prompts", () => {
  it("are two integrated tasks, two academic discussions and two independent essays", () => {
    expect(writing.filter((w) => w.type === "integrated")).toHaveLength(2);
    expect(writing.filter((w) => w.type === "academic_discussion")).toHaveLength(2);
    expect(writing.filter((w) => w.type === "independent")).toHaveLength(2);
    for (const w of writing) {
      expect(w.file).toBe(`writing/${w.slug}.json`);
      expect(["easy", "medium", "hard"]).toContain(w.difficulty);
      expect(nonEmpty(w.title) && nonEmpty(w.instructions) && nonEmpty(w.question), w.file).toBe(true);
    }
  });

  it("integrated tasks have a reading of three points and a lecture that answers it, with the standard question", () => {
    for (const w of writing.filter((x) => x.type === "integrated")) {
      expect(w.timeLimit).toBe(20);
      expect(w.question).toBe(INTEGRATED_WRITING_QUESTION);
      expect(nonEmpty(w.reading?.title) && nonEmpty(w.reading?.content), w.file).toBe(true);
      const readingWords = words(w.reading!.content);
      expect(readingWords, `${w.file}: reading words`).toBeGreaterThanOrEqual(230);
      expect(readingWords, `${w.file}: reading words`).toBeLessThanOrEqual(320);
      expect(w.reading!.content.split(/\n\n+/).length, `${w.file}: introduction + three points`).toBe(4);
      expect(w.lecture, w.file).toBeDefined();
      expectValidScript(w.lecture!, w.file);
      const lectureWords = transcriptWords(w.lecture!);
      expect(lectureWords, `${w.file}: lecture words`).toBeGreaterThanOrEqual(230);
      expect(lectureWords, `${w.file}: lecture words`).toBeLessThanOrEqual(330);
    }
  });

  it("academic discussions have a professor post and two students with different names", () => {
    for (const w of writing.filter((x) => x.type === "academic_discussion")) {
      expect(w.timeLimit).toBe(10);
      expect(nonEmpty(w.course) && nonEmpty(w.professor?.name) && nonEmpty(w.professor?.post), w.file).toBe(true);
      expect(w.students, w.file).toHaveLength(2);
      expect(w.students!.every((s) => nonEmpty(s.name) && nonEmpty(s.post)), w.file).toBe(true);
      expect(w.students![0].name).not.toBe(w.students![1].name);
      expect(w.instructions).toContain("at least 100 words");
    }
  });

  it("independent prompts ask for reasons and examples in 30 minutes", () => {
    for (const w of writing.filter((x) => x.type === "independent")) {
      expect(w.timeLimit).toBe(30);
      expect(w.question).toMatch(/specific reasons and examples/);
      expect(w.reading).toBeUndefined();
      expect(w.lecture).toBeUndefined();
    }
  });
});

describe("speaking prompts", () => {
  const by = (pred: (s: Speaking) => boolean) => speaking.filter(pred);

  it("are two independent, two campus, two academic and two lecture tasks", () => {
    expect(speaking).toHaveLength(8);
    expect(by((s) => s.type === "independent")).toHaveLength(2);
    expect(by((s) => s.integratedType === "text_audio" && s.taskNumber === 2)).toHaveLength(2);
    expect(by((s) => s.integratedType === "text_audio" && s.taskNumber === 3)).toHaveLength(2);
    expect(by((s) => s.integratedType === "lecture")).toHaveLength(2);
    for (const s of speaking) {
      expect(s.file).toBe(`speaking/${s.slug}.json`);
      expect(nonEmpty(s.title) && nonEmpty(s.question), s.file).toBe(true);
      expect(["easy", "medium", "hard"]).toContain(s.difficulty);
      // The admin form's allowed ranges.
      expect(s.preparationTime).toBeGreaterThanOrEqual(10);
      expect(s.preparationTime).toBeLessThanOrEqual(60);
      expect(s.speakingTime).toBeGreaterThanOrEqual(15);
      expect(s.speakingTime).toBeLessThanOrEqual(180);
    }
  });

  it("independent prompts give 15 seconds to prepare and 45 to speak, with no passage or audio", () => {
    for (const s of by((x) => x.type === "independent")) {
      expect([s.preparationTime, s.speakingTime]).toEqual([15, 45]);
      expect(s.integratedType).toBeNull();
      expect(s.passage).toBeUndefined();
      expect(s.audio).toBeUndefined();
    }
  });

  it("integrated prompts have their audio, and a passage when they are reading + listening tasks", () => {
    for (const s of by((x) => x.type === "integrated")) {
      expect(s.audio, s.file).toBeDefined();
      expectValidScript(s.audio!, s.file);
      expect(nonEmpty(s.audio!.title), s.file).toBe(true);
      const audioWords = transcriptWords(s.audio!);
      expect(audioWords, `${s.file}: audio words`).toBeGreaterThanOrEqual(150);
      expect(audioWords, `${s.file}: audio words`).toBeLessThanOrEqual(320);
      if (s.integratedType === "text_audio") {
        expect([s.preparationTime, s.speakingTime]).toEqual([30, 60]);
        expect(nonEmpty(s.passage?.title) && nonEmpty(s.passage?.content), s.file).toBe(true);
        const passageWords = words(s.passage!.content);
        expect(passageWords, `${s.file}: passage words`).toBeGreaterThanOrEqual(75);
        expect(passageWords, `${s.file}: passage words`).toBeLessThanOrEqual(110);
      } else {
        expect(s.integratedType).toBe("lecture");
        expect([s.preparationTime, s.speakingTime]).toEqual([20, 60]);
        expect(s.passage).toBeUndefined();
      }
    }
  });
});

describe("synthesised audio", () => {
  it("every transcript has its audio file in the manifest, and the file is there with that size and hash", () => {
    expect(scripts).toHaveLength(6 + 2 + 6);
    for (const { slug, file } of scripts) {
      const entry = manifest.items.find((i) => i.slug === slug);
      expect(entry, `${file} has audio in the manifest`).toBeDefined();
      expect(entry!.source).toBe(file);
      const audioPath = path.join(AUDIO, entry!.file);
      expect(existsSync(audioPath), `${entry!.file} exists`).toBe(true);
      const bytes = readFileSync(audioPath);
      expect(bytes.length).toBe(entry!.bytes);
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(entry!.sha256);
      expect(bytes.subarray(0, 4).toString("ascii"), `${entry!.file} is an Ogg stream`).toBe("OggS");
      expect(bytes.subarray(28, 36).toString("ascii"), `${entry!.file} holds Opus`).toBe("OpusHead");
    }
  });

  it("the manifest lists no audio without a transcript, and no stray files sit beside it", () => {
    const slugs = new Set([...scripts.map((s) => s.slug), ...currentScripts.map((s) => s.slug)]);
    expect(manifest.items.every((i) => slugs.has(i.slug))).toBe(true);
    const files = readdirSync(AUDIO).filter((f) => f !== "manifest.json");
    expect(files.sort()).toEqual(manifest.items.map((i) => i.file).sort());
  });

  it("previous-format listening audio lasts 3 to 5 minutes; the other audio at least a minute", () => {
    for (const { slug, file } of scripts) {
      const seconds = manifest.items.find((i) => i.slug === slug)!.seconds;
      if (file.startsWith("listening/")) {
        expect(seconds, slug).toBeGreaterThanOrEqual(180);
        expect(seconds, slug).toBeLessThanOrEqual(300);
      } else {
        expect(seconds, slug).toBeGreaterThanOrEqual(60);
        expect(seconds, slug).toBeLessThanOrEqual(180);
      }
    }
  });

  it("all committed audio together stays under 15 MB", () => {
    const total = manifest.items.reduce((n, i) => n + statSync(path.join(AUDIO, i.file)).size, 0);
    expect(total).toBe(manifest.totalBytes);
    expect(total).toBeLessThan(MAX_AUDIO_BYTES);
  });
});

describe("blog posts", () => {
  it("are three posts within the admin form's limits", () => {
    expect(blog).toHaveLength(3);
    for (const post of blog) {
      expect(post.file).toBe(`blog/${post.slug}.json`);
      expect(post.slug).toMatch(SLUG);
      expect(post.slug.length).toBeLessThanOrEqual(255);
      expect(post.title.trim().length).toBeGreaterThan(0);
      expect(post.title.length).toBeLessThanOrEqual(255);
      expect(post.excerpt.trim().length).toBeGreaterThan(0);
      expect(post.excerpt.length).toBeLessThanOrEqual(500);
      expect(post.metaDescription.trim().length).toBeGreaterThan(0);
      expect(post.metaDescription.length).toBeLessThanOrEqual(160);
      expect(post.tags.length).toBeGreaterThan(0);
      expect(new Set(post.tags).size).toBe(post.tags.length);
      expect(post.tags.every(nonEmpty)).toBe(true);
    }
  });

  it("use only simple HTML: headings, paragraphs, lists and strong text, properly closed", () => {
    for (const post of blog) {
      const tags = [...post.content.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)].map((m) => m[1].toLowerCase());
      expect(new Set(tags), post.slug).toEqual(new Set(["h2", "p", "ul", "li", "strong"]));
      expect(post.content, post.slug).not.toMatch(/<[a-z]+\s[^>]*>/i); // no attributes
      for (const tag of ["h2", "p", "ul", "li", "strong"]) {
        const open = (post.content.match(new RegExp(`<${tag}>`, "g")) ?? []).length;
        const close = (post.content.match(new RegExp(`</${tag}>`, "g")) ?? []).length;
        expect(open, `${post.slug} <${tag}>`).toBe(close);
      }
      expect(words(post.content.replace(/<[^>]+>/g, " ")), post.slug).toBeGreaterThanOrEqual(400);
    }
  });
});

describe("the pack as a whole", () => {
  it("uses each slug once across listening, writing, speaking and blog", () => {
    const slugs = [...listening, ...writing, ...speaking, ...blog].map((x) => x.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
  });
});
