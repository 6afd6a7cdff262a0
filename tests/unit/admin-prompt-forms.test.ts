import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { parseDiscussion } from "~/domain/academic-discussion";
import {
  FULL_TEST_COUNTS,
  canSelectMore,
  hasRequiredCount,
  hasWritingMix,
} from "~/domain/fulltest/composition";
import { translate } from "~/lib/i18n";
import { FullTestSchema } from "~/lib/forms/full-test";
import {
  SpeakingInlineAudioSchema,
  SpeakingInlinePassageSchema,
  SpeakingPromptSchema,
} from "~/lib/forms/speaking-prompt";
import { WritingInlinePassageSchema, WritingPromptSchema } from "~/lib/forms/writing-prompt";
import { writingValues } from "~/services/writing-prompts.server";

const messages = (result: { success: boolean; error?: { issues: { message: string; path: (string | number)[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${i.path.join(".")}:${i.message}`);

function form(entries: Array<[string, string]>) {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

describe("full test composition", () => {
  it("needs 3 reading, 3 listening, 2 writing and 4 speaking items", () => {
    expect(FULL_TEST_COUNTS).toEqual({ reading: 3, listening: 3, writing: 2, speaking: 4 });
    expect(hasRequiredCount("reading", [1, 2, 3])).toBe(true);
    expect(hasRequiredCount("reading", [1, 2, 2])).toBe(false);
    expect(hasRequiredCount("speaking", [1, 2, 3])).toBe(false);
  });

  it("needs exactly 1 integrated and 1 academic discussion writing prompt", () => {
    expect(hasWritingMix(["integrated", "academic_discussion"])).toBe(true);
    expect(hasWritingMix(["academic_discussion", "integrated"])).toBe(true);
    expect(hasWritingMix(["integrated", "integrated"])).toBe(false);
    expect(hasWritingMix(["integrated", "independent"])).toBe(false);
    expect(hasWritingMix(["integrated"])).toBe(false);
    expect(hasWritingMix(["integrated", "academic_discussion", "independent"])).toBe(false);
  });

  it("lets a section take items until its count", () => {
    expect(canSelectMore("writing", 1)).toBe(true);
    expect(canSelectMore("writing", 2)).toBe(false);
    expect(canSelectMore("speaking", 3)).toBe(true);
  });

  it("says the count of each section in its message", () => {
    expect(translate("en", "adminPrompts.fullTest.countReading")).toBe("Please select exactly 3 reading passages (TOEFL standard)");
    expect(translate("en", "adminPrompts.fullTest.countListening")).toBe("Please select exactly 3 listening audios (TOEFL standard)");
    expect(translate("en", "adminPrompts.fullTest.countWriting")).toBe("Please select exactly 2 writing prompts (TOEFL standard)");
    expect(translate("en", "adminPrompts.fullTest.countSpeaking")).toBe("Please select exactly 4 speaking prompts (TOEFL standard)");
  });

  it("validates the form: trimmed title and exact counts, from checkboxes", () => {
    const bad = parseWithZod(form([["title", "  "], ["readingPassageIds", "1"], ["writingPromptIds", "4"], ["writingPromptIds", "4"]]), { schema: FullTestSchema });
    expect(bad.status).toBe("error");
    expect(bad.status === "error" && bad.error).toMatchObject({
      title: ["adminPrompts.fullTest.titleRequired"],
      readingPassageIds: ["adminPrompts.fullTest.countReading"],
      listeningAudioIds: ["adminPrompts.fullTest.countListening"],
      writingPromptIds: ["adminPrompts.fullTest.countWriting"],
      speakingPromptIds: ["adminPrompts.fullTest.countSpeaking"],
    });
    const ok = FullTestSchema.parse({
      title: " Test 1 ",
      readingPassageIds: [1, 2, 3],
      listeningAudioIds: [4, 5, 6],
      writingPromptIds: [7, 8],
      speakingPromptIds: [9, 10, 11, 12],
    });
    expect(ok.title).toBe("Test 1");
  });
});

describe("writing prompt rules", () => {
  it("requires a non-blank question", () => {
    expect(messages(WritingPromptSchema.safeParse({ type: "independent", question: "   " }))).toEqual(["question:adminPrompts.questionRequired"]);
  });

  it("reports a missing question together with the type's own rule (as an empty form field arrives)", () => {
    const submission = parseWithZod(form([["type", "academic_discussion"], ["question", ""], ["professorPost", ""]]), { schema: WritingPromptSchema });
    expect(submission.status === "error" && submission.error).toEqual({
      question: ["adminPrompts.questionRequired"],
      professorPost: ["adminPrompts.writing.professorPostRequired"],
    });
    const speaking = parseWithZod(form([["type", "integrated"], ["question", ""]]), { schema: SpeakingPromptSchema });
    expect(speaking.status === "error" && Object.keys(speaking.error ?? {}).sort()).toEqual(["integratedType", "question", "relatedAudioId"]);
  });

  it("requires both a passage and an audio for integrated prompts", () => {
    expect(messages(WritingPromptSchema.safeParse({ type: "integrated", question: "Q", relatedPassageId: 1 }))).toEqual([
      "relatedAudioId:adminPrompts.writing.integratedNeedsBoth",
    ]);
    expect(messages(WritingPromptSchema.safeParse({ type: "integrated", question: "Q" }))).toHaveLength(2);
  });

  it("requires a professor post for academic discussion prompts", () => {
    expect(messages(WritingPromptSchema.safeParse({ type: "academic_discussion", question: "Q", professorPost: " " }))).toEqual([
      "professorPost:adminPrompts.writing.professorPostRequired",
    ]);
  });

  it("defaults difficulty to medium and decides the time limit by type", () => {
    const integrated = WritingPromptSchema.parse({ type: "integrated", question: "Q", relatedPassageId: 1, relatedAudioId: 2, timeLimit: 45 });
    expect(integrated.difficulty).toBe("medium");
    expect(writingValues(integrated).timeLimit).toBe(20);
    expect(writingValues(WritingPromptSchema.parse({ type: "independent", question: "Q" })).timeLimit).toBe(30);
    const discussion = writingValues(
      WritingPromptSchema.parse({ type: "academic_discussion", question: "Write.", professorPost: "P", relatedPassageId: 3, firstStudentPost: "A" }),
    );
    expect(discussion.timeLimit).toBe(10);
    expect(discussion.relatedPassageId).toBeNull();
    expect(parseDiscussion(discussion.question)).toEqual({ professorPost: "P", firstStudentPost: "A", secondStudentPost: "", instructions: "Write." });
  });

  it("refuses a time limit outside 1-60", () => {
    expect(messages(WritingPromptSchema.safeParse({ type: "independent", question: "Q", timeLimit: 61 }))).toEqual([
      "timeLimit:adminPrompts.writing.timeLimitRange",
    ]);
  });

  it("accepts an already packed discussion from a JSON client", () => {
    const packed = writingValues(WritingPromptSchema.parse({ type: "academic_discussion", question: "Go.", professorPost: "Prof" })).question;
    const again = WritingPromptSchema.parse({ type: "academic_discussion", question: packed });
    expect(again.professorPost).toBe("Prof");
    expect(again.question).toBe("Go.");
  });

  it("requires the inline passage's title and content with one message", () => {
    expect(messages(WritingInlinePassageSchema.safeParse({ intent: "createPassage", passageTitle: "T" }))).toEqual([
      "passageContent:adminPrompts.writing.passageTitleContentRequired",
    ]);
    expect(messages(WritingInlinePassageSchema.safeParse({ intent: "createPassage", passageContent: "C" }))).toEqual([
      "passageTitle:adminPrompts.writing.passageTitleContentRequired",
    ]);
  });
});

describe("speaking prompt rules", () => {
  it("requires a task type and an audio for integrated prompts", () => {
    expect(messages(SpeakingPromptSchema.safeParse({ type: "integrated", question: "Q" }))).toEqual([
      "integratedType:adminPrompts.speaking.integratedTypeRequired",
      "relatedAudioId:adminPrompts.speaking.audioRequired",
    ]);
  });

  it("clears task type, passage and audio of independent prompts, and the passage unless text_audio", () => {
    expect(
      SpeakingPromptSchema.parse({ type: "independent", question: "Q", integratedType: "lecture", relatedPassageId: 1, relatedAudioId: 2 }),
    ).toMatchObject({ integratedType: null, relatedPassageId: null, relatedAudioId: null });
    expect(
      SpeakingPromptSchema.parse({ type: "integrated", integratedType: "lecture", question: "Q", relatedPassageId: 1, relatedAudioId: 2 }),
    ).toMatchObject({ relatedPassageId: null, relatedAudioId: 2 });
    expect(
      SpeakingPromptSchema.parse({ type: "integrated", integratedType: "text_audio", question: "Q", relatedPassageId: 1, relatedAudioId: 2 }),
    ).toMatchObject({ relatedPassageId: 1 });
  });

  it("falls back to 15 s and 45 s when the times are not numbers, and checks 10-60 and 15-180", () => {
    const fallback = parseWithZod(form([["type", "independent"], ["question", "Q"], ["preparationTime", "abc"], ["speakingTime", ""]]), { schema: SpeakingPromptSchema });
    expect(fallback.status).toBe("success");
    expect(fallback.status === "success" && fallback.value).toMatchObject({ preparationTime: 15, speakingTime: 45, difficulty: "medium" });
    expect(messages(SpeakingPromptSchema.safeParse({ question: "Q", preparationTime: 9, speakingTime: 181 }))).toEqual([
      "preparationTime:adminPrompts.speaking.preparationRange",
      "speakingTime:adminPrompts.speaking.speakingRange",
    ]);
    expect(SpeakingPromptSchema.parse({ question: "Q", preparationTime: 60, speakingTime: 15 })).toMatchObject({ type: "independent" });
  });

  it("checks the inline passage and audio with the spec's messages and fallbacks", () => {
    expect(messages(SpeakingInlinePassageSchema.safeParse({ intent: "createPassage", passageTitle: " ", passageContent: "" }))).toEqual([
      "passageTitle:adminPrompts.inline.titleRequired",
      "passageContent:adminPrompts.inline.contentRequired",
    ]);
    expect(SpeakingInlinePassageSchema.parse({ intent: "createPassage", passageTitle: "T", passageContent: "C", passageDifficulty: "x" }).passageDifficulty).toBe(3);
    expect(messages(SpeakingInlineAudioSchema.safeParse({ intent: "createAudio", audioTitle: "", audioUrl: "", audioTranscription: "" }))).toEqual([
      "audioTitle:adminPrompts.inline.titleRequired",
      "audioUrl:adminPrompts.inline.urlRequired",
      "audioTranscription:adminPrompts.inline.transcriptionRequired",
    ]);
    const audio = SpeakingInlineAudioSchema.parse({ intent: "createAudio", audioTitle: "T", audioUrl: "https://x.test/a.mp3", audioTranscription: "Hi" });
    expect(audio).toMatchObject({ audioDifficulty: 3, audioDuration: 120 });
    expect(messages(SpeakingInlineAudioSchema.safeParse({ ...audio, audioDuration: 9 }))).toEqual(["audioDuration:adminPrompts.inline.durationMin"]);
    expect(messages(SpeakingInlineAudioSchema.safeParse({ ...audio, audioUrl: "javascript:alert(1)" }))).toEqual(["audioUrl:adminPrompts.inline.urlInvalid"]);
  });
});
