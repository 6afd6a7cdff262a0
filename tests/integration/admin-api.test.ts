import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SAMPLES, wavBytes } from "../fixtures/audio-bytes";
import { count, insertFullTest, postFile, registerAdmin } from "./support/admin";
import { Browser, registerUser } from "./support/http";

type Json = Record<string, unknown>;

describe("the admin JSON calls", () => {
  it("answer 401 signed out and 403 JSON to a learner, on every call", async () => {
    const { browser: learner } = await registerUser();
    const calls: Array<[string, string]> = [
      ["GET", "/api/admin/passages"],
      ["POST", "/api/admin/passages"],
      ["GET", "/api/admin/passages/1"],
      ["PUT", "/api/admin/passages/1"],
      ["DELETE", "/api/admin/passages/1"],
      ["GET", "/api/admin/passages/1/questions"],
      ["POST", "/api/admin/questions"],
      ["PUT", "/api/admin/questions/1"],
      ["DELETE", "/api/admin/questions/1"],
      ["GET", "/api/admin/audios"],
      ["POST", "/api/admin/audios"],
      ["GET", "/api/admin/audios/1"],
      ["PUT", "/api/admin/audios/1"],
      ["DELETE", "/api/admin/audios/1"],
      ["GET", "/api/admin/audios/1/questions"],
      ["POST", "/api/admin/upload-audio"],
    ];
    for (const [method, path] of calls) {
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      const anon = await new Browser().json(path, body, method);
      expect(anon.status, `${method} ${path}`).toBe(401);
      const res = await learner.json(path, body, method);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json(), `${method} ${path}`).toMatchObject({ error: "Access Denied" });
    }
  });

  it("passages: create, list with filters and counts, update, delete with its questions; refused while in a full test", async () => {
    const { browser } = await registerAdmin();
    const invalid = await browser.json("/api/admin/passages", { title: "", content: "" });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: "Title is required, Content is required" });

    const created = await browser.json("/api/admin/passages", { title: "For writing", content: "Text", difficultyLevel: 2, isForWriting: true });
    expect(created.status).toBe(201);
    const passage = await created.json<Json>();
    expect(passage).toMatchObject({ title: "For writing", difficultyLevel: 2, isForWriting: true, isForSpeaking: false });
    const speaking = await (await browser.json("/api/admin/passages", { title: "For speaking", content: "Text", isForSpeaking: "true" })).json<Json>();

    const writingList = await (await browser.get("/api/admin/passages?forWriting=true")).json<Json[]>();
    expect(writingList.map((p) => p.id)).toContain(passage.id);
    expect(writingList.map((p) => p.id)).not.toContain(speaking.id);
    const speakingList = await (await browser.get("/api/admin/passages?forSpeaking=true")).json<Json[]>();
    expect(speakingList.map((p) => p.id)).toEqual(expect.arrayContaining([speaking.id]));
    expect(speakingList.map((p) => p.id)).not.toContain(passage.id);

    const updated = await browser.json(`/api/admin/passages/${passage.id}`, { title: "Renamed", content: "New text" }, "PUT");
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ title: "Renamed", content: "New text", difficultyLevel: 2, isForWriting: true });

    const q = await browser.json("/api/admin/questions", { type: "reading", passageId: passage.id, questionText: "Q?", options: ["x", "y"], correctAnswer: "y" });
    expect(q.status).toBe(201);
    const questions = await (await browser.get(`/api/admin/passages/${passage.id}/questions`)).json<Json[]>();
    expect(questions).toHaveLength(1);
    expect(questions[0]).toMatchObject({ correctAnswer: "B", options: ["x", "y"], type: "reading" });
    const listed = (await (await browser.get("/api/admin/passages")).json<Json[]>()).find((p) => p.id === passage.id);
    expect(listed?.questionCount).toBe(1);

    const deleted = await browser.json(`/api/admin/passages/${passage.id}`, undefined, "DELETE");
    expect(deleted.status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM questions WHERE passage_id = ?", passage.id)).toBe(0);
    expect((await browser.get(`/api/admin/passages/${passage.id}`)).status).toBe(404);

    await insertFullTest("API Test", { reading: [speaking.id as number] });
    const refused = await browser.json(`/api/admin/passages/${speaking.id}`, undefined, "DELETE");
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Json).error).toContain('full test "API Test"');
  });

  it("questions: the same rules as the forms, 10 per passage, update and delete", async () => {
    const { browser } = await registerAdmin();
    const passage = await (await browser.json("/api/admin/passages", { title: "Q rules", content: "T" })).json<Json>();
    const base = { type: "reading", passageId: passage.id, questionText: "Summary" };
    const six = ["a", "b", "c", "d", "e", "f"];
    const bad = async (body: Json, message: string) => {
      const res = await browser.json("/api/admin/questions", { ...base, ...body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).error).toContain(message);
    };
    await bad({ options: ["a"], correctAnswer: "a" }, "At least 2 options are required");
    await bad({ options: ["a", "b"], correctAnswer: "c" }, "Correct answer must be one of the options");
    await bad({ questionType: "prose_summary", options: six.slice(0, 4), correctAnswers: ["a", "b", "c"] }, "Prose Summary questions must have exactly 6 options");
    await bad({ questionType: "prose_summary", options: six, correctAnswers: ["a", "b"] }, "Prose Summary questions must have exactly 3 correct answers");
    await bad({ questionType: "prose_summary", options: six, correctAnswers: ["a", "b", "zz"] }, "All correct answers must be in the list of options");
    // options and answers may arrive as JSON strings
    const prose = await browser.json("/api/admin/questions", { ...base, questionType: "prose_summary", options: JSON.stringify(six), correctAnswers: JSON.stringify(["f", "b", "d"]) });
    expect(prose.status).toBe(201);
    expect(await prose.json()).toMatchObject({ correctAnswers: ["B", "D", "F"], questionType: "prose_summary" });

    for (let i = 2; i <= 10; i++) {
      expect((await browser.json("/api/admin/questions", { ...base, options: ["x", "y"], correctAnswer: "A" })).status).toBe(201);
    }
    const eleventh = await browser.json("/api/admin/questions", { ...base, options: ["x", "y"], correctAnswer: "A" });
    expect(eleventh.status).toBe(409);
    expect(await eleventh.json()).toMatchObject({ error: "This passage already has the maximum of 10 questions" });

    const [first] = await (await browser.get(`/api/admin/passages/${passage.id}/questions`)).json<Json[]>();
    const put = await browser.json(`/api/admin/questions/${first.id}`, { questionText: "Edited", options: ["p", "q", "r"], correctAnswer: "C" }, "PUT");
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ questionText: "Edited", correctAnswer: "C", questionType: "single", passageId: passage.id });
    const badPut = await browser.json(`/api/admin/questions/${first.id}`, { questionText: "", options: ["p"] }, "PUT");
    expect(badPut.status).toBe(400);
    expect((await browser.json(`/api/admin/questions/${first.id}`, undefined, "DELETE")).status).toBe(200);
    expect((await browser.json(`/api/admin/questions/${first.id}`, undefined, "DELETE")).status).toBe(404);
    expect((await browser.json("/api/admin/questions", { type: "reading", passageId: 999999, questionText: "Q", options: ["a", "b"], correctAnswer: "A" })).status).toBe(404);
  });

  it("audios and listening questions: create, filter, read, update, questions, delete", async () => {
    const { browser } = await registerAdmin();
    const invalid = await browser.json("/api/admin/audios", { title: "x" });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as Json).error).toContain("Audio URL is required");
    const created = await browser.json("/api/admin/audios", { title: "Talk", url: "https://cdn.example.com/t.mp3", transcription: "Hi", difficultyLevel: 3, duration: 120, isForSpeaking: true, isForWriting: false });
    expect(created.status).toBe(201);
    const audio = await created.json<Json>();
    const plain = await (await browser.json("/api/admin/audios", { title: "Plain", url: "https://cdn.example.com/p.mp3", transcription: "Hi", difficultyLevel: 1, duration: 10 })).json<Json>();
    const forSpeaking = await (await browser.get("/api/admin/audios?forSpeaking=true")).json<Json[]>();
    expect(forSpeaking.map((a) => a.id)).toContain(audio.id);
    expect(forSpeaking.map((a) => a.id)).not.toContain(plain.id);
    expect(await (await browser.get(`/api/admin/audios/${audio.id}`)).json()).toMatchObject({ title: "Talk", duration: 120 });

    const put = await browser.json(`/api/admin/audios/${audio.id}`, { title: "Talk 2", duration: 90 }, "PUT");
    expect(await put.json()).toMatchObject({ title: "Talk 2", duration: 90, transcription: "Hi" });

    const bad = await browser.json("/api/admin/questions", { type: "listening", audioId: audio.id, questionText: "", options: ["a"] });
    expect(((await bad.json()) as Json).error).toBe("Question text is required, You need at least 2 options, You must select a correct answer from the options");
    const q = await browser.json("/api/admin/questions", { type: "listening", audioId: audio.id, questionText: "Main idea?", options: ["a", "b", "c", "d"], correctAnswer: "d" });
    expect(q.status).toBe(201);
    const questions = await (await browser.get(`/api/admin/audios/${audio.id}/questions`)).json<Json[]>();
    expect(questions).toMatchObject([{ type: "listening", correctAnswer: "D", audioId: audio.id }]);

    expect((await browser.json(`/api/admin/audios/${audio.id}`, undefined, "DELETE")).status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM questions WHERE audio_id = ?", audio.id)).toBe(0);
    expect((await browser.get(`/api/admin/audios/${audio.id}`)).status).toBe(404);
  });

  it("upload-audio: stores a real file and returns url and originalName; the url then creates an audio tied to the file", async () => {
    const { browser } = await registerAdmin();
    const res = await postFile(browser, "/api/admin/upload-audio", "audio", wavBytes(2), "My Lecture.wav", "audio/wav");
    expect(res.status).toBe(201);
    const body = await res.json<{ url: string; originalName: string; duration: number }>();
    expect(body).toMatchObject({ originalName: "My Lecture.wav", duration: 2 });
    expect(body.url).toMatch(/^\/media\/audio\/[A-Za-z0-9_-]+\.wav$/);
    expect((await new Browser().get(body.url)).status).toBe(200);

    const audio = await (await browser.json("/api/admin/audios", { title: "My Lecture", url: body.url, transcription: "t", difficultyLevel: 3, duration: 2 })).json<Json>();
    expect(audio.r2Key).toBe(body.url.slice("/media/".length));

    const fake = await postFile(browser, "/api/admin/upload-audio", "audio", SAMPLES.png, "x.mp3", "audio/mpeg");
    expect(fake.status).toBe(400);
    expect(await fake.json()).toMatchObject({ message: "Invalid file type: Please select an audio file (MP3, WAV, etc.)" });
    const none = await browser.fetch("/api/admin/upload-audio", { method: "POST", body: new FormData() });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ message: "No file uploaded" });
    const missingFile = await browser.json("/api/admin/audios", { title: "Ghost", url: "/media/audio/AAAAAAAAAAAAAAAAAAAAAAAA.wav", transcription: "t", difficultyLevel: 3, duration: 2 });
    expect(missingFile.status).toBe(400);
    const objects = await env.MEDIA.list({ prefix: "audio/" });
    expect(objects.objects.every((o) => /^audio\/[A-Za-z0-9_-]{24}\.[a-z0-9]+$/.test(o.key))).toBe(true);
  });
});
