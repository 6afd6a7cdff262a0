import { describe, expect, it } from "vitest";
import { DISCUSSION_MARKER, packDiscussion, parseDiscussion, questionSummary } from "~/domain/academic-discussion";

describe("academic discussion packing", () => {
  const parts = {
    professorPost: "Should cities ban cars from their centres?\nThink about air and business.",
    firstStudentPost: "Yes: the air would be cleaner.",
    secondStudentPost: "No, shops would lose customers.",
    instructions: "Write a post that contributes to the discussion (at least 100 words).",
  };

  it("starts the question text with the marker line, then the professor, the two students and the instructions", () => {
    const text = packDiscussion(parts);
    const lines = text.split("\n");
    expect(lines[0]).toBe(DISCUSSION_MARKER);
    expect(lines[1]).toBe("Professor:");
    expect(text.indexOf("Student 1:")).toBeLessThan(text.indexOf("Student 2:"));
    expect(text.indexOf("Student 2:")).toBeLessThan(text.indexOf("Instructions:"));
  });

  it("round-trips posts with several lines", () => {
    expect(parseDiscussion(packDiscussion(parts))).toEqual(parts);
  });

  it("round-trips text that looks like a header, the marker or a backslash", () => {
    const tricky = {
      professorPost: "Student 1:\nProfessor:\n\\already escaped\n[[academic_discussion]]",
      firstStudentPost: "Instructions:",
      secondStudentPost: "\\",
      instructions: "Student 2:\nplain",
    };
    expect(parseDiscussion(packDiscussion(tricky))).toEqual(tricky);
  });

  it("keeps empty student posts empty and trims every part, with CRLF line endings normalised", () => {
    const packed = packDiscussion({ professorPost: "  Hello\r\nclass  ", instructions: " Answer. " });
    expect(parseDiscussion(packed)).toEqual({
      professorPost: "Hello\nclass",
      firstStudentPost: "",
      secondStudentPost: "",
      instructions: "Answer.",
    });
  });

  it("reads a plain question as no discussion", () => {
    expect(parseDiscussion("Do you agree or disagree?")).toBeNull();
    expect(parseDiscussion("")).toBeNull();
    expect(parseDiscussion(null)).toBeNull();
    expect(parseDiscussion(`Intro\n${DISCUSSION_MARKER}`)).toBeNull();
  });

  it("summarises a discussion by its instructions and a plain question by itself", () => {
    expect(questionSummary(packDiscussion(parts))).toBe(parts.instructions);
    expect(questionSummary(packDiscussion({ professorPost: "Only the professor" }))).toBe("Only the professor");
    expect(questionSummary("Plain question")).toBe("Plain question");
  });
});
