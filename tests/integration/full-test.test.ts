import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AttemptState, FullTestSession } from "../../workers/full-test-session";
import { wavBytes } from "../fixtures/audio-bytes";
import { insertAudio, insertPassage, insertSpeakingPrompt, insertWritingPrompt } from "./support/content";
import { location, registerUser, type Browser } from "./support/http";
import { makePremium } from "./support/practice-content";

const ESSAY = Array.from({ length: 160 }, (_, i) => `word${i % 40}`).join(" ") + ". Students learn because practice builds skill.";

/** A complete full test (every reading and listening answer is A) and its id. */
async function createFullTest() {
  const passages = [await insertPassage({ questions: 2 }), await insertPassage({ questions: 2 }), await insertPassage({ questions: 1 })];
  const audios = [await insertAudio({ questions: 1 }), await insertAudio({ questions: 1 }), await insertAudio({ questions: 1 })];
  const writing = [
    await insertWritingPrompt("integrated", "Summarise the lecture."),
    await insertWritingPrompt(
      "academic_discussion",
      "[[academic_discussion]]\nProfessor:\nShould cities ban cars?\nStudent 1:\nYes, for clean air.\nStudent 2:\nNo, people need them.\nInstructions:\nGive your opinion.",
    ),
  ];
  const speaking = [await insertSpeakingPrompt("One"), await insertSpeakingPrompt("Two"), await insertSpeakingPrompt("Three"), await insertSpeakingPrompt("Four")];
  const row = await env.DB.prepare(
    "INSERT INTO full_tests (title, reading_passage_ids, listening_audio_ids, writing_prompt_ids, speaking_prompt_ids) VALUES (?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(`Practice Test ${Date.now()}`, JSON.stringify(passages), JSON.stringify(audios), JSON.stringify(writing), JSON.stringify(speaking))
    .first<{ id: number }>();
  const questions = async (column: string, ids: number[]) =>
    (
      await env.DB.prepare(`SELECT id FROM questions WHERE ${column} IN (${ids.join(",")}) ORDER BY id`).all<{ id: number }>()
    ).results.map((r) => r.id);
  return {
    id: row!.id,
    readingQuestions: await questions("passage_id", passages),
    listeningQuestions: await questions("audio_id", audios),
    writing,
    speaking,
  };
}

async function attemptOf(username: string) {
  return env.DB.prepare(
    "SELECT a.id, a.stage, a.status FROM full_test_attempts a JOIN users u ON u.id = a.user_id WHERE u.username = ? ORDER BY a.rowid DESC",
  )
    .bind(username)
    .all<{ id: string; stage: string; status: string }>()
    .then((r) => r.results);
}

function session(attemptId: string) {
  return env.FULL_TEST_SESSION.get(env.FULL_TEST_SESSION.idFromName(attemptId));
}

/** Moves the attempt's current deadline into the past, as if the learner had been away. */
async function expireDeadline(attemptId: string) {
  await runInDurableObject(session(attemptId), async (_instance: FullTestSession, state) => {
    const current = (await state.storage.get<AttemptState>("state"))!;
    await state.storage.put("state", { ...current, deadline: Date.now() - 1 });
  });
}

function remaining(html: string) {
  const match = html.match(/data-testid="countdown"[^>]*>.*?(\d+):(\d{2})<\/span>/s);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

async function start(browser: Browser, testId: number) {
  return browser.post(`/full-test/${testId}`, { intent: "start" });
}

function readingForm(questionIds: number[], answer = "A") {
  return Object.fromEntries([["intent", "submit"], ["section", "reading"], ...questionIds.map((id) => [`q-${id}`, answer])]);
}

describe("taking a full test", () => {
  it("starts at reading with 54 minutes, keeps the same remaining time on reload, and resumes the one attempt", async () => {
    const test = await createFullTest();
    const { browser, username } = await registerUser();
    const intro = await (await browser.get(`/full-test/${test.id}`)).text();
    expect(intro).toContain("Start Test");

    expect(location(await start(browser, test.id))).toBe(`/full-test/${test.id}`);
    const first = await (await browser.get(`/full-test/${test.id}`)).text();
    expect(first).toContain("Passage 1:");
    const left = remaining(first)!;
    expect(left).toBeGreaterThan(54 * 60 - 5);
    expect(left).toBeLessThanOrEqual(54 * 60);
    // correct answers never reach the page
    expect(first).not.toContain('"correctAnswer"');

    // "another device": a second start resumes the same attempt, with the same clock
    expect(location(await start(browser, test.id))).toBe(`/full-test/${test.id}`);
    const again = await (await browser.get(`/full-test/${test.id}`)).text();
    expect(Math.abs(remaining(again)! - left)).toBeLessThanOrEqual(2);
    const attempts = await attemptOf(username);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ stage: "reading", status: "in_progress" });

    const list = await (await browser.get("/full-tests")).text();
    expect(list).toContain("Resume Test");
  });

  it("scales the sections by the learner's accommodation, but not the break", async () => {
    const test = await createFullTest();
    const { browser, username } = await registerUser();
    await env.DB.prepare("UPDATE users SET time_multiplier = 1.5 WHERE username = ?").bind(username).run();
    await start(browser, test.id);
    const page = await (await browser.get(`/full-test/${test.id}`)).text();
    expect(remaining(page)).toBeGreaterThan(81 * 60 - 5);
    const [attempt] = await attemptOf(username);
    const state = (await session(attempt.id).getState()) as AttemptState;
    expect(state.multiplier).toBe(1.5);
  });

  it("moves on by itself when time runs out with nobody watching; a repeated alarm advances once", async () => {
    const test = await createFullTest();
    const { browser, username } = await registerUser();
    await start(browser, test.id);
    const [attempt] = await attemptOf(username);
    await expireDeadline(attempt.id);
    expect(await runDurableObjectAlarm(session(attempt.id))).toBe(true);
    const after = (await session(attempt.id).getState()) as AttemptState;
    expect(after.stage).toBe("listening");
    expect(after.timedOut).toEqual(["reading"]);
    // a duplicated delivery of the same alarm changes nothing
    await runInDurableObject(session(attempt.id), (instance: FullTestSession) => instance.alarm());
    expect(((await session(attempt.id).getState()) as AttemptState).stage).toBe("listening");

    const page = await (await browser.get(`/full-test/${test.id}`)).text();
    expect(page).toContain("Tempo Esgotado!");
    expect(page).toContain("O tempo para esta seção acabou. Avançando para a próxima seção.");
    expect(page).toContain("Audio 1:");
    expect((await attemptOf(username))[0].stage).toBe("listening");
  });

  it("refuses a section submitted after its deadline and moves the attempt on", async () => {
    const test = await createFullTest();
    const { browser, username } = await registerUser();
    await start(browser, test.id);
    const [attempt] = await attemptOf(username);
    await expireDeadline(attempt.id); // the alarm has not run yet: the submit arrives late
    const late = await browser.post(`/full-test/${test.id}`, readingForm(test.readingQuestions));
    expect(location(late)).toBe(`/full-test/${test.id}`);
    const page = await (await browser.get(`/full-test/${test.id}`)).text();
    expect(page).toContain("Tempo Esgotado!");
    expect(page).toContain("Audio 1:");
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM user_submissions WHERE full_test_attempt_id = ?").bind(attempt.id).first<{ n: number }>();
    expect(stored!.n).toBe(0);

    // the JSON call says the same
    await expireDeadline(attempt.id);
    const json = await browser.json(`/api/full-test/${test.id}/submit-section`, { section: "listening", answers: {} });
    expect(json.status).toBe(409);
    expect(await json.json()).toMatchObject({ error: "Tempo Esgotado!" });
  });

  it("keeps the stage and says so when a section cannot be stored", async () => {
    const test = await createFullTest();
    const { browser } = await registerUser();
    await start(browser, test.id);
    const bad = await browser.post(`/full-test/${test.id}`, { intent: "submit", section: "nonsense" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Erro");
    expect(html).toContain("Falha ao enviar respostas. Tente novamente.");
    expect(await (await browser.get(`/full-test/${test.id}`)).text()).toContain("Passage 1:");
  });

  it("lets a free learner take one full test; a second start goes to /subscribe", async () => {
    const first = await createFullTest();
    const second = await createFullTest();
    const { browser, username } = await registerUser();
    expect(location(await start(browser, first.id))).toBe(`/full-test/${first.id}`);
    const refused = await start(browser, second.id);
    expect(location(refused)).toBe("/subscribe");
    expect(refused.headers.get("Set-Cookie")).toBeTruthy();
    expect(await attemptOf(username)).toHaveLength(1);
    await makePremium(username);
    expect(location(await start(browser, second.id))).toBe(`/full-test/${second.id}`);
  });

  it("goes through every section to the results, scores them once, and lists them in the profile", async () => {
    const test = await createFullTest();
    const { browser, username } = await registerUser();
    await start(browser, test.id);
    const [attempt] = await attemptOf(username);

    // reading: all correct but the last one
    const answers = readingForm(test.readingQuestions);
    answers[`q-${test.readingQuestions.at(-1)}`] = "B";
    expect(location(await browser.post(`/full-test/${test.id}`, answers))).toBe(`/full-test/${test.id}`);
    // listening times out with nothing submitted
    await expireDeadline(attempt.id);
    await runDurableObjectAlarm(session(attempt.id));
    const brk = await (await browser.get(`/full-test/${test.id}`)).text();
    expect(brk).toContain("Skip Break");
    await browser.post(`/full-test/${test.id}`, { intent: "submit", section: "break" });
    // writing through the page form, speaking through the JSON call with a recording
    const essays = Object.fromEntries(test.writing.map((id) => [`essay-${id}`, ESSAY]));
    await browser.post(`/full-test/${test.id}`, { intent: "submit", section: "writing", ...essays });
    const wav = `data:audio/wav;base64,${btoa(String.fromCharCode(...wavBytes(0.2)))}`;
    const spoken = await browser.json(`/api/full-test/${test.id}/submit-section`, {
      section: "speaking",
      recordings: Object.fromEntries(test.speaking.map((id) => [String(id), wav])),
    });
    expect(spoken.status).toBe(200);
    expect(await spoken.json()).toMatchObject({ stage: "results" });

    const resultsUrl = `/full-test/${test.id}?attempt=${attempt.id}`;
    let html = "";
    for (let i = 0; i < 100; i++) {
      html = await (await browser.get(resultsUrl)).text();
      if (!html.includes("Grading...")) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(html).toContain("Your results");
    expect(html).toMatch(/data-testid="score-reading"[^]*?24\/30/); // 4 of 5 points
    expect(html).toMatch(/data-testid="score-listening"[^]*?0\/30/);
    expect(html).toMatch(/Band \d(\.5)? · CEFR [ABC][12]/);
    expect(html).toContain("These scores are estimates");
    expect(html).toMatch(/Completed on \d{2}\/\d{2}\/\d{4}/);
    expect(html).toContain("Not answered");

    // stored once, however often the page or the JSON call asks
    await browser.get(resultsUrl);
    const recorded = await browser.json("/api/full-test-results", { fullTestId: test.id });
    expect(recorded.status).toBe(200);
    const rows = await env.DB.prepare("SELECT reading_score, listening_score, total_score FROM full_test_results WHERE attempt_id = ?")
      .bind(attempt.id)
      .all();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0]).toMatchObject({ reading_score: 24, listening_score: 0 });
    expect((await attemptOf(username))[0]).toMatchObject({ stage: "results", status: "completed" });
    // full-test answers are not practice: no exercises counted, no free-tier items used
    const progress = await env.DB.prepare(
      "SELECT p.total_exercises_completed AS total FROM user_progress p JOIN users u ON u.id = p.user_id WHERE u.username = ?",
    )
      .bind(username)
      .first<{ total: number }>();
    expect(progress?.total ?? 0).toBe(0);

    const list = await (await browser.get("/api/user/full-test-results")).json<Array<{ totalScore: number }>>();
    expect(list).toHaveLength(1);
    const profile = await (await browser.get("/profile?tab=performance")).text();
    expect(profile).toContain('data-testid="score-chart"');
    expect(profile).toContain("Full-test history");
    expect(location(await browser.get("/results"))).toBe("/profile?tab=performance");
  });

  it("answers the JSON calls with tests and section content, never the answers", async () => {
    const test = await createFullTest();
    const { browser } = await registerUser();
    const tests = await (await browser.get("/api/full-tests")).json<Array<{ id: number }>>();
    expect(tests.some((t) => t.id === test.id)).toBe(true);
    expect(await (await browser.get(`/api/full-tests/${test.id}`)).json()).toMatchObject({ id: test.id, speakingPromptIds: test.speaking });
    const reading = await (await browser.get(`/api/full-test/${test.id}/reading`)).text();
    expect(reading).toContain("questionText");
    expect(reading).not.toContain("correctAnswer");
    const writing = await (await browser.get(`/api/full-test/${test.id}/writing`)).json<{ items: Array<{ discussion: unknown }> }>();
    expect(writing.items[1].discussion).toMatchObject({ professorPost: "Should cities ban cars?" });
    expect((await browser.get(`/api/full-test/999999/reading`)).status).toBe(404);
    expect((await browser.get(`/full-test/999999`)).status).toBe(404);
    expect(location(await browser.get("/full-test"))).toBe("/full-tests");
    expect(location(await browser.get(`/full-test-old/${test.id}`))).toBe(`/full-test/${test.id}`);
  });
});
