import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The reading part of the original content pack: one JSON file per passage in content/pack/reading.

const DIR = path.resolve(__dirname, "../../content/pack/reading");

const STYLES = [
  "factual",
  "negative_factual",
  "inference",
  "vocabulary",
  "reference",
  "rhetorical_purpose",
  "sentence_simplification",
  "insert_text",
  "prose_summary",
] as const;
type Style = (typeof STYLES)[number];

type Question = {
  questionType: "single" | "prose_summary";
  questionText: string;
  options: string[];
  correctAnswer: string;
  correctAnswers: string[] | null;
  explanation: string;
  style: Style;
};

type Passage = {
  title: string;
  slug: string;
  difficultyLevel: number;
  content: string;
  questions: Question[];
};

const files = fs
  .readdirSync(DIR)
  .filter((name) => name.endsWith(".json"))
  .sort();
const passages = files.map((file) => ({
  file,
  passage: JSON.parse(fs.readFileSync(path.join(DIR, file), "utf8")) as Passage,
}));

const LETTERS = ["A", "B", "C", "D", "E", "F"];
// Words as the essay counter counts them: split on whitespace.
const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const paragraphsOf = (content: string) => content.split(/\n\s*\n/).map((p) => p.trim());
const withoutMarkers = (text: string) => text.replace(/\[[A-D]\] ?/g, "").trim();
// The part of an insert-text question that quotes the passage, after the question itself.
const insertExcerpt = (q: Question) => q.questionText.split("Where would the sentence best fit?")[1]?.trim() ?? "";

describe("reading passages of the content pack", () => {
  it("has six passages, one on each required subject, with distinct titles and slugs", () => {
    // Biology, geology, history, art history, astronomy and psychology.
    expect(passages.map(({ passage }) => passage.slug).sort()).toEqual([
      "cognitive-dissonance",
      "finding-exoplanets",
      "hanseatic-league",
      "japanese-prints-and-european-art",
      "karst-landscapes",
      "mycorrhizal-partnerships",
    ]);
    const titles = passages.map(({ passage }) => passage.title);
    const slugs = passages.map(({ passage }) => passage.slug);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  describe.each(passages)("$file", ({ file, passage }) => {
    const paragraphs = paragraphsOf(passage.content);
    const paragraph = (n: number) => paragraphs[n - 1] ?? "";

    it("has a title, a slug matching its file name and a difficulty from 1 to 5", () => {
      expect(passage.title.trim()).not.toBe("");
      expect(passage.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(file).toBe(`${passage.slug}.json`);
      expect(Number.isInteger(passage.difficultyLevel)).toBe(true);
      expect(passage.difficultyLevel).toBeGreaterThanOrEqual(1);
      expect(passage.difficultyLevel).toBeLessThanOrEqual(5);
    });

    it("is 650 to 750 words long, in paragraphs separated by blank lines", () => {
      const words = wordCount(passage.content);
      expect(words).toBeGreaterThanOrEqual(650);
      expect(words).toBeLessThanOrEqual(750);
      expect(paragraphs.length).toBeGreaterThanOrEqual(4);
      for (const p of paragraphs) {
        expect(p).not.toBe("");
        expect(p).not.toContain("\n");
      }
    });

    it("has exactly 10 questions, the last of them the prose summary", () => {
      expect(passage.questions).toHaveLength(10);
      const summaries = passage.questions.filter((q) => q.questionType === "prose_summary");
      expect(summaries).toHaveLength(1);
      expect(passage.questions[9].questionType).toBe("prose_summary");
    });

    it("covers at least 7 question styles, including vocabulary, inference, insert text and prose summary", () => {
      const styles = new Set(passage.questions.map((q) => q.style));
      for (const style of styles) expect(STYLES).toContain(style);
      expect(styles.size).toBeGreaterThanOrEqual(7);
      for (const required of ["vocabulary", "inference", "insert_text", "prose_summary"] as const) {
        expect(styles).toContain(required);
      }
      for (const q of passage.questions) {
        expect(q.questionType === "prose_summary").toBe(q.style === "prose_summary");
      }
    });

    it("gives every question a text and an explanation", () => {
      for (const q of passage.questions) {
        expect(q.questionText.trim()).not.toBe("");
        expect(q.explanation.trim()).not.toBe("");
      }
    });

    it("gives single-choice questions 4 distinct options and one answer letter among them", () => {
      for (const q of passage.questions.filter((q) => q.questionType === "single")) {
        expect(q.options).toHaveLength(4);
        for (const option of q.options) expect(option.trim()).not.toBe("");
        expect(new Set(q.options.map((o) => o.trim().toLowerCase())).size).toBe(4);
        expect(["A", "B", "C", "D"]).toContain(q.correctAnswer);
        expect(q.correctAnswers).toBeNull();
      }
    });

    it("gives the prose summary 6 distinct options and exactly 3 distinct correct letters among them", () => {
      for (const q of passage.questions.filter((q) => q.questionType === "prose_summary")) {
        expect(q.options).toHaveLength(6);
        for (const option of q.options) expect(option.trim()).not.toBe("");
        expect(new Set(q.options.map((o) => o.trim().toLowerCase())).size).toBe(6);
        expect(q.correctAnswer).toBe("");
        expect(q.correctAnswers).toHaveLength(3);
        expect(new Set(q.correctAnswers).size).toBe(3);
        for (const letter of q.correctAnswers ?? []) expect(LETTERS).toContain(letter);
      }
    });

    it("only points to paragraphs that exist", () => {
      for (const q of passage.questions) {
        for (const match of q.questionText.matchAll(/paragraphs? (\d+)(?: and (\d+))?/g)) {
          for (const n of [match[1], match[2]].filter(Boolean)) {
            expect(Number(n)).toBeGreaterThanOrEqual(1);
            expect(Number(n)).toBeLessThanOrEqual(paragraphs.length);
          }
        }
      }
    });

    it("asks about vocabulary words that appear in the paragraph named", () => {
      for (const q of passage.questions.filter((q) => q.style === "vocabulary")) {
        const match = q.questionText.match(/^The word "([^"]+)" in paragraph (\d+) is closest in meaning to/);
        expect(match, q.questionText).not.toBeNull();
        const [, word, n] = match!;
        expect(paragraph(Number(n)).toLowerCase()).toMatch(new RegExp(`\\b${word.toLowerCase()}\\b`));
      }
    });

    it("quotes the passage exactly in sentence simplification and reference questions", () => {
      for (const q of passage.questions.filter((q) => q.style === "sentence_simplification" || q.style === "reference")) {
        const n = Number(q.questionText.match(/paragraph (\d+)/)?.[1]);
        const quoted =
          q.style === "reference"
            ? (q.questionText.match(/\("([^]+)"\)/) ?? q.questionText.match(/phrase "([^"]+)"/))?.[1]
            : q.questionText.match(/\n\n"([^]+)"$/)?.[1];
        expect(quoted, q.questionText).toBeTruthy();
        expect(paragraph(n)).toContain(quoted);
      }
    });

    it("marks four insertion points [A] to [D], in order, in an exact quotation of the paragraph", () => {
      for (const q of passage.questions.filter((q) => q.style === "insert_text")) {
        const excerpt = insertExcerpt(q);
        const markers = excerpt.match(/\[[A-D]\]/g);
        expect(markers).toEqual(["[A]", "[B]", "[C]", "[D]"]);
        const n = Number(q.questionText.match(/paragraph (\d+)/)?.[1]);
        expect(paragraph(n)).toContain(withoutMarkers(excerpt));
        // The sentence to insert is not already in the passage.
        const sentence = q.questionText.match(/\n\n"([^"]+)"\n\n/)?.[1];
        expect(sentence).toBeTruthy();
        expect(passage.content).not.toContain(sentence);
      }
    });
  });

  it("spreads the answers of the single-choice questions evenly over A to D", () => {
    const answers = passages.flatMap(({ passage }) =>
      passage.questions.filter((q) => q.questionType === "single").map((q) => q.correctAnswer),
    );
    expect(answers).toHaveLength(54);
    for (const letter of ["A", "B", "C", "D"]) {
      const share = answers.filter((a) => a === letter).length / answers.length;
      expect(share, `share of ${letter}`).toBeGreaterThanOrEqual(0.15);
      expect(share, `share of ${letter}`).toBeLessThanOrEqual(0.35);
    }
  });

  it("varies the correct answers of the prose summaries between passages", () => {
    const sets = passages.map(({ passage }) => passage.questions[9].correctAnswers?.join(""));
    expect(new Set(sets).size).toBeGreaterThan(1);
  });
});
