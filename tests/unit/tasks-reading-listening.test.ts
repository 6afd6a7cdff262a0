import { describe, expect, it } from "vitest";
import {
  completeWordsGaps,
  completeWordsProblems,
  completeWordsSegments,
  countWords,
  isGapCorrect,
  scoreCompleteWords,
  visiblePart,
} from "~/domain/tasks/complete-words";
import { checkQuestions, listeningAllowedSeconds, listeningItemIssues, readingItemIssues } from "~/domain/tasks/reading-listening-rules";

const PARAGRAPH =
  "Coral reefs cover less than one percent of the ocean floor. Yet they shelter about a quarter of all marine species, " +
  "which makes them some of the richest habitats on the planet. Reefs are built slowly by tiny animals called polyps, " +
  "which take calcium from seawater and turn it into hard skeletons. When the water becomes too warm, the polyps expel " +
  "the algae that feed them, and the reef turns white. Scientists call this bleaching, and repeated episodes can kill " +
  "a reef within a few years.";

const question = (correct = "A") => ({ questionText: "What is the main idea?", options: ["One", "Two", "Three", "Four"], correctAnswer: correct });
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}`).join(" ");

describe("Complete the Words gaps", () => {
  it("keeps the first sentence intact and removes the second half of every second word after it, 10 times", () => {
    const gaps = completeWordsGaps(PARAGRAPH);
    expect(gaps).toHaveLength(10);
    // words after the first sentence: Yet they shelter about a(skipped) quarter of all ...
    expect(gaps.map((g) => g.word)).toEqual(["they", "about", "of", "marine", "which", "them", "of", "richest", "on", "planet"]);
    const text = completeWordsSegments(PARAGRAPH).map((s) => (s.kind === "text" ? s.text : `${s.visible}_`)).join("");
    expect(text.startsWith("Coral reefs cover less than one percent of the ocean floor. Yet th_ shelter ab_ a quarter o_ all mar_ species")).toBe(true);
    // everything after the tenth gap stays intact
    expect(text.endsWith("a reef within a few years.")).toBe(true);
  });

  it("removes the larger half of odd-length words and keeps half of even ones", () => {
    expect(visiblePart("the")).toBe("t");
    expect(visiblePart("science")).toBe("sci");
    expect(visiblePart("to")).toBe("t");
    expect(visiblePart("planet")).toBe("pla");
    const gap = completeWordsGaps(PARAGRAPH)[1];
    expect(gap).toMatchObject({ word: "about", visible: "ab", missing: "out" });
  });

  it("skips one-letter words, numbers, hyphenated words and words with apostrophes without counting them", () => {
    const text = "Intro sentence here. One a 1998 well-known don't two three four I five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty.";
    const gaps = completeWordsGaps(text);
    expect(gaps[0].word).toBe("two");
    expect(gaps[1].word).toBe("four");
    expect(gaps[2].word).toBe("six");
    expect(gaps).toHaveLength(10);
    expect(gaps[9].word).toBe("twenty");
  });

  it("leaves punctuation around a gapped word visible", () => {
    const text = "First one. Alpha beta, gamma (delta) epsilon zeta; eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon phi.";
    const segments = completeWordsSegments(text);
    const firstGap = segments.findIndex((s) => s.kind === "gap");
    expect(segments[firstGap]).toMatchObject({ word: "beta", visible: "be", missing: "ta" });
    expect(segments[firstGap + 1]).toEqual({ kind: "text", text: ", gamma (" });
    expect(segments[firstGap + 2]).toMatchObject({ word: "delta" });
  });

  it("counts words as a person does and validates 70-100 words with 10 gaps", () => {
    expect(countWords(PARAGRAPH)).toBeGreaterThanOrEqual(70);
    expect(completeWordsProblems(PARAGRAPH)).toEqual([]);
    expect(completeWordsProblems("Too short. Only a few words here.")).toContain("tasksRL.rule.ctwWords");
    expect(completeWordsProblems(`${PARAGRAPH} ${words(40)}`)).toEqual(["tasksRL.rule.ctwWords"]);
    expect(completeWordsProblems(words(80))).toContain("tasksRL.rule.ctwFirstSentence");
    // 80 words but nearly all one-letter or numbers after the first sentence: not enough gaps
    const few = `This first sentence is long enough to be counted as the opening line. ${Array.from({ length: 70 }, (_, i) => (i % 2 ? "a" : String(i))).join(" ")} end now.`;
    expect(completeWordsProblems(few)).toEqual(["tasksRL.rule.ctwGaps"]);
  });
});

describe("Complete the Words scoring", () => {
  it("compares letters only, case-insensitively, per word; the whole word is accepted too", () => {
    const gap = { word: "about", missing: "out" };
    expect(isGapCorrect(gap, "OUT")).toBe(true);
    expect(isGapCorrect(gap, " o-u t ")).toBe(true);
    expect(isGapCorrect(gap, "about")).toBe(true);
    expect(isGapCorrect(gap, "ou")).toBe(false);
    expect(isGapCorrect(gap, "")).toBe(false);
  });

  it("scores correct gaps out of 10, missing answers counting as wrong", () => {
    const gaps = completeWordsGaps(PARAGRAPH);
    const answers = gaps.map((g) => g.missing);
    expect(scoreCompleteWords(PARAGRAPH, answers)).toMatchObject({ correct: 10, total: 10, score: 1 });
    const seven = [...answers.slice(0, 7), "x", "", "zz"];
    const result = scoreCompleteWords(PARAGRAPH, seven);
    expect(result).toMatchObject({ correct: 7, score: 0.7 });
    expect(result.gaps[7]).toMatchObject({ correct: false, word: "richest", answer: "x" });
    expect(scoreCompleteWords(PARAGRAPH, [])).toMatchObject({ correct: 0, score: 0 });
  });
});

describe("the rules of the other reading and listening types", () => {
  const dailyText = "Library notice: the reading room closes at 6 pm on Friday for cleaning. Study rooms on the second floor stay open until 10 pm.";
  it("Read in Daily Life: 15-150 words, a genre, 2-3 questions of 4 options", () => {
    const ok = { title: "Notice", content: dailyText, genre: "notice", questions: [question(), question("B")] };
    expect(readingItemIssues("daily_life", ok)).toEqual([]);
    expect(readingItemIssues("daily_life", { ...ok, content: "Closed on Friday." })).toEqual([{ path: "content", message: "tasksRL.rule.dailyLifeWords" }]);
    expect(readingItemIssues("daily_life", { ...ok, genre: "poem" })).toEqual([{ path: "genre", message: "tasksRL.rule.genre" }]);
    expect(readingItemIssues("daily_life", { ...ok, questions: [question()] })).toEqual([{ path: "questions", message: "tasksRL.rule.questions2to3" }]);
    expect(readingItemIssues("daily_life", { ...ok, questions: [question(), question(), question(), question()] })[0].message).toBe("tasksRL.rule.questions2to3");
  });
  it("Read an Academic Passage: 150-250 words and exactly 5 questions", () => {
    const content = `${words(200)}.`;
    const five = Array.from({ length: 5 }, () => question());
    expect(readingItemIssues("academic_passage", { title: "T", content, questions: five })).toEqual([]);
    expect(readingItemIssues("academic_passage", { title: "T", content: words(120), questions: five })[0].message).toBe("tasksRL.rule.academicPassageWords");
    expect(readingItemIssues("academic_passage", { title: "T", content, questions: five.slice(1) })[0].message).toBe("tasksRL.rule.questions5");
  });
  it("questions need a text, exactly 4 options and a correct answer among them; blank slots are not counted", () => {
    const { issues, questions } = checkQuestions("listen_conversation", [
      question(),
      { questionText: "Why?", options: ["A", "B", "C", "", ""], correctAnswer: "A" },
      { questionText: "", options: [], correctAnswer: "" },
    ]);
    expect(issues).toEqual([{ path: "questions[1].options", message: "tasksRL.rule.fourOptions" }]);
    expect(questions).toHaveLength(2);
    expect(checkQuestions("choose_response", [{ questionText: "Q", options: ["a", "b", "c", "d"], correctAnswer: "" }]).issues).toEqual([
      { path: "questions[0].correctAnswer", message: "tasksRL.rule.correctAnswer" },
    ]);
  });
  it("listening: a transcript, question counts 1/2/2/4, an academic talk of 175-250 words", () => {
    const base = { title: "T", transcription: "Man: Where is the lab?", duration: 10 };
    expect(listeningItemIssues("choose_response", { ...base, questions: [question()] })).toEqual([]);
    expect(listeningItemIssues("choose_response", { ...base, questions: [question(), question()] })[0].message).toBe("tasksRL.rule.questions1");
    expect(listeningItemIssues("listen_announcement", { ...base, transcription: "", questions: [question(), question()] })).toEqual([
      { path: "transcription", message: "tasksRL.rule.transcript" },
    ]);
    const four = Array.from({ length: 4 }, () => question());
    expect(listeningItemIssues("academic_talk", { ...base, questions: four })).toEqual([{ path: "transcription", message: "tasksRL.rule.academicTalkWords" }]);
    expect(listeningItemIssues("academic_talk", { ...base, transcription: words(200), questions: four })).toEqual([]);
  });
  it("gives a listening item questions x the registry's seconds per question", () => {
    expect(listeningAllowedSeconds("choose_response", 1)).toBe(20);
    expect(listeningAllowedSeconds("academic_talk", 4)).toBe(120);
  });
});
