import { describe, expect, it } from "vitest";
import {
  SPEAKING_DIMENSIONS,
  SPEAKING_RUBRIC,
  WRITING_RUBRICS,
  WRITING_TASK_TYPES,
  speakingRubricText,
  writingRubric,
  writingRubricText,
} from "~/domain/scoring/rubrics";
import {
  BAND_TABLE,
  SCALE_SOURCE,
  bandFromTotal,
  cefrFromBand,
  mean,
  objectiveSectionScore,
  performanceLabel,
  proseSummaryPoints,
  speakingSectionScore,
  speakingTaskEquivalent,
  totalScore,
  writingSectionScore,
} from "~/domain/scoring/scales";

describe("writing section score (mean of tasks 0-5 -> 0-30)", () => {
  it("reads every row of the table exactly", () => {
    const rows: Array<[number, number]> = [
      [5, 30], [4.75, 29], [4.5, 28], [4.25, 27], [4, 25], [3.75, 24], [3.5, 22], [3.25, 21], [3, 20],
      [2.75, 18], [2.5, 17], [2.25, 15], [2, 14], [1.75, 12], [1.5, 11], [1.25, 10], [1, 8],
    ];
    for (const [m, scaled] of rows) expect(writingSectionScore(m), String(m)).toBe(scaled);
  });

  it("takes the nearest row at or below the mean", () => {
    expect(writingSectionScore(4.99)).toBe(29);
    expect(writingSectionScore(4.1)).toBe(25);
    expect(writingSectionScore(3.24)).toBe(20);
    expect(writingSectionScore(1.01)).toBe(8);
    expect(writingSectionScore(mean([4, 4.5]))).toBe(27);
  });

  it("interpolates to 0 below 1.00", () => {
    expect(writingSectionScore(0.99)).toBe(8);
    expect(writingSectionScore(0.5)).toBe(4);
    expect(writingSectionScore(0.25)).toBe(2);
    expect(writingSectionScore(0)).toBe(0);
  });

  it("clamps out-of-range and non-numeric means", () => {
    expect(writingSectionScore(6)).toBe(30);
    expect(writingSectionScore(-1)).toBe(0);
    expect(writingSectionScore(Number.NaN)).toBe(0);
  });
});

describe("speaking section score (mean of tasks 0-4 -> 0-30)", () => {
  it("reads the table's rows", () => {
    expect(speakingSectionScore(4)).toBe(30);
    expect(speakingSectionScore(3.83)).toBe(29);
    expect(speakingSectionScore(3.5)).toBe(27);
    expect(speakingSectionScore(3)).toBe(23);
    expect(speakingSectionScore(2)).toBe(15);
    expect(speakingSectionScore(1)).toBe(8);
    expect(speakingSectionScore(0.16)).toBe(2);
    expect(speakingSectionScore(0)).toBe(0);
  });

  it("reaches a row with means like 11/3 and 23/6 despite floating point", () => {
    expect(speakingSectionScore(11 / 3)).toBe(28);
    expect(speakingSectionScore(23 / 6)).toBe(29);
    expect(speakingSectionScore(mean([4, 4, 3, 4]))).toBe(28);
    expect(speakingSectionScore(mean([3, 3, 3, 4]))).toBe(24);
  });

  it("takes the row at or below between rows and clamps", () => {
    expect(speakingSectionScore(3.99)).toBe(29);
    expect(speakingSectionScore(0.15)).toBe(0);
    expect(speakingSectionScore(5)).toBe(30);
    expect(speakingSectionScore(-2)).toBe(0);
  });

  it("keeps the single-answer TOEFL equivalent at score/4*30", () => {
    expect(speakingTaskEquivalent(4)).toBe(30);
    expect(speakingTaskEquivalent(3)).toBe(23);
    expect(speakingTaskEquivalent(0)).toBe(0);
  });
});

describe("reading, listening, prose summary and total", () => {
  it("scores reading and listening as round(30 * points / max)", () => {
    expect(objectiveSectionScore(10, 10)).toBe(30);
    expect(objectiveSectionScore(7, 12)).toBe(18);
    expect(objectiveSectionScore(0, 12)).toBe(0);
    expect(objectiveSectionScore(5, 0)).toBe(0);
    expect(objectiveSectionScore(20, 10)).toBe(30);
  });

  it("gives a prose summary 2, 1 or 0 points", () => {
    expect(proseSummaryPoints(3)).toBe(2);
    expect(proseSummaryPoints(2)).toBe(1);
    expect(proseSummaryPoints(1)).toBe(0);
    expect(proseSummaryPoints(0)).toBe(0);
  });

  it("adds four sections to 0-120", () => {
    expect(totalScore([30, 30, 30, 30])).toBe(120);
    expect(totalScore([25, 22, null, undefined])).toBe(47);
    expect(totalScore([40, -3, 10, 10])).toBe(50);
  });

  it("labels performance by percent at 80, 70, 60 and 50", () => {
    expect(performanceLabel(100)).toBe("excellent");
    expect(performanceLabel(80)).toBe("excellent");
    expect(performanceLabel(79.9)).toBe("veryGood");
    expect(performanceLabel(70)).toBe("veryGood");
    expect(performanceLabel(60)).toBe("good");
    expect(performanceLabel(50)).toBe("fair");
    expect(performanceLabel(49.9)).toBe("needsImprovement");
    expect(performanceLabel(0)).toBe("needsImprovement");
  });
});

describe("the 2026 band scale and CEFR", () => {
  it("maps the edges of every band", () => {
    const edges: Array<[number, number]> = [
      [120, 6], [114, 6], [113, 5.5], [107, 5.5], [106, 5], [95, 5], [94, 4.5], [86, 4.5], [85, 4], [72, 4],
      [71, 3.5], [58, 3.5], [57, 3], [44, 3], [43, 2.5], [34, 2.5], [33, 2], [24, 2], [23, 1.5], [12, 1.5],
      [11, 1], [0, 1],
    ];
    for (const [total, band] of edges) expect(bandFromTotal(total), String(total)).toBe(band);
    expect(bandFromTotal(130)).toBe(6);
    expect(bandFromTotal(-5)).toBe(1);
  });

  it("covers 0-120 without gaps or overlaps", () => {
    const covered = new Set<number>();
    for (const [min, max] of BAND_TABLE) for (let t = min; t <= max; t++) {
      expect(covered.has(t)).toBe(false);
      covered.add(t);
    }
    expect(covered.size).toBe(121);
  });

  it("gives CEFR levels by band", () => {
    expect(cefrFromBand(6)).toBe("C2");
    expect(cefrFromBand(5.5)).toBe("C1");
    expect(cefrFromBand(5)).toBe("C1");
    expect(cefrFromBand(4.5)).toBe("B2");
    expect(cefrFromBand(4)).toBe("B2");
    expect(cefrFromBand(3.5)).toBe("B1");
    expect(cefrFromBand(3)).toBe("B1");
    expect(cefrFromBand(2.5)).toBe("A2");
    expect(cefrFromBand(2)).toBe("A2");
    expect(cefrFromBand(1.5)).toBe("A1");
    expect(cefrFromBand(1)).toBe("A1");
  });

  it("names its source", () => {
    expect(SCALE_SOURCE).toMatch(/ETS TOEFL iBT score scale update/);
  });
});

describe("the rubrics", () => {
  it("have one band per whole score 0-5 for every writing task, in both languages", () => {
    for (const type of WRITING_TASK_TYPES) {
      const rubric = WRITING_RUBRICS[type];
      expect(rubric.bands.map((b) => b.score).sort()).toEqual([0, 1, 2, 3, 4, 5]);
      for (const text of [rubric.title, rubric.summary, ...rubric.bands.map((b) => b.descriptor)]) {
        expect(text.en.trim()).not.toBe("");
        expect(text["pt-BR"].trim()).not.toBe("");
      }
    }
  });

  it("have bands 0-4 for speaking with delivery, language use and topic development", () => {
    expect(SPEAKING_RUBRIC.bands.map((b) => b.score).sort()).toEqual([0, 1, 2, 3, 4]);
    for (const band of SPEAKING_RUBRIC.bands) {
      expect(Object.keys(band.dimensions).sort()).toEqual([...SPEAKING_DIMENSIONS].sort());
      for (const text of [band.general, ...Object.values(band.dimensions)]) {
        expect(text.en.trim()).not.toBe("");
        expect(text["pt-BR"].trim()).not.toBe("");
      }
    }
  });

  it("give the grader an English text per task type", () => {
    expect(writingRubricText("integrated")).toMatch(/^Integrated writing \(score 0-5/);
    expect(writingRubric("unknown").task).toBe("independent");
    const speaking = speakingRubricText();
    for (const word of ["Delivery", "Language use", "Topic development"]) expect(speaking).toContain(word);
  });
});
