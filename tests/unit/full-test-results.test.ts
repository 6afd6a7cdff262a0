import { describe, expect, it } from "vitest";
import {
  checkQuestion,
  formatResultDate,
  scoreChartGeometry,
  scoreGradedSection,
  scoreObjectiveSection,
  summarise,
  type ObjectiveQuestion,
} from "~/domain/fulltest/results";
import { parseSecondsOverride, sectionSeconds, SECTION_SECONDS } from "~/domain/fulltest/timing";

const single = (id: number, correct = "B"): ObjectiveQuestion => ({
  id,
  questionText: `Q${id}`,
  options: ["a", "b", "c", "d"],
  correctAnswer: correct,
  correctAnswers: null,
  questionType: "single",
  explanation: null,
});
const prose = (id: number): ObjectiveQuestion => ({
  id,
  questionText: "Summary",
  options: ["a", "b", "c", "d", "e", "f"],
  correctAnswer: "",
  correctAnswers: ["A", "C", "E"],
  questionType: "prose_summary",
  explanation: "Main ideas",
});

describe("reading and listening section scores", () => {
  it("scores round(30 * points / maximum), a prose summary worth 2, 1 or 0", () => {
    const questions = [single(1), single(2), prose(3)];
    const all = scoreObjectiveSection(questions, new Map([[1, "B"], [2, "B"], [3, "A,C,E"]]));
    expect(all).toMatchObject({ score: 30, points: 4, maxPoints: 4 });
    const partial = scoreObjectiveSection(questions, new Map([[1, "B"], [3, "A,C,F"]]));
    expect(partial).toMatchObject({ score: 15, points: 2, maxPoints: 4 }); // 1 + 0 + 1
    expect(scoreObjectiveSection(questions, new Map()).score).toBe(0);
    expect(scoreObjectiveSection([], new Map()).score).toBe(0);
  });

  it("reviews every question, unanswered ones included", () => {
    const { review } = scoreObjectiveSection([single(1), prose(2)], new Map([[2, "a, c,b"]]));
    expect(review[0]).toMatchObject({ number: 1, verdict: "unanswered", answer: "", correctAnswer: "B", points: 0 });
    expect(review[1]).toMatchObject({ number: 2, verdict: "partial", answer: "A, C, B", correctAnswer: "A, C, E", points: 1, maxPoints: 2 });
  });

  it("gives no credit for a prose summary with more than 3 picks or letters that are not options", () => {
    expect(checkQuestion(prose(1), "A,B,C,D,E,F")).toMatchObject({ verdict: "incorrect", points: 0 });
    expect(checkQuestion(prose(1), "A,C,Z")).toMatchObject({ points: 0 });
    expect(checkQuestion(prose(1), "C,E")).toMatchObject({ verdict: "partial", points: 1 });
  });
});

describe("writing and speaking section scores", () => {
  it("is pending while any task awaits its grade", () => {
    expect(scoreGradedSection("writing", [{ status: "graded", score: 5 }, { status: "pending", score: null }], 2)).toMatchObject({
      status: "pending",
      pendingTasks: 1,
    });
  });

  it("takes the mean over the test's tasks, a missing or ungraded task counting 0", () => {
    expect(scoreGradedSection("writing", [{ status: "graded", score: 5 }, { status: "graded", score: 5 }], 2).score).toBe(30);
    expect(scoreGradedSection("writing", [{ status: "graded", score: 5 }], 2).score).toBe(17); // mean 2.5
    expect(scoreGradedSection("speaking", [{ status: "graded", score: 4 }, { status: "failed", score: null }], 4)).toMatchObject({
      status: "scored",
      score: 8, // mean 1.00
      ungradedTasks: 1,
    });
    expect(scoreGradedSection("speaking", [], 4)).toMatchObject({ status: "scored", score: 0 });
  });
});

describe("the summary of an attempt", () => {
  it("adds the sections, labels the percent, and gives the 2026 band and CEFR", () => {
    expect(summarise({ reading: 30, listening: 30, writing: 30, speaking: 30 })).toEqual({
      total: 120,
      percent: 100,
      label: "excellent",
      band: 6,
      cefr: "C2",
    });
    expect(summarise({ reading: 24, listening: 24, writing: 24, speaking: 24 })).toMatchObject({ total: 96, label: "excellent", band: 5, cefr: "C1" });
    expect(summarise({ reading: 21, listening: 21, writing: 21, speaking: 21 })).toMatchObject({ total: 84, label: "veryGood", band: 4, cefr: "B2" });
    expect(summarise({ reading: 15, listening: 15, writing: 15, speaking: 14 })).toMatchObject({ total: 59, label: "needsImprovement", band: 3.5, cefr: "B1" });
    expect(summarise({ reading: 0, listening: 0, writing: 0, speaking: 0 })).toMatchObject({ total: 0, band: 1, cefr: "A1" });
  });

  it("writes dates as dd/MM/yyyy", () => {
    expect(formatResultDate("2026-03-05T12:00:00Z")).toBe("05/03/2026");
    expect(formatResultDate("nonsense")).toBe("");
  });
});

describe("the score chart", () => {
  it("puts 120 at the top and 0 at the bottom, spreading points evenly", () => {
    const chart = scoreChartGeometry(
      [
        { total: 0, date: "a" },
        { total: 60, date: "b" },
        { total: 120, date: "c" },
      ],
      200,
      140,
      20,
    );
    expect(chart.points.map((p) => [p.x, p.y])).toEqual([
      [20, 120],
      [100, 70],
      [180, 20],
    ]);
    expect(chart.polyline).toBe("20,120 100,70 180,20");
    expect(chart.gridLines[0]).toEqual({ value: 0, y: 120 });
    expect(chart.gridLines.at(-1)).toEqual({ value: 120, y: 20 });
  });

  it("centres a single result and clamps out-of-range totals", () => {
    expect(scoreChartGeometry([{ total: 200, date: "a" }], 200, 140, 20).points[0]).toMatchObject({ x: 100, y: 20 });
    expect(scoreChartGeometry([], 200, 140, 20).polyline).toBe("");
  });
});

describe("short section times for test runs", () => {
  it("reads a scale factor or JSON seconds per stage, and nothing else", () => {
    expect(parseSecondsOverride("0.01")).toMatchObject({ reading: 32, listening: 25, break: 6 });
    expect(parseSecondsOverride('{"reading":90,"listening":5}')).toEqual({ ...SECTION_SECONDS, reading: 90, listening: 5 });
    for (const bad of ["", "  ", "0", "-1", "{", '{"nope":3}', '{"reading":0}', '{"reading":"9"}', "[1]"]) {
      expect(parseSecondsOverride(bad), bad).toBeNull();
    }
    expect(parseSecondsOverride(undefined)).toBeNull();
  });

  it("still scales the overridden times by the accommodation, not the break", () => {
    const table = parseSecondsOverride('{"reading":90,"break":60}')!;
    expect(sectionSeconds("reading", 2, table)).toBe(180);
    expect(sectionSeconds("break", 2, table)).toBe(60);
  });
});
