import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AttemptState, FullTestSession } from "../../workers/full-test-session";
import { createCurrentTest, questionIdsOf, readingModuleForm, SENTENCE } from "./support/current-test";
import { formBody, registerAdmin } from "./support/content";
import { location, registerUser, type Browser } from "./support/http";

const ESSAY = Array.from({ length: 160 }, (_, i) => `word${i % 40}`).join(" ") + ". Students learn because practice builds skill.";

function session(attemptId: string) {
  return env.FULL_TEST_SESSION.get(env.FULL_TEST_SESSION.idFromName(attemptId));
}

async function attemptOf(username: string) {
  return env.DB.prepare(
    "SELECT a.id, a.stage, a.status, a.data FROM full_test_attempts a JOIN users u ON u.id = a.user_id WHERE u.username = ? ORDER BY a.rowid DESC",
  )
    .bind(username)
    .first<{ id: string; stage: string; status: string; data: string | null }>();
}

async function patchState(attemptId: string, patch: (s: AttemptState) => AttemptState) {
  await runInDurableObject(session(attemptId), async (_instance: FullTestSession, state) => {
    const current = (await state.storage.get<AttemptState>("state"))!;
    await state.storage.put("state", patch(current));
  });
}

const page = async (browser: Browser, testId: number) => (await browser.get(`/full-test/${testId}`)).text();

async function startTest(browser: Browser, testId: number) {
  expect(location(await browser.post(`/full-test/${testId}`, { intent: "start" }))).toBe(`/full-test/${testId}`);
}

async function answersStored(attemptId: string, type: string) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM user_submissions WHERE full_test_attempt_id = ? AND type = ?")
    .bind(attemptId, type)
    .first<{ n: number }>();
  return row!.n;
}

/** Answers every question of the listening stage on screen, one page at a time (A is right). */
async function answerListening(browser: Browser, testId: number, stage: string, letter: string) {
  for (let i = 0; i < 40; i++) {
    const html = await page(browser, testId);
    const index = html.match(/name="index" value="(\d+)"/);
    if (!index || !html.includes(`name="stage" value="${stage}"`)) return;
    await browser.post(`/full-test/${testId}`, { intent: "answer", stage, index: index[1], answer: letter });
  }
}

describe("the current-format full test", () => {
  it("routes a learner who answers the routing module well to the harder reading module, and records it once", async () => {
    const test = await createCurrentTest();
    const { browser, username } = await registerUser();
    await startTest(browser, test.id);
    const first = await page(browser, test.id);
    expect(first).toContain("Reading · Module 1");
    expect(first).toContain("Missing letters of word 1");
    expect(first).not.toContain('"correctAnswer"');

    await browser.post(`/full-test/${test.id}`, await readingModuleForm("reading_routing", test.reading.routing, true));
    const second = await page(browser, test.id);
    expect(second).toContain("Reading · Module 2");
    // the harder module: its academic passage, none of the easier module's daily-life texts
    expect(second).toContain(`academic_passage ${test.reading.harder[1]}`.replace(/ \d+$/, ""));
    const attempt = (await attemptOf(username))!;
    expect(JSON.parse(attempt.data!)).toMatchObject({ routing: { reading: "harder" }, readingRoutingScore: { points: 20, maxPoints: 20 } });

    // a repeated submit of the routing module (double click, second device) is refused and never re-routes
    const again = await browser.post(`/full-test/${test.id}`, await readingModuleForm("reading_routing", test.reading.routing, false));
    expect(location(again)).toBe(`/full-test/${test.id}`);
    await session(attempt.id).route("reading", "easier");
    const state = (await session(attempt.id).getState()) as AttemptState;
    expect(state.routes?.reading).toBe("harder");
    expect(state.stage).toBe("reading_second");
  });

  it("routes a learner below 60% to the easier module", async () => {
    const test = await createCurrentTest();
    const { browser, username } = await registerUser();
    await startTest(browser, test.id);
    const form = await readingModuleForm("reading_routing", test.reading.routing, true);
    // 10 gaps right, all 10 questions wrong: 50%
    for (const q of await questionIdsOf("passage_id", test.reading.routing)) form[`q-${q}`] = "C";
    await browser.post(`/full-test/${test.id}`, form);
    const attempt = (await attemptOf(username))!;
    expect(JSON.parse(attempt.data!)).toMatchObject({ routing: { reading: "easier" }, readingRoutingScore: { points: 10, maxPoints: 20 } });
    const html = await page(browser, test.id);
    expect(html).toContain("Reading · Module 2");
    expect(html).toContain("daily_life");
  });

  it("moves on by itself when the routing module's time runs out with nobody watching, and routes on what was stored", async () => {
    const test = await createCurrentTest();
    const { browser, username } = await registerUser();
    await startTest(browser, test.id);
    const attempt = (await attemptOf(username))!;
    await patchState(attempt.id, (s) => ({ ...s, deadline: Date.now() - 1 }));
    await runDurableObjectAlarm(session(attempt.id));
    await runDurableObjectAlarm(session(attempt.id)); // redelivered: advances once
    const state = (await session(attempt.id).getState()) as AttemptState;
    expect(state.stage).toBe("reading_second");
    expect(state.timedOut).toEqual(["reading_routing"]);

    const html = await page(browser, test.id);
    expect(html).toContain("Reading · Module 2");
    expect(JSON.parse((await attemptOf(username))!.data!)).toMatchObject({ routing: { reading: "easier" } });

    // a late answer to the routing module is refused and stores nothing
    const late = await browser.post(`/full-test/${test.id}`, await readingModuleForm("reading_routing", test.reading.routing, true));
    expect(location(late)).toBe(`/full-test/${test.id}`);
    expect(await answersStored(attempt.id, "reading")).toBe(0);
  });

  it("keeps each listening question's window on the server: an answer after it closes is not counted", async () => {
    const test = await createCurrentTest();
    const { browser, username } = await registerUser();
    await startTest(browser, test.id);
    await browser.post(`/full-test/${test.id}`, await readingModuleForm("reading_routing", test.reading.routing, true));
    await browser.post(`/full-test/${test.id}`, await readingModuleForm("reading_second", test.reading.harder, true));
    const html = await page(browser, test.id);
    expect(html).toContain("Listening · Module 1");
    expect(html).toContain("Question 1 of 20");
    const attempt = (await attemptOf(username))!;

    await browser.post(`/full-test/${test.id}`, { intent: "answer", stage: "listening_routing", index: "0", answer: "A" });
    expect(await answersStored(attempt.id, "listening")).toBe(1);
    expect(await page(browser, test.id)).toContain("Question 2 of 20");

    // question 2's window closes while the learner thinks
    await patchState(attempt.id, (s) => ({ ...s, cursor: { ...s.cursor!, deadline: Date.now() - 5_000 } }));
    const late = await browser.post(`/full-test/${test.id}`, { intent: "answer", stage: "listening_routing", index: "1", answer: "A" });
    expect(location(late)).toBe(`/full-test/${test.id}`);
    expect(await answersStored(attempt.id, "listening")).toBe(1);
    const next = await page(browser, test.id);
    expect(next).toContain("Question 3 of 20");
    // answering an old question again changes nothing
    await browser.post(`/full-test/${test.id}`, { intent: "answer", stage: "listening_routing", index: "0", answer: "B" });
    expect(await answersStored(attempt.id, "listening")).toBe(1);
  });

  it("takes a whole test to section bands, total band, CEFR and the comparable 0-120, stored once", async () => {
    const test = await createCurrentTest();
    const { browser, username } = await registerUser();
    await startTest(browser, test.id);
    await browser.post(`/full-test/${test.id}`, await readingModuleForm("reading_routing", test.reading.routing, true));
    await browser.post(`/full-test/${test.id}`, await readingModuleForm("reading_second", test.reading.harder, true));
    await answerListening(browser, test.id, "listening_routing", "B");
    await answerListening(browser, test.id, "listening_second", "A");
    const attempt = (await attemptOf(username))!;
    expect(JSON.parse(attempt.data!)).toMatchObject({ routing: { reading: "harder", listening: "easier" } });

    const writing = await page(browser, test.id);
    expect(writing).toContain("Put the word groups in order");
    const form: Record<string, string> = { intent: "module", stage: "writing" };
    test.writing.slice(0, 10).forEach((id, n) => SENTENCE.chunks.forEach((c, slot) => (form[`bs-${id}-${slot}`] = n < 7 ? c : SENTENCE.chunks[0])));
    for (const id of test.writing.slice(10)) form[`essay-${id}`] = ESSAY;
    await browser.post(`/full-test/${test.id}`, form);
    expect(await page(browser, test.id)).toContain("Listen to the sentence and repeat it exactly.");
    const done = await browser.post(`/full-test/${test.id}`, { intent: "module", stage: "speaking" });
    expect(location(done)).toBe(`/full-test/${test.id}?attempt=${attempt.id}`);

    let html = "";
    for (let i = 0; i < 100; i++) {
      html = await (await browser.get(`/full-test/${test.id}?attempt=${attempt.id}`)).text();
      if (!html.includes("Grading...")) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // reading: 35/35 in the harder module -> 6; listening: 0/20 + 15/15 = 43% in the easier module -> 2
    expect(html).toMatch(/data-testid="band-reading"[^]*?Band 6/);
    expect(html).toMatch(/data-testid="module-reading"[^]*?harder/);
    expect(html).toMatch(/data-testid="band-listening"[^]*?Band 2</);
    expect(html).toMatch(/data-testid="module-listening"[^]*?easier/);
    // speaking: nothing recorded -> 1
    expect(html).toMatch(/data-testid="band-speaking"[^]*?Band 1</);
    expect(html).toMatch(/data-testid="cefr"[^]*?CEFR [ABC][12]/);
    expect(html).toMatch(/Comparable 0-120 score: \d+-\d+/);
    expect(html).toContain("This score is an estimate");
    // the weakest task types link to their practice lists (academic talks: 0 of 4 in the routing module)
    expect(html).toMatch(/data-testid="weakest"[^]*?href="\/tasks\/listen-to-an-academic-talk"/);
    expect(html).toContain("Accuracy by task type");

    await browser.get(`/full-test/${test.id}?attempt=${attempt.id}`);
    const rows = await env.DB.prepare("SELECT total_score, feedback FROM full_test_results WHERE attempt_id = ?").bind(attempt.id).all<{
      total_score: number;
      feedback: string;
    }>();
    expect(rows.results).toHaveLength(1);
    const feedback = JSON.parse(rows.results[0].feedback);
    expect(feedback).toMatchObject({ format: "current", bands: { reading: 6, listening: 2, speaking: 1 }, modules: { reading: "harder", listening: "easier" } });
    const typed = await env.DB.prepare(
      "SELECT count(*) AS n FROM user_submissions WHERE full_test_attempt_id = ? AND task_type IS NULL",
    )
      .bind(attempt.id)
      .first<{ n: number }>();
    expect(typed!.n).toBe(0);
  });

  it("starts writing at 23 minutes and scales the modules by the learner's accommodation", async () => {
    const test = await createCurrentTest();
    const { browser, username } = await registerUser();
    await env.DB.prepare("UPDATE users SET time_multiplier = 1.5 WHERE username = ?").bind(username).run();
    const intro = await page(browser, test.id);
    expect(intro).toContain("Reading 45 min · Listening 43.5 min · Writing 34.5 min · Speaking 12 min");
    await startTest(browser, test.id);
    const attempt = (await attemptOf(username))!;
    const state = (await session(attempt.id).getState()) as AttemptState;
    expect(state.format).toBe("current");
    expect(Math.round((state.deadline! - Date.now()) / 1000)).toBeGreaterThan(1029 * 1.5 - 5);
    const list = await (await browser.get("/full-tests")).text();
    expect(list).toContain("Current format (2026)");
    expect(list).toContain("In progress: Reading · Module 1");
  });
});

describe("assembling a current-format test", () => {
  async function post(browser: Browser, path: string, entries: Record<string, string | number | Array<string | number>>) {
    return browser.fetch(path, { method: "POST", body: formBody(entries) });
  }

  it("saves a test whose modules have the required counts, and marks its items as used", async () => {
    const parts = await createCurrentTest();
    const { browser } = await registerAdmin();
    const title = `Assembled ${Date.now()}`;
    const entries = {
      format: "current",
      title,
      "reading.routing": parts.reading.routing,
      "reading.easier": parts.reading.easier,
      "reading.harder": parts.reading.harder,
      "listening.routing": parts.listening.routing,
      "listening.easier": parts.listening.easier,
      "listening.harder": parts.listening.harder,
      writing: parts.writing,
      speaking: parts.speaking,
    };
    const saved = await post(browser, "/admin/fulltest/create?format=current", entries);
    expect(location(saved)).toBe("/admin/fulltest/tests");
    const row = await env.DB.prepare("SELECT id, format, data FROM full_tests WHERE title = ?").bind(title).first<{ id: number; format: string; data: string }>();
    expect(row!.format).toBe("current");
    expect(JSON.parse(row!.data).listening.harder).toEqual(parts.listening.harder);

    const editor = await (await browser.get("/admin/fulltest/create?format=current")).text();
    expect(editor).toMatch(new RegExp(`Used in: [^<]*${title}`));
    const list = await (await browser.get("/admin/fulltest/tests")).text();
    expect(list).toContain("Current format (2026)");

    // the learner's list shows both formats
    const { browser: learner } = await registerUser();
    const tests = await (await learner.get("/full-tests")).text();
    expect(tests).toContain("Current format (2026)");
    expect(tests).toContain(title);
  });

  it("refuses wrong module counts with a 400, a message at the module and nothing stored", async () => {
    const parts = await createCurrentTest();
    const { browser } = await registerAdmin();
    const title = `Refused ${Date.now()}`;
    const base = {
      format: "current",
      title,
      "reading.routing": parts.reading.routing,
      "reading.easier": parts.reading.easier,
      "reading.harder": parts.reading.harder,
      "listening.routing": parts.listening.routing,
      "listening.easier": parts.listening.easier,
      "listening.harder": parts.listening.harder,
      writing: parts.writing,
      speaking: parts.speaking,
    };
    const tooFew = await post(browser, "/admin/fulltest/create?format=current", { ...base, "listening.easier": parts.listening.easier.slice(1) });
    expect(tooFew.status).toBe(400);
    expect(await tooFew.text()).toContain("The items do not match the module&#x27;s required counts.");
    const shared = await post(browser, "/admin/fulltest/create?format=current", { ...base, "reading.harder": [parts.reading.routing[0], parts.reading.harder[1]] });
    expect(shared.status).toBe(400);
    const order = await post(browser, "/admin/fulltest/create?format=current", { ...base, writing: [...parts.writing].reverse() });
    expect(order.status).toBe(400);
    expect(await order.text()).toContain("The prompts do not match the required types and counts.");
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM full_tests WHERE title = ?").bind(title).first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });
});
