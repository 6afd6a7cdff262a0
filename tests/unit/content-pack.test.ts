import { describe, expect, it } from "vitest";
import { checkQuestion, MAX_QUESTIONS_PER_PASSAGE } from "~/domain/questions";
// @ts-ignore - plain .mjs module
import { buildPackSql, loadPack, transcriptText } from "../../scripts/content/import-pack.mjs";

type PackQuestion = { questionType?: string; options: string[]; correctAnswer: string; correctAnswers?: string[] | null };
const pack = loadPack() as {
  reading: Array<{ slug: string; questions: PackQuestion[] }>;
  listening: Array<{ slug: string; questions: PackQuestion[]; speakers: unknown[]; transcript: unknown[] }>;
  writing: Array<{ slug: string; type: string }>;
  speaking: Array<{ slug: string; taskNumber: number }>;
};

describe("the content pack passes the administration rules", () => {
  it("every reading passage has exactly 10 valid questions", () => {
    for (const passage of pack.reading) {
      expect(passage.questions.length, passage.slug).toBe(MAX_QUESTIONS_PER_PASSAGE);
      for (const q of passage.questions) {
        const checked = checkQuestion("reading", {
          questionType: q.questionType === "prose_summary" ? "prose_summary" : "single",
          options: q.options,
          correctAnswer: q.correctAnswer,
          correctAnswers: q.correctAnswers ?? null,
        });
        expect(checked.ok, `${passage.slug}: ${JSON.stringify(checked)}`).toBe(true);
      }
    }
  });

  it("every listening question is valid", () => {
    for (const item of pack.listening) {
      for (const q of item.questions) {
        expect(checkQuestion("listening", { questionType: "single", options: q.options, correctAnswer: q.correctAnswer }).ok, item.slug).toBe(true);
      }
      expect(transcriptText(item).split("\n\n").length).toBe(item.transcript.length);
    }
  });

  it("has what two full tests need: 1 integrated + 1 academic discussion each, and a speaking task of each kind twice", () => {
    expect(pack.reading.length).toBeGreaterThanOrEqual(6);
    expect(pack.listening.length).toBeGreaterThanOrEqual(6);
    expect(pack.writing.filter((w) => w.type === "integrated").length).toBeGreaterThanOrEqual(2);
    expect(pack.writing.filter((w) => w.type === "academic_discussion").length).toBeGreaterThanOrEqual(2);
    for (const task of [1, 2, 3, 4]) expect(pack.speaking.filter((s) => s.taskNumber === task).length).toBeGreaterThanOrEqual(2);
    const sql: string = buildPackSql();
    // two previous-format tests (the current-format test is checked in content-current.test.ts)
    expect(sql.match(/INSERT INTO full_tests[^;]*'classic'/g)?.length).toBe(2);
    // every insert is guarded, so loading twice adds nothing
    const inserts = sql.split(/;\n(?=INSERT)/);
    for (const statement of inserts) expect(statement).toMatch(/WHERE NOT EXISTS/);
  });
});

describe("pack audio is served", () => {
  it("its keys are public content audio", async () => {
    const { classifyMediaKey } = await import("~/domain/media");
    expect(classifyMediaKey("audio/pack/lecture-true-fresco.ogg")).toEqual({ kind: "public" });
    expect(classifyMediaKey("audio/pack/../secret.ogg")).toBeNull();
    expect(classifyMediaKey("audio/pack/UPPER.ogg")).toBeNull();
  });
});
