import { describe, expect, it } from "vitest";
import { detectAudioFormat, formatDuration, titleFromFileName, wavDurationSeconds } from "~/domain/audio-file";
import { canReadMedia, classifyMediaKey, keyFromMediaUrl, parseRange } from "~/domain/media";
import { checkQuestion, truncate } from "~/domain/questions";
import { AudioDetailsSchema, ListeningQuestionSchema, ReadingQuestionSchema } from "~/lib/admin-validation";
import { SAMPLES, wavBytes } from "../fixtures/audio-bytes";

describe("audio files are recognised by their bytes", () => {
  it.each([
    ["mp3Id3", "mp3"],
    ["mp3Frame", "mp3"],
    ["ogg", "ogg"],
    ["webm", "webm"],
    ["m4a", "m4a"],
    ["flac", "flac"],
    ["aac", "aac"],
  ] as const)("accepts %s as %s", (sample, ext) => {
    expect(detectAudioFormat(SAMPLES[sample])?.ext).toBe(ext);
  });

  it("accepts a real WAV and reads its duration from the header", () => {
    const wav = wavBytes(3);
    expect(detectAudioFormat(wav)).toEqual({ ext: "wav", mime: "audio/wav" });
    expect(wavDurationSeconds(wav)).toBe(3);
  });

  it.each(["png", "text", "riffAvi"] as const)("refuses %s", (sample) => {
    expect(detectAudioFormat(SAMPLES[sample])).toBeNull();
  });

  it("refuses files too short to tell", () => {
    expect(detectAudioFormat(new Uint8Array([0xff, 0xfb]))).toBeNull();
  });

  it("pre-fills the title from the file name without its extension, and shows durations as m:ss", () => {
    expect(titleFromFileName("Lecture 3 - Biology.mp3")).toBe("Lecture 3 - Biology");
    expect(titleFromFileName("C:\\audio\\talk.final.wav")).toBe("talk.final");
    expect(titleFromFileName(".hidden")).toBe(".hidden");
    expect(formatDuration(185)).toBe("3:05");
    expect(formatDuration(59)).toBe("0:59");
    expect(formatDuration(0)).toBe("0:00");
  });
});

describe("media keys and ranges", () => {
  const recording = "recordings/42/abcdefghijklmnopqrstuvwx.webm";
  it("serves content audio to anyone and a recording only to its owner and admins", () => {
    expect(canReadMedia("audio/abcdefghijklmnopqrstuvwx.mp3", null)).toBe(true);
    expect(classifyMediaKey(recording)).toEqual({ kind: "private", ownerId: 42 });
    expect(canReadMedia(recording, null)).toBe(false);
    expect(canReadMedia(recording, { id: 41, isAdmin: false })).toBe(false);
    expect(canReadMedia(recording, { id: 42, isAdmin: false })).toBe(true);
    expect(canReadMedia(recording, { id: 1, isAdmin: true })).toBe(true);
  });

  it("refuses keys we never issue (short or guessable names, other folders, traversal)", () => {
    for (const key of ["audio/a.mp3", "audio/../secret", "other/abcdefghijklmnopqrstuvwx.mp3", "recordings/42/short", "recordings/x/abcdefghijklmnopqrstuvwx"]) {
      expect(canReadMedia(key, { id: 1, isAdmin: true })).toBe(false);
    }
    expect(keyFromMediaUrl("/media/audio/abcdefghijklmnopqrstuvwx.wav")).toBe("audio/abcdefghijklmnopqrstuvwx.wav");
    expect(keyFromMediaUrl("https://example.com/a.mp3")).toBeNull();
  });

  it("parses single byte ranges, suffixes and open ends; refuses ranges past the end", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange("bytes=990-5000", 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(parseRange(null, 1000)).toBeNull();
    expect(parseRange("bytes=5-1", 1000)).toBeNull();
    expect(parseRange("bytes=0-1,5-6", 1000)).toBeNull();
    expect(parseRange("items=0-1", 1000)).toBeNull();
  });
});

describe("question rules", () => {
  const six = ["a", "b", "c", "d", "e", "f"];
  it("stores a single answer as the letter of its option, after dropping blank slots", () => {
    const result = checkQuestion("reading", { questionType: "single", options: ["x", "", "y", "z"], correctAnswer: "C" });
    expect(result).toEqual({ ok: true, value: { questionType: "single", options: ["x", "y", "z"], correctAnswer: "B", correctAnswers: null } });
  });

  it("accepts the option text as the answer (JSON calls)", () => {
    const result = checkQuestion("reading", { questionType: "single", options: ["x", "y"], correctAnswer: "y" });
    expect(result.ok && result.value.correctAnswer).toBe("B");
  });

  it("needs two options and an answer among them, with the reading and listening messages", () => {
    expect(checkQuestion("reading", { questionType: "single", options: ["x"], correctAnswer: "A" })).toMatchObject({
      ok: false,
      issues: [{ path: "options", message: "admin.question.minOptions" }],
    });
    expect(checkQuestion("reading", { questionType: "single", options: ["x", "y"], correctAnswer: "C" })).toMatchObject({
      ok: false,
      issues: [{ path: "correctAnswer", message: "admin.question.correctNotInOptions" }],
    });
    expect(checkQuestion("listening", { questionType: "single", options: ["x", "", "", ""], correctAnswer: "" })).toMatchObject({
      ok: false,
      issues: [
        { path: "options", message: "admin.listening.minOptions" },
        { path: "correctAnswer", message: "admin.listening.correctRequired" },
      ],
    });
  });

  it("a prose summary has exactly 6 options and exactly 3 correct answers among them", () => {
    expect(checkQuestion("reading", { questionType: "prose_summary", options: six, correctAnswers: ["A", "C", "E"] })).toEqual({
      ok: true,
      value: { questionType: "prose_summary", options: six, correctAnswer: "A,C,E", correctAnswers: ["A", "C", "E"] },
    });
    const fiveOptions = checkQuestion("reading", { questionType: "prose_summary", options: six.slice(0, 5), correctAnswers: ["A", "B", "C"] });
    expect(fiveOptions.ok ? [] : fiveOptions.issues.map((i) => i.message)).toEqual(["admin.question.proseOptions"]);
    const twoCorrect = checkQuestion("reading", { questionType: "prose_summary", options: six, correctAnswers: ["A", "B"] });
    expect(twoCorrect.ok ? [] : twoCorrect.issues.map((i) => i.message)).toEqual(["admin.question.proseCorrectCount"]);
    const outside = checkQuestion("reading", { questionType: "prose_summary", options: six, correctAnswers: ["A", "B", "zzz"] });
    expect(outside.ok ? [] : outside.issues.map((i) => i.message)).toEqual(["admin.question.proseCorrectNotInOptions"]);
  });

  it("cuts question text at 50 characters in tables", () => {
    expect(truncate("x".repeat(50))).toBe("x".repeat(50));
    expect(truncate("x".repeat(51))).toBe(`${"x".repeat(50)}...`);
  });
});

describe("admin form schemas", () => {
  it("reading questions: text required, and the form's slots become the stored question", () => {
    const empty = ReadingQuestionSchema.safeParse({ options: ["a", "b"], correctAnswer: "A" });
    expect(empty.success ? [] : empty.error.issues.map((i) => i.message)).toEqual(["admin.question.textRequired"]);
    const ok = ReadingQuestionSchema.parse({ questionText: " Why? ", questionType: "prose_summary", options: "[\"a\",\"b\",\"c\",\"d\",\"e\",\"f\"]", correctAnswers: "[\"F\",\"b\",\"D\"]" });
    expect(ok).toEqual({
      questionText: "Why?",
      questionType: "prose_summary",
      options: ["a", "b", "c", "d", "e", "f"],
      correctAnswer: "B,D,F",
      correctAnswers: ["B", "D", "F"],
      explanation: null,
    });
  });
});

describe("upload details", () => {
  it("says 'Missing information' when the title or the transcription is missing", () => {
    const result = AudioDetailsSchema.safeParse({ key: "audio/abcdefghijklmnopqrstuvwx.wav", duration: "5" });
    expect(result.success ? [] : [...new Set(result.error.issues.map((i) => i.message))]).toEqual(["admin.upload.missingInfo"]);
    expect(ListeningQuestionSchema.safeParse({ questionText: "Q", options: ["a", "b"], correctAnswer: "B" }).success).toBe(true);
  });
});
