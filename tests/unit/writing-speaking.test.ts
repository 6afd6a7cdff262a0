import { describe, expect, it } from "vitest";
import {
  countEssayWords,
  essayProblem,
  nextPromptId,
  speakingTimes,
  SUGGESTED_WORDS,
  writingPath,
  writingSeconds,
} from "~/domain/writing-speaking";

describe("essay rules", () => {
  it("counts words split on whitespace, not characters", () => {
    expect(countEssayWords("")).toBe(0);
    expect(countEssayWords("  one\ntwo\t three  ")).toBe(3);
    expect(countEssayWords("a".repeat(500))).toBe(1);
  });

  it("refuses an empty essay always, and one under 100 words only before the time is up", () => {
    const ninetyNine = Array(99).fill("word").join(" ");
    expect(essayProblem("   ", false)).toBe("empty");
    expect(essayProblem("   ", true)).toBe("empty");
    expect(essayProblem(ninetyNine, false)).toBe("tooShort");
    expect(essayProblem(ninetyNine, true)).toBeNull();
    expect(essayProblem(`${ninetyNine} more`, false)).toBeNull();
  });

  it("times and suggests lengths by type", () => {
    expect(writingSeconds("integrated")).toBe(1200);
    expect(writingSeconds("academic_discussion")).toBe(600);
    expect(writingSeconds("independent")).toBe(1800);
    expect(writingSeconds("something_new")).toBe(1800);
    expect(SUGGESTED_WORDS.academic_discussion).toEqual({ min: 100, max: 150 });
    expect(writingPath({ id: 4, type: "integrated" })).toBe("/writing-integrated/4");
    expect(writingPath({ id: 4, type: "academic_discussion" })).toBe("/writing-simple/4");
  });

  it("uses the prompt's speaking times, else 15 s and 45 s", () => {
    expect(speakingTimes({ preparationTime: 30, speakingTime: 60 })).toEqual({ preparation: 30, speaking: 60 });
    expect(speakingTimes({ preparationTime: 0, speakingTime: null })).toEqual({ preparation: 15, speaking: 45 });
  });
});

describe("Next Question", () => {
  it("goes to the prompt after the current one, wrapping around", () => {
    expect(nextPromptId([1, 2, 3], 1)).toBe(2);
    expect(nextPromptId([1, 2, 3], 3)).toBe(1);
  });
  it("picks a random other prompt when the current one is not in the list", () => {
    expect(nextPromptId([1, 2, 3], 9, () => 0.99)).toBe(3);
    expect(nextPromptId([1, 2, 3], null, () => 0)).toBe(1);
  });
  it("returns the first when it is the only one, and null when there are none", () => {
    expect(nextPromptId([7], 7)).toBe(7);
    expect(nextPromptId([], 1)).toBeNull();
  });
});
