import { describe, expect, it } from "vitest";
import {
  checkOrder,
  correctSentence,
  presentationOrder,
  validateBuildSentence,
  type BuildSentenceData,
} from "~/domain/tasks/build-sentence";
import { emailFrame, emailTaskText, validateEmail } from "~/domain/tasks/email";
import {
  LISTEN_REPEAT_TABLE,
  normaliseWords,
  numberToWords,
  scoreForWer,
  scoreRepeat,
  wordEditDistance,
} from "~/domain/tasks/listen-repeat";
import { criteriaRubricText, EMAIL_RUBRIC, INTERVIEW_RUBRIC } from "~/domain/scoring/rubrics";

const item: BuildSentenceData = {
  chunks: ["I think", "the library", "closes at", "nine tonight"],
  distractor: "opened",
  before: "",
  after: ".",
};

describe("Build a Sentence validation", () => {
  it("accepts 3-7 distinct chunks with a distractor that is none of them", () => {
    expect(validateBuildSentence(item)).toEqual([]);
    expect(validateBuildSentence({ ...item, chunks: ["a", "b", "c"] })).toEqual([]);
    expect(validateBuildSentence({ ...item, chunks: ["a", "b", "c", "d", "e", "f", "g"] })).toEqual([]);
  });

  it("refuses fewer than 3 or more than 7 chunks", () => {
    expect(validateBuildSentence({ ...item, chunks: ["a", "b"] })).toContainEqual({ field: "chunks", message: "tasksWS.bs.chunkCount" });
    expect(validateBuildSentence({ ...item, chunks: ["a", "b", "c", "d", "e", "f", "g", "h"] })).toContainEqual({
      field: "chunks",
      message: "tasksWS.bs.chunkCount",
    });
  });

  it("refuses an empty chunk", () => {
    expect(validateBuildSentence({ ...item, chunks: ["a", " ", "c", "d"] })).toContainEqual({ field: "chunks", message: "tasksWS.bs.chunkEmpty" });
  });

  it("refuses two chunks equal ignoring case and spacing, since the order would not be unique", () => {
    expect(validateBuildSentence({ ...item, chunks: ["the  Book", "is", "the book"] })).toContainEqual({
      field: "chunks",
      message: "tasksWS.bs.chunkDuplicate",
    });
  });

  it("refuses a missing distractor or one equal to a chunk", () => {
    expect(validateBuildSentence({ ...item, distractor: "" })).toContainEqual({ field: "distractor", message: "tasksWS.bs.distractorRequired" });
    expect(validateBuildSentence({ ...item, distractor: "The Library " })).toContainEqual({
      field: "distractor",
      message: "tasksWS.bs.distractorEqualsChunk",
    });
  });
});

describe("Build a Sentence checking", () => {
  it("builds the correct sentence with the fixed words around the slots", () => {
    expect(correctSentence(item)).toBe("I think the library closes at nine tonight.");
    expect(correctSentence({ ...item, before: "Well,", after: "?" })).toBe("Well, I think the library closes at nine tonight?");
  });

  it("counts the stored order as right and any other order or the distractor as wrong", () => {
    expect(checkOrder(item, [0, 1, 2, 3])).toEqual({ status: "correct", sentence: "I think the library closes at nine tonight." });
    expect(checkOrder(item, [1, 0, 2, 3]).status).toBe("wrong");
    expect(checkOrder(item, [0, 1, 2, 4]).status).toBe("wrong");
  });

  it("counts an order that reads the same after normalising as right", () => {
    const same = { ...item, chunks: ["we", "can meet", "we can", "meet"], distractor: "never" };
    // "we can meet" + "we can" + ... : a different placement giving the identical sentence is right
    expect(checkOrder(same, [2, 3, 0, 1]).status).toBe("correct");
  });

  it("treats a missing, extra, unknown or repeated slot as invalid", () => {
    expect(checkOrder(item, [0, 1, 2])).toEqual({ status: "invalid", message: "tasksWS.bs.fillEverySlot" });
    expect(checkOrder(item, [0, 1, 2, 3, 4])).toEqual({ status: "invalid", message: "tasksWS.bs.fillEverySlot" });
    expect(checkOrder(item, [0, 1, null, 3])).toEqual({ status: "invalid", message: "tasksWS.bs.fillEverySlot" });
    expect(checkOrder(item, [0, 1, 2, 9])).toEqual({ status: "invalid", message: "tasksWS.bs.fillEverySlot" });
    expect(checkOrder(item, [0, 0, 2, 3])).toEqual({ status: "invalid", message: "tasksWS.bs.eachOnce" });
  });

  it("shows the same shuffled order to a learner on every load, never already solved", () => {
    const first = presentationOrder(item, 7, 42);
    expect(presentationOrder(item, 7, 42)).toEqual(first);
    expect([...first].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(first.slice(0, 4)).not.toEqual([0, 1, 2, 3]);
    for (let user = 1; user < 50; user++) {
      expect(presentationOrder({ ...item, chunks: ["a", "b", "c"] }, 1, user).slice(0, 3)).not.toEqual([0, 1, 2]);
    }
  });
});

describe("Write an Email validation", () => {
  const valid = { situation: "Your order arrived damaged.", to: "Customer Service", subject: "Damaged order", goals: ["a", "b", "c"] };
  it("accepts a situation, recipient, subject and exactly three goals", () => {
    expect(validateEmail(valid)).toEqual([]);
  });
  it("names each missing part and a wrong number of goals", () => {
    expect(validateEmail({ ...valid, situation: " " })).toContainEqual({ field: "question", message: "tasksWS.email.situationRequired" });
    expect(validateEmail({ ...valid, to: "" })).toContainEqual({ field: "to", message: "tasksWS.email.toRequired" });
    expect(validateEmail({ ...valid, subject: "" })).toContainEqual({ field: "subject", message: "tasksWS.email.subjectRequired" });
    expect(validateEmail({ ...valid, goals: ["a", "b"] })).toContainEqual({ field: "goals", message: "tasksWS.email.threeGoals" });
    expect(validateEmail({ ...valid, goals: ["a", "", "c"] })).toContainEqual({ field: "goals", message: "tasksWS.email.threeGoals" });
    expect(validateEmail({ ...valid, goals: ["a", "b", "c", "d"] })).toContainEqual({ field: "goals", message: "tasksWS.email.threeGoals" });
  });
  it("gives the grader the whole task and sees an email's greeting and closing", () => {
    const text = emailTaskText("Situation.", { to: "Ms Lee", subject: "Visit", goals: ["Thank her", "Ask a question", "Suggest a date"] });
    expect(text).toContain("To: Ms Lee");
    expect(text).toContain("- Suggest a date");
    expect(emailFrame("Dear Ms Lee,\nThank you.\nBest regards,\nAna")).toEqual({ greeting: true, closing: true });
    expect(emailFrame("the order was broken and I want a new one sent to my house soon please")).toEqual({ greeting: false, closing: false });
  });
});

describe("Listen and Repeat scoring", () => {
  it("normalises case, punctuation, contractions, numbers and clock times", () => {
    expect(normaliseWords("It's 9:00, isn't it?")).toEqual(["it", "is", "nine", "oclock", "is", "not", "it"]);
    expect(normaliseWords("It is nine o'clock, is not it")).toEqual(["it", "is", "nine", "oclock", "is", "not", "it"]);
    expect(normaliseWords("We can't meet 21 students; 50% left.")).toEqual(["we", "can", "not", "meet", "twenty", "one", "students", "fifty", "percent", "left"]);
    expect(normaliseWords("I’m in Room 305")).toEqual(["i", "am", "in", "room", "three", "hundred", "five"]);
    expect(numberToWords(1000)).toBe("1000");
  });

  it("measures word error rate by word-level edit distance", () => {
    expect(wordEditDistance(["a", "b", "c"], ["a", "b", "c"])).toBe(0);
    expect(wordEditDistance(["a", "b", "c"], ["a", "x", "c"])).toBe(1);
    expect(wordEditDistance(["a", "b", "c"], ["a", "c"])).toBe(1);
    expect(wordEditDistance(["a", "b", "c"], ["a", "b", "c", "d", "e"])).toBe(2);
    expect(wordEditDistance([], ["a"])).toBe(1);
  });

  it("maps WER to 0-5 by the documented table, at its edges", () => {
    expect(LISTEN_REPEAT_TABLE.map((r) => r.score)).toEqual([5, 4, 3, 2, 1]);
    expect(scoreForWer(0)).toBe(5);
    expect(scoreForWer(0.0001)).toBe(4);
    expect(scoreForWer(0.1)).toBe(4);
    expect(scoreForWer(0.1001)).toBe(3);
    expect(scoreForWer(0.25)).toBe(3);
    expect(scoreForWer(0.2501)).toBe(2);
    expect(scoreForWer(0.45)).toBe(2);
    expect(scoreForWer(0.4501)).toBe(1);
    expect(scoreForWer(0.7)).toBe(1);
    expect(scoreForWer(0.7001)).toBe(0);
    expect(scoreForWer(3)).toBe(0);
  });

  it("scores an exact repetition 5, one word off in ten 4, and an empty transcription 0", () => {
    const target = "The library opens at nine o'clock on weekdays and at ten on Saturdays.";
    expect(scoreRepeat(target, "The library opens at 9:00 on weekdays and at 10 on Saturdays")).toMatchObject({ score: 5, wer: 0 });
    // 13 words; one substituted: 1/13 = 0.077
    expect(scoreRepeat(target, "The library opens at nine o'clock on weekends and at ten on Saturdays.").score).toBe(4);
    // two words missing: 2/13 = 0.15
    expect(scoreRepeat(target, "The library opens at nine on weekdays and ten on Saturdays.")).toMatchObject({ score: 3, errors: 2 });
    expect(scoreRepeat(target, "")).toMatchObject({ score: 0, wer: 1 });
    expect(scoreRepeat(target, "I like pizza").score).toBe(0);
  });
});

describe("current-format rubrics", () => {
  it("score email and interview 0-5 on four named criteria and send their text to the model", () => {
    expect(EMAIL_RUBRIC.criteria).toEqual(["goals", "organisation", "tone", "language"]);
    expect(INTERVIEW_RUBRIC.criteria).toEqual(["relevance", "elaboration", "delivery", "languageUse"]);
    expect(EMAIL_RUBRIC.bands.map((b) => b.score)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(criteriaRubricText(INTERVIEW_RUBRIC)).toContain("elaboration");
  });
});

describe("the built-in grader on an email", () => {
  const goals = ["Describe the damage to the book", "Ask for a replacement copy", "Suggest a delivery date next week"];
  const input = (essay: string) => ({ taskType: "email" as const, prompt: emailTaskText("Your book arrived damaged.", { to: "Customer Service", subject: "Damaged book", goals: goals as [string, string, string] }), goals, essay });
  it("scores an email that meets every goal above one that meets none, and names the goals left out", async () => {
    const { gradeEssayBuiltin } = await import("~/domain/grading/builtin");
    const full = gradeEssayBuiltin(
      input(
        "Dear Customer Service,\n\nI am writing about my recent order. The book arrived damaged: the cover is torn and several pages are bent, so I cannot give it as a gift.\n\nCould you please send me a replacement copy as soon as possible? I have kept the damaged one and can return it.\n\nIf possible, I would like the new copy delivered next week, on Tuesday or Wednesday, when I am at home.\n\nThank you for your help.\n\nBest regards,\nAna Souza",
      ),
    );
    const none = gradeEssayBuiltin(input("Hello. I like reading novels in the evening because they are relaxing and fun for me and my friends."));
    expect(full.score).toBeGreaterThan(none.score);
    expect(none.score).toBeLessThanOrEqual(1.5);
    expect(none.suggestions).toContainEqual({ key: "tasksWS.suggest.goalMissing", params: { goal: goals[1] } });
    expect(full.suggestions.some((s) => typeof s !== "string" && s.key === "tasksWS.suggest.goalMissing")).toBe(false);
    expect(full.details).toMatchObject({ goalsMet: 3 });
  });
});
