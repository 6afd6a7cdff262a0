import { describe, expect, it } from "vitest";
import { checkModule, checkPromptList, currentTestData, disjointModules, questionWindows, type ComposedItem } from "~/domain/fulltest/current";
import { ROUTING_THRESHOLD_PERCENT, routeFromScore } from "~/domain/fulltest/routing";
import { CURRENT_SECTION_SECONDS, nextStage, parseSecondsOverride, sectionSeconds, type FullTestStage } from "~/domain/fulltest/timing";
import {
  bandCefr,
  comparableTotal,
  estimateRange,
  objectiveBand,
  roundHalfBand,
  rubricBand,
  totalBand,
  writingRubricMean,
} from "~/domain/scoring/bands";

describe("band arithmetic", () => {
  it("rounds the total to the nearest half band: 5.125 down to 5, 5.25 up to 5.5", () => {
    expect(totalBand([5, 5, 5, 5.5])).toBe(5); // 5.125
    expect(totalBand([5, 5, 5.5, 5.5])).toBe(5.5); // 5.25
    expect(totalBand([5.5, 5.5, 5.5, 6])).toBe(5.5); // 5.625
    expect(totalBand([5.5, 6, 6, 5.5])).toBe(6); // 5.75
    expect(totalBand([1, 1, 1, 1.5])).toBe(1); // 1.125
    expect(totalBand([6, 6, 6, 6])).toBe(6);
  });

  it("is not thrown off by floating point just below a half", () => {
    expect(roundHalfBand(0.1 + 0.2 + 4.95)).toBe(5.5); // 5.25000000000000x
    expect(roundHalfBand(5.25 - 1e-12)).toBe(5.5);
    expect(roundHalfBand(5.2)).toBe(5);
    expect(roundHalfBand(9)).toBe(6);
    expect(roundHalfBand(-3)).toBe(1);
  });

  it("gives CEFR per band: 6 C2, 5-5.5 C1, 4-4.5 B2, 3-3.5 B1, 2-2.5 A2, 1-1.5 A1", () => {
    expect([6, 5.5, 5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1].map(bandCefr)).toEqual(["C2", "C1", "C1", "B2", "B2", "B1", "B1", "A2", "A2", "A1", "A1"]);
  });

  it("maps a band to ETS's comparable 0-120 range", () => {
    expect(comparableTotal(6)).toEqual({ min: 114, max: 120 });
    expect(comparableTotal(5.5)).toEqual({ min: 107, max: 113 });
    expect(comparableTotal(5)).toEqual({ min: 95, max: 106 });
    expect(comparableTotal(4)).toEqual({ min: 72, max: 85 });
    expect(comparableTotal(1)).toEqual({ min: 0, max: 11 });
  });

  it("shows an estimate range of half a band each way, within 1-6", () => {
    expect(estimateRange(4.5)).toEqual({ low: 4, high: 5 });
    expect(estimateRange(6)).toEqual({ low: 5.5, high: 6 });
    expect(estimateRange(1)).toEqual({ low: 1, high: 1.5 });
  });

  it("lets only the harder module reach the top bands; the easier one stops at 4.5", () => {
    expect(objectiveBand(35, 35, "harder")).toBe(6);
    expect(objectiveBand(35, 35, "easier")).toBe(4.5);
    expect(objectiveBand(28, 35, "harder")).toBe(5); // 80%
    expect(objectiveBand(27, 35, "harder")).toBe(4.5); // 77%
    expect(objectiveBand(21, 35, "easier")).toBe(3); // 60%
    expect(objectiveBand(0, 35, "easier")).toBe(1);
    expect(objectiveBand(5, 0, "harder")).toBe(1);
  });

  it("turns rubric means (0-5) into bands, and counts Build a Sentence as one 0-5 task", () => {
    expect(rubricBand(5)).toBe(6);
    expect(rubricBand(4.75)).toBe(6);
    expect(rubricBand(4.74)).toBe(5.5);
    expect(rubricBand(4)).toBe(5);
    expect(rubricBand(3)).toBe(4);
    expect(rubricBand(0)).toBe(1);
    expect(writingRubricMean({ correct: 10, total: 10 }, [5, 5])).toBe(5);
    expect(writingRubricMean({ correct: 5, total: 10 }, [4])).toBeCloseTo((2.5 + 4 + 0) / 3);
  });
});

describe("routing", () => {
  it("sends 60% or more of the routing module to the harder module", () => {
    expect(ROUTING_THRESHOLD_PERCENT).toBe(60);
    expect(routeFromScore(12, 20)).toBe("harder");
    expect(routeFromScore(11, 20)).toBe("easier");
    expect(routeFromScore(20, 20)).toBe("harder");
    expect(routeFromScore(0, 0)).toBe("easier");
  });
});

describe("current-format timing", () => {
  it("walks the stages without a break and splits each adaptive section by items", () => {
    const walked: FullTestStage[] = ["intro"];
    while (walked[walked.length - 1] !== "results") walked.push(nextStage(walked[walked.length - 1], "current"));
    expect(walked).toEqual(["intro", "reading_routing", "reading_second", "listening_routing", "listening_second", "writing", "speaking", "results"]);
    expect(CURRENT_SECTION_SECONDS.reading_routing! + CURRENT_SECTION_SECONDS.reading_second!).toBe(30 * 60);
    expect(CURRENT_SECTION_SECONDS.listening_routing! + CURRENT_SECTION_SECONDS.listening_second!).toBe(29 * 60);
    expect(sectionSeconds("writing", 1.5, CURRENT_SECTION_SECONDS)).toBe(23 * 90);
    expect(sectionSeconds("speaking", 2, CURRENT_SECTION_SECONDS)).toBe(16 * 60);
  });

  it("reads short test times for either format from one override", () => {
    const raw = '{"reading":150,"reading_routing":40,"writing":60}';
    expect(parseSecondsOverride(raw, CURRENT_SECTION_SECONDS)).toMatchObject({ reading_routing: 40, writing: 60, speaking: 480 });
    expect(parseSecondsOverride(raw)).toMatchObject({ reading: 150, writing: 60 });
    expect(parseSecondsOverride('{"nope":1}', CURRENT_SECTION_SECONDS)).toBeNull();
  });

  it("gives each listening question its window, the first of an audio also the audio's length", () => {
    expect(questionWindows([{ kind: "choose_response", duration: 5, questionCount: 1 }, { kind: "academic_talk", duration: 60, questionCount: 2 }])).toEqual([25, 90, 30]);
  });
});

describe("current-format composition", () => {
  const ctw: ComposedItem = { id: 1, kind: "complete_words", questionCount: 0 };
  const dl3: ComposedItem = { id: 2, kind: "daily_life", questionCount: 3 };
  const dl2: ComposedItem = { id: 3, kind: "daily_life", questionCount: 2 };
  const ap: ComposedItem = { id: 4, kind: "academic_passage", questionCount: 5 };
  const items = [ctw, dl3, dl2, ap];

  it("accepts a reading routing module of 1 CTW, daily life with 5 questions and 1 academic passage", () => {
    expect(checkModule("reading", "routing", [1, 2, 3, 4], items)).toBeNull();
    expect(checkModule("reading", "easier", [1, 2, 3], items)).toBeNull();
    expect(checkModule("reading", "harder", [1, 4], items)).toBeNull();
  });

  it("refuses wrong counts, unknown items and duplicates with a message naming the module", () => {
    expect(checkModule("reading", "routing", [1, 2, 4], items)).toMatchObject({ error: "ftc.admin.moduleCounts", params: { module: "reading.routing" } });
    expect(checkModule("reading", "harder", [1, 4, 2], items)?.error).toBe("ftc.admin.moduleCounts");
    expect(checkModule("reading", "harder", [1, 99], items)?.error).toBe("ftc.admin.unknownItem");
    expect(checkModule("reading", "harder", [1, 1], items)?.error).toBe("ftc.admin.duplicateItem");
    expect(checkModule("reading", "harder", [1, 5], [...items, { id: 5, kind: "academic_passage", questionCount: 4 }])?.error).toBe("ftc.admin.missingQuestions");
    expect(checkModule("listening", "harder", [1, 4], items)?.error).toBe("ftc.admin.unknownItem");
  });

  it("checks writing and speaking lists by type and order", () => {
    const prompts = [
      ...Array.from({ length: 10 }, (_, i) => ({ id: i + 1, type: "build_sentence" })),
      { id: 11, type: "email" },
      { id: 12, type: "academic_discussion" },
    ];
    expect(checkPromptList("writing", prompts.map((p) => p.id), prompts)).toBeNull();
    expect(checkPromptList("writing", [12, ...prompts.slice(0, 11).map((p) => p.id)], prompts)?.error).toBe("ftc.admin.sectionCounts");
    expect(checkPromptList("writing", [1, 2], prompts)?.error).toBe("ftc.admin.sectionCounts");
    expect(disjointModules({ routing: [1], easier: [2], harder: [1] })).toBe(false);
    expect(currentTestData({ reading: { routing: [1] }, writing: [3, "x"] })).toEqual({
      reading: { routing: [1], easier: [], harder: [] },
      listening: { routing: [], easier: [], harder: [] },
      writing: [3],
      speaking: [],
    });
  });

});
