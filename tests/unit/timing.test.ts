import { describe, expect, it } from "vitest";
import {
  FULL_TEST_STAGES,
  SECTION_SECONDS,
  nextStage,
  sectionSeconds,
  type FullTestStage,
} from "~/domain/fulltest/timing";

describe("sectionSeconds", () => {
  it("gives the base length at multiplier 1 (and by default)", () => {
    expect(sectionSeconds("reading", 1)).toBe(54 * 60);
    expect(sectionSeconds("reading")).toBe(54 * 60);
    expect(sectionSeconds("listening", 1)).toBe(41 * 60);
    expect(sectionSeconds("writing", 1)).toBe(50 * 60);
    expect(sectionSeconds("speaking", 1)).toBe(17 * 60);
  });

  it("scales exam sections by 1.5 and 2", () => {
    expect(sectionSeconds("reading", 1.5)).toBe(81 * 60);
    expect(sectionSeconds("listening", 1.5)).toBe(Math.round(41 * 60 * 1.5));
    expect(sectionSeconds("speaking", 2)).toBe(34 * 60);
    expect(sectionSeconds("writing", 2)).toBe(100 * 60);
  });

  it("falls back to 1 for a multiplier that is not an accommodation", () => {
    for (const m of [0, 0.5, 1.25, 3, -1, Number.NaN]) {
      expect(sectionSeconds("reading", m)).toBe(54 * 60);
    }
  });

  it("never scales the break", () => {
    for (const m of [1, 1.5, 2, 3]) expect(sectionSeconds("break", m)).toBe(10 * 60);
  });

  it("has no clock for intro and results", () => {
    expect(sectionSeconds("intro", 2)).toBeNull();
    expect(sectionSeconds("results", 1)).toBeNull();
  });

  it("covers every timed stage", () => {
    for (const stage of Object.keys(SECTION_SECONDS) as FullTestStage[]) {
      expect(sectionSeconds(stage)).toBeGreaterThan(0);
    }
  });
});

describe("nextStage", () => {
  it("walks the stages in order", () => {
    const walked: FullTestStage[] = ["intro"];
    while (walked[walked.length - 1] !== "results") walked.push(nextStage(walked[walked.length - 1]));
    expect(walked).toEqual([...FULL_TEST_STAGES]);
    expect(nextStage("listening")).toBe("break");
    expect(nextStage("break")).toBe("writing");
  });

  it("stops at results", () => {
    expect(nextStage("results")).toBe("results");
  });
});
