import { describe, expect, it } from "vitest";
import { practiceHref, taskListHref } from "~/domain/tasks/links";
import { itemState, itemTitle } from "~/domain/tasks/list";
import {
  CURRENT_AUDIO_KINDS,
  CURRENT_PASSAGE_KINDS,
  LISTEN_REPEAT_WINDOWS,
  TASK_REGISTRY,
  TASK_TYPES,
  taskTypeBySlug,
  taskTypesOf,
} from "~/domain/tasks/registry";

describe("the current format's task types", () => {
  it("has the twelve task types of the 2026 test, three or four per section", () => {
    expect(TASK_TYPES).toHaveLength(12);
    expect(taskTypesOf("reading").map((t) => t.type)).toEqual(["complete_words", "daily_life", "academic_passage"]);
    expect(taskTypesOf("listening")).toHaveLength(4);
    expect(taskTypesOf("writing").map((t) => t.type)).toEqual(["build_sentence", "email", "academic_discussion"]);
    expect(taskTypesOf("speaking").map((t) => t.type)).toEqual(["listen_repeat", "interview"]);
  });

  it("gives every type a unique slug that finds it again", () => {
    const slugs = TASK_TYPES.map((t) => TASK_REGISTRY[t].slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const type of TASK_TYPES) expect(taskTypeBySlug(TASK_REGISTRY[type].slug)?.type).toBe(type);
    expect(taskTypeBySlug("nope")).toBeNull();
  });

  it("keeps the current listening kinds apart from the previous format's 'conversation' and 'lecture'", () => {
    expect(CURRENT_AUDIO_KINDS).not.toContain("conversation");
    expect(CURRENT_AUDIO_KINDS).not.toContain("lecture");
    expect(CURRENT_PASSAGE_KINDS).toEqual(["complete_words", "daily_life", "academic_passage"]);
  });

  it("times the writing section's tasks to fit its 23 minutes: 10 sentences, an email and a discussion", () => {
    const seconds = (type: "build_sentence" | "email" | "academic_discussion") => {
      const timing = TASK_REGISTRY[type].timing;
      return timing.kind === "item" ? timing.itemSeconds : 0;
    };
    expect(10 * seconds("build_sentence") + seconds("email") + seconds("academic_discussion")).toBeLessThanOrEqual(23 * 60);
  });

  it("gives Listen and Repeat the seven windows of the real test", () => {
    expect([...LISTEN_REPEAT_WINDOWS]).toEqual([8, 8, 10, 10, 10, 12, 12]);
  });

  it("links each type to the screen of its storage, and its list to /tasks/<slug>", () => {
    expect(practiceHref("complete_words", 3)).toBe("/reading/3");
    expect(practiceHref("academic_talk", 4)).toBe("/listening/4");
    expect(practiceHref("email", 5)).toBe("/writing-practice/5");
    expect(practiceHref("interview", 6)).toBe("/speaking/6");
    expect(taskListHref("build_sentence")).toBe("/tasks/build-a-sentence");
  });
});

describe("what an item list shows", () => {
  const base = { id: 1, title: null, text: null, data: null };
  it("names Listen and Repeat and interview items by their set and position, never by their text", () => {
    const item = { ...base, text: "The sentence to repeat.", data: { set: "Library tour", position: 3 } };
    expect(itemTitle("listen_repeat", item)).toEqual({ title: null, set: "Library tour", position: 3 });
  });

  it("names an email by its subject and a sentence item by its context line", () => {
    expect(itemTitle("email", { ...base, data: { subject: "Missed class" } }).title).toBe("Missed class");
    expect(itemTitle("build_sentence", { ...base, text: "  Did you   finish the report? " }).title).toBe("Did you finish the report?");
  });

  it("reports multiple-choice items by correct answers, one-row items by their score, and graded ones by status", () => {
    expect(itemState("objective", true, undefined, 2)).toEqual({ kind: "new" });
    expect(itemState("objective", false, undefined, 2)).toEqual({ kind: "locked" });
    expect(itemState("objective", false, { answers: 2, correct: 1, latest: { id: 9, status: "none", score: 0 } }, 2)).toEqual({
      kind: "answered",
      correct: 1,
      total: 2,
    });
    expect(itemState("objective", true, { answers: 1, correct: 0, latest: { id: 9, status: "none", score: 7 } }, null)).toEqual({
      kind: "answered",
      correct: 7,
      total: null,
    });
    expect(itemState("graded", true, { answers: 1, correct: 0, latest: { id: 4, status: "graded", score: 3.5 } }, null)).toEqual({
      kind: "graded",
      score: 3.5,
      submissionId: 4,
    });
    expect(itemState("graded", true, { answers: 1, correct: 0, latest: { id: 4, status: "pending", score: null } }, null).kind).toBe("pending");
  });
});
