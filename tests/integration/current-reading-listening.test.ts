import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { wavBytes } from "../fixtures/audio-bytes";
import { count, decode, postFile, registerAdmin } from "./support/admin";
import { Browser, location, registerUser } from "./support/http";
import { makePremium } from "./support/practice-content";

export const CTW =
  "Coral reefs cover less than one percent of the ocean floor. Yet they shelter about a quarter of all marine species, " +
  "which makes them some of the richest habitats on the planet. Reefs are built slowly by tiny animals called polyps, " +
  "which take calcium from seawater and turn it into hard skeletons. When the water becomes too warm, the polyps expel " +
  "the algae that feed them, and the reef turns white. Scientists call this bleaching, and repeated episodes can kill " +
  "a reef within a few years.";
/** The missing letters of CTW's ten gaps, in order. */
const CTW_MISSING = ["ey", "out", "f", "ine", "ich", "em", "f", "hest", "n", "net"];
const DAILY = "Library notice: the reading room closes at 6 pm on Friday for cleaning.\nStudy rooms on the second floor stay open until 10 pm.";
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}`).join(" ") + ".";

function questionFields(n: number, optionCount = 4) {
  const out: Record<string, string> = {};
  for (let i = 0; i < n; i++) {
    out[`questions[${i}].questionText`] = `Question ${i + 1}?`;
    for (let j = 0; j < optionCount; j++) out[`questions[${i}].options[${j}]`] = `Option ${j + 1}`;
    out[`questions[${i}].correctAnswer`] = "B";
  }
  return out;
}

async function createReading(browser: Browser, type: string, fields: Record<string, string>) {
  return browser.post(`/admin/reading/tasks/new?type=${type}`, { title: `A ${type}`, difficultyLevel: "3", ...fields });
}

async function upload(browser: Browser, type: string) {
  const res = await postFile(browser, `/admin/listening/tasks/new?type=${type}`, "audio", wavBytes(2), "clip.wav", "audio/wav", { intent: "upload" });
  expect(res.status).toBe(302);
  const target = location(res)!;
  return { target, key: new URL(target, "http://x").searchParams.get("key")! };
}

async function idFromPreview(res: Response) {
  const match = /\/tasks\/(\d+)\/preview/.exec(location(res) ?? "");
  expect(match).not.toBeNull();
  return Number(match![1]);
}

describe("admin: current reading items", () => {
  it("refuses a Complete the Words paragraph that breaks a rule (400, the message, nothing stored) and previews the computed gaps", async () => {
    const { browser } = await registerAdmin();
    const before = await count("SELECT count(*) AS n FROM passages");
    const short = await createReading(browser, "complete_words", { content: "Too short. Only a few words here." });
    expect(short.status).toBe(400);
    expect(decode(await short.text())).toContain("The paragraph must have 70 to 100 words.");
    const noGaps = await createReading(browser, "complete_words", {
      content: `This first sentence is long enough to be counted as the opening line. ${Array.from({ length: 70 }, (_, i) => (i % 2 ? "a" : String(i))).join(" ")} end.`,
    });
    expect(noGaps.status).toBe(400);
    expect(decode(await noGaps.text())).toContain("enough words after its first sentence for 10 gaps");
    const untitled = await browser.post("/admin/reading/tasks/new?type=complete_words", { title: "", content: CTW });
    expect(untitled.status).toBe(400);
    expect(await untitled.text()).toContain("Title is required");
    expect(await count("SELECT count(*) AS n FROM passages")).toBe(before);

    const created = await createReading(browser, "complete_words", { content: CTW });
    const id = await idFromPreview(created);
    const row = await env.DB.prepare("SELECT kind, content FROM passages WHERE id = ?").bind(id).first<{ kind: string; content: string }>();
    expect(row).toEqual({ kind: "complete_words", content: CTW });
    const preview = decode(await (await browser.get(`/admin/reading/tasks/${id}/preview`)).text());
    expect(preview).toContain("Gap 1: th[ey]");
    expect(preview).toContain("Gap 10: pla[net]");
  });

  it("enforces the daily-life and academic-passage rules one by one, and stores a valid item with its questions", async () => {
    const { browser } = await registerAdmin();
    const before = await count("SELECT count(*) AS n FROM passages");
    const beforeQ = await count("SELECT count(*) AS n FROM questions");
    const valid = { content: DAILY, genre: "notice", ...questionFields(2) };
    const broken: Array<[Record<string, string>, string]> = [
      [{ ...valid, content: "Closed Friday." }, "A daily-life text must have 15 to 150 words."],
      [{ ...valid, genre: "" }, "Choose the kind of text"],
      [{ content: DAILY, genre: "notice", ...questionFields(1) }, "A daily-life text has 2 or 3 questions."],
      [{ content: DAILY, genre: "notice", ...questionFields(2, 3) }, "Each question needs exactly 4 options."],
      [{ ...valid, "questions[1].correctAnswer": "" }, "Choose the correct answer among the options"],
    ];
    for (const [fields, message] of broken) {
      const res = await createReading(browser, "daily_life", fields);
      expect(res.status).toBe(400);
      expect(decode(await res.text())).toContain(message);
    }
    const fourQuestions = await createReading(browser, "academic_passage", { content: words(200), ...questionFields(4) });
    expect(fourQuestions.status).toBe(400);
    expect(decode(await fourQuestions.text())).toContain("An academic passage has exactly 5 questions.");
    const shortPassage = await createReading(browser, "academic_passage", { content: words(100), ...questionFields(5) });
    expect(decode(await shortPassage.text())).toContain("An academic passage must have 150 to 250 words.");
    expect(await count("SELECT count(*) AS n FROM passages")).toBe(before);
    expect(await count("SELECT count(*) AS n FROM questions")).toBe(beforeQ);

    const id = await idFromPreview(await createReading(browser, "daily_life", valid));
    const row = await env.DB.prepare("SELECT kind, data FROM passages WHERE id = ?").bind(id).first<{ kind: string; data: string }>();
    expect(row).toEqual({ kind: "daily_life", data: JSON.stringify({ genre: "notice" }) });
    expect(await count("SELECT count(*) AS n FROM questions WHERE passage_id = ? AND type = 'reading' AND correct_answer = 'B'", id)).toBe(2);

    // editing keeps the rules and the questions' ids
    const ids = (await env.DB.prepare("SELECT id FROM questions WHERE passage_id = ? ORDER BY position").bind(id).all<{ id: number }>()).results.map((r) => r.id);
    const bad = await browser.post(`/admin/reading/tasks/${id}`, { title: "Edited", content: DAILY, genre: "menu", ...questionFields(1) });
    expect(bad.status).toBe(400);
    const good = await browser.post(`/admin/reading/tasks/${id}`, { title: "Edited", content: DAILY, genre: "menu", ...questionFields(3) });
    expect(location(good)).toBe(`/admin/reading/tasks/${id}/preview`);
    const after = (await env.DB.prepare("SELECT id FROM questions WHERE passage_id = ? ORDER BY position").bind(id).all<{ id: number }>()).results.map((r) => r.id);
    expect(after.slice(0, 2)).toEqual(ids);
    expect(after).toHaveLength(3);

    // delete
    const del = await browser.post("/admin/reading/tasks", { intent: "delete", id: String(id) });
    expect(location(del)).toBe("/admin/reading/tasks");
    expect(await count("SELECT count(*) AS n FROM passages WHERE id = ?", id)).toBe(0);
  });

  it("is for admins only", async () => {
    const { browser } = await registerUser();
    expect((await browser.get("/admin/reading/tasks")).status).toBe(403);
    expect((await createReading(browser, "complete_words", { content: CTW })).status).toBe(403);
  });
});

describe("admin: current listening items", () => {
  it("uploads the audio, then refuses details that break a rule, then stores the item with its questions", async () => {
    const { browser } = await registerAdmin();
    const { target, key } = await upload(browser, "academic_talk");
    const step2 = decode(await (await browser.get(target)).text());
    expect(step2).toContain("Audio uploaded: clip.wav");
    const before = await count("SELECT count(*) AS n FROM audios");
    const base = { key, title: "Talk", duration: "95", difficultyLevel: "3" };
    const shortTalk = await browser.post(target, { ...base, transcription: "Professor: Today we talk about bees.", ...questionFields(4) });
    expect(shortTalk.status).toBe(400);
    expect(decode(await shortTalk.text())).toContain("The transcript of an academic talk must have 175 to 250 words.");
    const three = await browser.post(target, { ...base, transcription: words(200), ...questionFields(3) });
    expect(decode(await three.text())).toContain("An academic talk has exactly 4 questions.");
    const noTranscript = await browser.post(target, { ...base, transcription: "", ...questionFields(4) });
    expect(decode(await noTranscript.text())).toContain("Transcription is required");
    const noFile = await browser.post(target, { ...base, key: "", transcription: words(200), ...questionFields(4) });
    expect(noFile.status).toBe(400);
    expect(decode(await noFile.text())).toContain("Upload the audio file first");
    expect(await count("SELECT count(*) AS n FROM audios")).toBe(before);

    const id = await idFromPreview(await browser.post(target, { ...base, transcription: words(200), ...questionFields(4) }));
    const row = await env.DB.prepare("SELECT kind, url, r2_key AS k FROM audios WHERE id = ?").bind(id).first();
    expect(row).toEqual({ kind: "academic_talk", url: `/media/${key}`, k: key });
    expect(await count("SELECT count(*) AS n FROM questions WHERE audio_id = ? AND type = 'listening'", id)).toBe(4);
  });

  it("gives Choose a Response exactly one question", async () => {
    const { browser } = await registerAdmin();
    const { target, key } = await upload(browser, "choose_response");
    const two = await browser.post(target, { key, title: "CR", duration: "5", transcription: "Woman: Is the lab open?", ...questionFields(2) });
    expect(two.status).toBe(400);
    expect(decode(await two.text())).toContain("This task has exactly 1 question.");
  });
});

// ---- learners

async function insertCurrentPassage(kind: string, content: string, questions = 0) {
  const row = await env.DB.prepare("INSERT INTO passages (title, content, kind, data) VALUES (?, ?, ?, ?) RETURNING id")
    .bind(`Current ${kind}`, content, kind, kind === "daily_life" ? JSON.stringify({ genre: "notice" }) : null)
    .first<{ id: number }>();
  const ids: number[] = [];
  for (let i = 0; i < questions; i++) {
    const q = await env.DB.prepare("INSERT INTO questions (passage_id, question_text, options, correct_answer, type, position) VALUES (?, ?, ?, 'B', 'reading', ?) RETURNING id")
      .bind(row!.id, `Q${i}?`, JSON.stringify(["a", "b", "c", "d"]), i)
      .first<{ id: number }>();
    ids.push(q!.id);
  }
  return { id: row!.id, questionIds: ids };
}

async function insertCurrentAudio(kind: string, questions: number) {
  const row = await env.DB.prepare("INSERT INTO audios (title, url, transcription, kind, duration) VALUES (?, 'https://example.com/a.mp3', 'Man: Hi.', ?, 5) RETURNING id")
    .bind(`Current ${kind}`, kind)
    .first<{ id: number }>();
  const ids: number[] = [];
  for (let i = 0; i < questions; i++) {
    const q = await env.DB.prepare("INSERT INTO questions (audio_id, question_text, options, correct_answer, type, position) VALUES (?, ?, ?, 'C', 'listening', ?) RETURNING id")
      .bind(row!.id, `LQ${i}?`, JSON.stringify(["a", "b", "c", "d"]), i)
      .first<{ id: number }>();
    ids.push(q!.id);
  }
  return { id: row!.id, questionIds: ids };
}

function ctwForm(answers: string[]) {
  return Object.fromEntries([["intent", "complete_words"], ...answers.map((a, i) => [`gap[${i}]`, a])]);
}

describe("practising Complete the Words", () => {
  it("shows inputs after the visible halves without the answers, scores per word at once and keeps the result (answer once)", async () => {
    const { id } = await insertCurrentPassage("complete_words", CTW);
    const { browser, username } = await registerUser();
    const page = decode(await (await browser.get(`/reading/${id}`)).text());
    expect(page).toContain('aria-label="Word 1: letters after "th" (2 missing)"');
    expect(page.match(/name="gap\[\d\]"/g)).toHaveLength(10);
    expect(page).not.toContain("planet");

    const answers = [...CTW_MISSING.slice(0, 6), "F", "HEST", "x", ""];
    const res = await browser.post(`/reading/${id}`, ctwForm(answers));
    expect(location(res)).toBe(`/reading/${id}`);
    const after = decode(await (await browser.get(`/reading/${id}`)).text());
    expect(after).toContain("8 of 10 words correct");
    expect(after).toContain('Incorrect: the word is "on"');
    expect(after).toContain('Incorrect: the word is "planet"');

    const row = await env.DB.prepare("SELECT type, task_type AS taskType, score, answer FROM user_submissions WHERE passage_id = ?").bind(id).first<{ type: string; taskType: string; score: number; answer: string }>();
    expect(row).toMatchObject({ type: "reading", taskType: "complete_words", score: 8 });
    expect(JSON.parse(row!.answer)).toEqual(answers);
    const progress = await env.DB.prepare("SELECT reading_exercises_done AS n FROM user_progress p JOIN users u ON u.id = p.user_id WHERE u.username = ?").bind(username).first<{ n: number }>();
    expect(progress?.n).toBe(1);

    const again = await browser.post(`/reading/${id}`, ctwForm(CTW_MISSING));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("You have already submitted this paragraph.");
    expect(await count("SELECT count(*) AS n FROM user_submissions WHERE passage_id = ?", id)).toBe(1);
  });

  it("refuses answers after the item's time (plus the grace)", async () => {
    const { id } = await insertCurrentPassage("complete_words", CTW);
    const { browser } = await registerUser();
    await browser.get(`/reading/${id}`);
    await env.DB.prepare("UPDATE practice_attempts SET started_at = ? WHERE item_id = ? AND section = 'reading'").bind(Date.now() - 200_000, id).run();
    const late = await browser.post(`/reading/${id}`, ctwForm(CTW_MISSING));
    expect(late.status).toBe(409);
    expect(await late.text()).toContain("Time is up: answers can no longer be submitted for this item.");
    expect(await count("SELECT count(*) AS n FROM user_submissions WHERE passage_id = ?", id)).toBe(0);
  });
});

describe("practising current multiple-choice items", () => {
  it("answers a daily-life question with the task type recorded, and counts it toward the reading free tier", async () => {
    const daily = await insertCurrentPassage("daily_life", DAILY, 2);
    const { browser } = await registerUser();
    const page = decode(await (await browser.get(`/reading/${daily.id}`)).text());
    expect(page).toContain("Read in Daily Life");
    expect(page).toContain("2:30");
    const res = await browser.post(`/reading/${daily.id}`, { questionId: String(daily.questionIds[0]), answer: "B" });
    expect(location(res)).toBe(`/reading/${daily.id}`);
    expect(await count("SELECT count(*) AS n FROM user_submissions WHERE question_id = ? AND task_type = 'daily_life' AND is_correct = 1", daily.questionIds[0])).toBe(1);

    // a free learner: two reading items (of any format) and the third is refused
    const ctw = await insertCurrentPassage("complete_words", CTW);
    await browser.post(`/reading/${ctw.id}`, ctwForm(CTW_MISSING));
    const third = await insertCurrentPassage("academic_passage", words(200), 5);
    const refused = await browser.get(`/reading/${third.id}`);
    expect(location(refused)).toBe("/subscribe");
  });

  it("listening: one play, then questions x the registry's seconds; late answers are refused; the task type is recorded", async () => {
    const talk = await insertCurrentAudio("listen_conversation", 2);
    const { browser, username } = await registerUser();
    await makePremium(username);
    const first = decode(await (await browser.get(`/listening/${talk.id}`)).text());
    expect(first).toContain("2 question(s), 30 seconds each, after the audio.");
    expect(first).not.toContain("LQ0?");
    await browser.post(`/listening/${talk.id}`, { intent: "listened" });
    const questions = decode(await (await browser.get(`/listening/${talk.id}`)).text());
    expect(questions).toContain("LQ0?");
    expect(questions).toContain("1:00");
    // one answer left blank: it counts as wrong (its own time ran out)
    const res = await browser.post(`/listening/${talk.id}`, { intent: "submit", [`q-${talk.questionIds[0]}`]: "C" });
    expect(location(res)).toBe(`/listening/${talk.id}`);
    expect(await count("SELECT count(*) AS n FROM user_submissions WHERE audio_id = ? AND task_type = 'listen_conversation'", talk.id)).toBe(2);
    expect(await count("SELECT count(*) AS n FROM user_submissions WHERE audio_id = ? AND is_correct = 1", talk.id)).toBe(1);

    const cr = await insertCurrentAudio("choose_response", 1);
    await browser.get(`/listening/${cr.id}`);
    await browser.post(`/listening/${cr.id}`, { intent: "listened" });
    await env.DB.prepare("UPDATE practice_attempts SET listened_at = ? WHERE item_id = ? AND section = 'listening'").bind(Date.now() - 31_000, cr.id).run();
    const late = await browser.post(`/listening/${cr.id}`, { intent: "submit", [`q-${cr.questionIds[0]}`]: "C" });
    expect(late.status).toBe(409);
    expect(await late.text()).toContain("Time is up: answers can no longer be submitted for this item.");
    expect(await count("SELECT count(*) AS n FROM user_submissions WHERE audio_id = ?", cr.id)).toBe(0);
  });
});

describe("previous-format lists leave the current kinds out", () => {
  it("practice lists, next-item calls, admin lists and the classic full-test editor", async () => {
    const ctw = await insertCurrentPassage("complete_words", CTW);
    const daily = await insertCurrentPassage("daily_life", DAILY, 2);
    const talk = await insertCurrentAudio("academic_talk", 4);
    const { browser, username } = await registerUser();
    await makePremium(username);
    const passages = (await (await browser.get("/api/passages")).json()) as Array<{ id: number }>;
    expect(passages.map((p) => p.id)).not.toContain(daily.id);
    const audios = (await (await browser.get("/api/audios")).json()) as Array<{ id: number }>;
    expect(audios.map((a) => a.id)).not.toContain(talk.id);
    for (let i = 0; i < 5; i++) {
      const next = await browser.get("/reading");
      const target = location(next) ?? "";
      expect(target).not.toBe(`/reading/${daily.id}`);
      expect(target).not.toBe(`/reading/${ctw.id}`);
    }
    const { browser: admin } = await registerAdmin();
    const adminPassages = decode(await (await admin.get("/admin/reading/passages")).text());
    expect(adminPassages).not.toContain("Current daily_life");
    const adminAudios = decode(await (await admin.get("/admin/listening/audios")).text());
    expect(adminAudios).not.toContain("Current academic_talk");
    const editor = decode(await (await admin.get("/admin/fulltest/create")).text());
    expect(editor).not.toContain("Current daily_life");
    expect(editor).not.toContain("Current academic_talk");
    const current = decode(await (await admin.get("/admin/reading/tasks")).text());
    expect(current).toContain("Current daily_life");
    expect(current).toContain("Current complete_words");
  });
});

describe("the previous format's admin calls", () => {
  it("refuse to change a current item, so its rules cannot be bypassed", async () => {
    const daily = await insertCurrentPassage("daily_life", DAILY, 2);
    const { browser } = await registerAdmin();
    const put = await browser.json(`/api/admin/passages/${daily.id}`, { title: "X", content: "Short." }, "PUT");
    expect(put.status).toBe(409);
    const add = await browser.json("/api/admin/questions", { type: "reading", passageId: daily.id, questionText: "Extra?", options: ["a", "b"], correctAnswer: "A" });
    expect(add.status).toBe(409);
    expect(((await add.json()) as { error: string }).error).toContain("belongs to the current test");
    const del = await browser.fetch(`/api/admin/questions/${daily.questionIds[0]}`, { method: "DELETE" });
    expect(del.status).toBe(409);
    expect(await count("SELECT count(*) AS n FROM questions WHERE passage_id = ?", daily.id)).toBe(2);
    expect(await count("SELECT count(*) AS n FROM passages WHERE id = ? AND title = 'Current daily_life'", daily.id)).toBe(1);
  });
});

describe("POST /api/submit with the current types", () => {
  it("scores a Complete the Words paragraph from its 10 answers, once", async () => {
    const { id } = await insertCurrentPassage("complete_words", CTW);
    const { browser } = await registerUser();
    const read = (await (await browser.get(`/api/passages/${id}`)).json()) as { passage: Record<string, unknown>; segments: Array<{ kind: string; length?: number }> };
    expect(read.passage.content).toBeUndefined();
    expect(JSON.stringify(read)).not.toContain("planet");
    expect(read.segments.filter((s) => s.kind === "gap")).toHaveLength(10);
    const res = await browser.json("/api/submit", { type: "complete_words", passageId: id, answers: CTW_MISSING });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { correct: number; total: number; score: number; gaps: Array<{ word: string; correct: boolean }> };
    expect(body).toMatchObject({ correct: 10, total: 10, score: 1 });
    expect(body.gaps[9]).toMatchObject({ word: "planet", correct: true });
    const again = await browser.json("/api/submit", { type: "complete_words", passageId: id, answers: CTW_MISSING });
    expect(again.status).toBe(409);
    const tooMany = await browser.json("/api/submit", { type: "complete_words", passageId: id, answers: Array(11).fill("a") });
    expect(tooMany.status).toBe(400);
  });

  it("answers a current multiple-choice question by task type and refuses a type that does not match", async () => {
    const daily = await insertCurrentPassage("daily_life", DAILY, 2);
    const { browser } = await registerUser();
    const wrongType = await browser.json("/api/submit", { type: "academic_passage", questionId: daily.questionIds[0], answer: "B" });
    expect(wrongType.status).toBe(400);
    const ok = await browser.json("/api/submit", { type: "daily_life", questionId: daily.questionIds[0], answer: "B" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ isCorrect: true });
    expect(await count("SELECT count(*) AS n FROM user_submissions WHERE question_id = ? AND task_type = 'daily_life'", daily.questionIds[0])).toBe(1);

    const cr = await insertCurrentAudio("choose_response", 1);
    const before = await browser.json("/api/submit", { type: "choose_response", questionId: cr.questionIds[0], answer: "C" });
    expect(before.status).toBe(409); // the single play comes first
  });
});
