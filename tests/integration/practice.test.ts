import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createAudio, createPassage, makePremium } from "./support/practice-content";
import { Browser, location, registerUser } from "./support/http";

async function progress(username: string) {
  return env.DB.prepare(
    "SELECT p.reading_exercises_done AS reading, p.listening_exercises_done AS listening, p.total_exercises_completed AS total FROM user_progress p JOIN users u ON u.id = p.user_id WHERE u.username = ?",
  )
    .bind(username)
    .first<{ reading: number; listening: number; total: number }>();
}

describe("reading practice", () => {
  it("shows the passage in paragraphs and answers a question once, with the explanation", async () => {
    const passage = await createPassage({ single: 2 });
    const { browser, username } = await registerUser();
    const page = await browser.get(`/reading/${passage.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html.match(/<p><span class="sr-only">/g)?.length).toBe(3);
    expect(html).not.toContain("Because two"); // explanations stay hidden until answered

    const answer = await browser.post(`/reading/${passage.id}`, { questionId: String(passage.questionIds[0]), answer: "C" });
    expect(location(answer)).toBe(`/reading/${passage.id}`);
    const after = await (await browser.get(`/reading/${passage.id}`)).text();
    expect(after).toContain("Incorrect");
    expect(after).toContain("Correct answer: B");
    expect(after).toContain("Because two, 0.");

    const again = await browser.post(`/reading/${passage.id}`, { questionId: String(passage.questionIds[0]), answer: "B" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("You have already answered this question.");
    expect(await progress(username)).toEqual({ reading: 1, listening: 0, total: 1 });

    await browser.post(`/reading/${passage.id}`, { questionId: String(passage.questionIds[1]), answer: "B" });
    expect(await progress(username)).toEqual({ reading: 1, listening: 0, total: 1 });
  });

  it("scores a prose summary 2, 1 or 0 and refuses anything but exactly 3 picks", async () => {
    const passage = await createPassage({ single: 0, prose: true });
    const { browser } = await registerUser();
    const four = await browser.fetch(`/reading/${passage.id}`, {
      method: "POST",
      body: new URLSearchParams([["questionId", String(passage.proseId)], ["answers", "A"], ["answers", "B"], ["answers", "C"], ["answers", "D"]]),
    });
    expect(four.status).toBe(400);
    expect(await four.text()).toContain("Maximum Selections: Prose Summary questions require exactly 3 answers");
    const two = await browser.fetch(`/reading/${passage.id}`, {
      method: "POST",
      body: new URLSearchParams([["questionId", String(passage.proseId)], ["answers", "A"], ["answers", "B"]]),
    });
    expect(two.status).toBe(400);
    const ok = await browser.fetch(`/reading/${passage.id}`, {
      method: "POST",
      body: new URLSearchParams([["questionId", String(passage.proseId)], ["answers", "A"], ["answers", "C"], ["answers", "F"]]),
    });
    expect(ok.status).toBe(302);
    const html = await (await browser.get(`/reading/${passage.id}`)).text();
    expect(html).toContain("Partially Correct");
    expect(html).toContain("Score: 1 of 2");
    const row = await env.DB.prepare("SELECT score, answer FROM user_submissions WHERE question_id = ?").bind(passage.proseId).first();
    expect(row).toEqual({ score: 1, answer: "A,C,F" });
  });

  it("keeps the 30-minute clock on the server: a reload does not reset it, and time-up locks answers", async () => {
    const passage = await createPassage({ single: 1 });
    const { browser } = await registerUser();
    await browser.get(`/reading/${passage.id}`);
    const first = await env.DB.prepare("SELECT started_at FROM practice_attempts").first<{ started_at: number }>();
    await browser.get(`/reading/${passage.id}`);
    const second = await env.DB.prepare("SELECT started_at FROM practice_attempts").first<{ started_at: number }>();
    expect(second!.started_at).toBe(first!.started_at);
    await env.DB.prepare("UPDATE practice_attempts SET started_at = ?").bind(Date.now() - 31 * 60 * 1000).run();
    const late = await browser.post(`/reading/${passage.id}`, { questionId: String(passage.questionIds[0]), answer: "B" });
    expect(late.status).toBe(409);
    expect(await late.text()).toContain("Time is up for this exercise.");
  });

  it("lets a free learner do two passages, refuses a third, and keeps done ones open", async () => {
    const [a, b, c] = [await createPassage(), await createPassage(), await createPassage()];
    const { browser, username } = await registerUser();
    for (const p of [a, b]) {
      expect((await browser.post(`/reading/${p.id}`, { questionId: String(p.questionIds[0]), answer: "B" })).status).toBe(302);
    }
    const third = await browser.get(`/reading/${c.id}`);
    expect(location(third)).toBe("/subscribe");
    expect(location(await browser.post(`/reading/${c.id}`, { questionId: String(c.questionIds[0]), answer: "B" }))).toBe("/subscribe");
    expect(location(await browser.get("/reading"))).toBe("/subscribe");
    expect((await browser.get(`/reading/${a.id}`)).status).toBe(200);
    expect((await browser.post(`/reading/${a.id}`, { questionId: String(a.questionIds[1]), answer: "B" })).status).toBe(302);
    expect((await progress(username))!.reading).toBe(2);

    await makePremium(username);
    expect((await browser.get(`/reading/${c.id}`)).status).toBe(200);
  });

  it("offers every passage once before repeating, in the learner's own order", async () => {
    await createPassage();
    await createPassage();
    const all = await env.DB.prepare("SELECT DISTINCT passage_id AS id FROM questions WHERE type = 'reading'").all<{ id: number }>();
    const ids = all.results.map((r) => r.id);
    const { browser, username } = await registerUser();
    await makePremium(username);
    const seen: number[] = [];
    let current: number | null = null;
    for (let i = 0; i < ids.length; i++) {
      const res = await browser.get(`/reading${current ? `?exclude=${current}` : ""}`);
      const target = location(res)!;
      expect(target).not.toContain("repeat");
      current = Number(target.match(/\/reading\/(\d+)/)![1]);
      seen.push(current);
      const page = await (await browser.get(`/reading/${current}`)).text();
      const qid = page.match(/name="questionId" value="(\d+)"/)?.[1];
      if (qid) await browser.post(`/reading/${current}`, { questionId: qid, answer: "B" });
    }
    expect([...seen].sort()).toEqual([...ids].sort());
    const repeat = location(await browser.get(`/reading?exclude=${current}`))!;
    expect(repeat).toContain("repeat=1");
  });

  it("says Passage Not Found with status 404", async () => {
    const { browser } = await registerUser();
    const res = await browser.get("/reading/999999");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Passage Not Found");
  });
});

describe("listening practice", () => {
  it("shows questions only after the single play, needs every answer, and locks them once submitted", async () => {
    const audio = await createAudio(2);
    const { browser, username } = await registerUser();
    const first = await (await browser.get(`/listening/${audio.id}`)).text();
    expect(first).toContain("I have listened: show the questions");
    expect(first).not.toContain("Listening question 1?");
    const early = await browser.post(`/listening/${audio.id}`, { intent: "submit", [`q-${audio.questionIds[0]}`]: "C", [`q-${audio.questionIds[1]}`]: "C" });
    expect(early.status).toBe(409);

    expect(location(await browser.post(`/listening/${audio.id}`, { intent: "listened" }))).toBe(`/listening/${audio.id}`);
    const questions = await (await browser.get(`/listening/${audio.id}`)).text();
    expect(questions).toContain("Listening question 1?");
    expect(questions).toContain("Submit All Answers");

    const partial = await browser.post(`/listening/${audio.id}`, { intent: "submit", [`q-${audio.questionIds[0]}`]: "C" });
    expect(partial.status).toBe(400);
    expect(await partial.text()).toContain("Please answer every question before submitting.");

    const done = await browser.post(`/listening/${audio.id}`, { intent: "submit", [`q-${audio.questionIds[0]}`]: "C", [`q-${audio.questionIds[1]}`]: "A" });
    expect(done.status).toBe(302);
    const results = await (await browser.get(`/listening/${audio.id}`)).text();
    expect(results).toContain("1 of 2 correct");
    const twice = await browser.post(`/listening/${audio.id}`, { intent: "submit", [`q-${audio.questionIds[0]}`]: "A", [`q-${audio.questionIds[1]}`]: "C" });
    expect(twice.status).toBe(409);
    expect((await progress(username))!.listening).toBe(1);
  });

  it("after the 10 minutes, scores what was chosen", async () => {
    const audio = await createAudio(2);
    const { browser } = await registerUser();
    await browser.get(`/listening/${audio.id}`);
    await browser.post(`/listening/${audio.id}`, { intent: "listened" });
    await env.DB.prepare("UPDATE practice_attempts SET listened_at = ?").bind(Date.now() - 11 * 60 * 1000).run();
    const res = await browser.post(`/listening/${audio.id}`, { intent: "submit", [`q-${audio.questionIds[0]}`]: "C" });
    expect(res.status).toBe(302);
    expect(await (await browser.get(`/listening/${audio.id}`)).text()).toContain("1 of 2 correct");
  });
});

describe("dashboard, aliases and JSON calls", () => {
  it("the dashboard shows counts and Limit Reached", async () => {
    const [a, b] = [await createPassage(), await createPassage()];
    const { browser } = await registerUser();
    for (const p of [a, b]) await browser.post(`/reading/${p.id}`, { questionId: String(p.questionIds[0]), answer: "B" });
    const html = await (await browser.get("/dashboard")).text();
    expect(html).toContain("Limit Reached");
    expect(html).toMatch(/data-testid="exercises-completed"[^>]*>2</);
  });

  it("old addresses of the hub redirect permanently, keeping the query", async () => {
    const { browser } = await registerUser();
    const res = await browser.get("/exercicios?x=1");
    expect(res.status).toBe(301);
    expect(location(res)).toBe("/exercises?x=1");
    expect(location(await browser.get("/practice"))).toBe("/exercises");
  });

  it("POST /api/submit answers once and returns the correct answer", async () => {
    const passage = await createPassage({ single: 1, prose: true });
    const { browser } = await registerUser();
    const res = await browser.json("/api/submit", { type: "reading", questionId: passage.questionIds[0], answer: "A" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ isCorrect: false, correctAnswer: "B" });
    expect((await browser.json("/api/submit", { type: "reading", questionId: passage.questionIds[0], answer: "B" })).status).toBe(409);
    const prose = await browser.json("/api/submit", { type: "reading", questionId: passage.proseId, answer: ["A", "C", "E"] });
    expect(await prose.json()).toMatchObject({ isCorrect: true, correctAnswers: ["A", "C", "E"] });
    expect((await browser.json("/api/submit", { type: "listening", questionId: passage.questionIds[0], answer: "B" })).status).toBe(404);
  });

  it("the passage and audio calls follow the page's rules", async () => {
    const passage = await createPassage({ single: 1 });
    const audio = await createAudio(1);
    const { browser } = await registerUser();
    const one = await (await browser.get(`/api/passages/${passage.id}`)).json<{ questions: Array<Record<string, unknown>> }>();
    expect(one.questions[0]).not.toHaveProperty("correctAnswer");
    const next = await (await browser.get(`/api/audios/next?excludeCurrentId=999`)).json<{ audio: { id: number }; isRepeat: boolean }>();
    expect(next.isRepeat).toBe(false);
    expect(typeof next.audio.id).toBe("number");
    expect((await browser.get(`/api/audios/${audio.id}`)).status).toBe(200);
    expect((await browser.get("/api/passages/123456")).status).toBe(404);
    const stats = await (await browser.get("/api/user/stats")).json();
    expect(stats).toMatchObject({ currentStreak: 0, totalDaysActive: 0, exercisesCompleted: { total: 0 } });
    expect((await new Browser().get("/api/passages")).status).toBe(401);
  });
});

describe("the learner's time zone", () => {
  it("can be set in the profile without JavaScript, and a made-up zone is refused", async () => {
    const { browser, username } = await registerUser();
    const bad = await browser.post("/profile", { intent: "profile", timeZone: "Mars/Olympus_Mons" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Choose a time zone from the list");
    expect(location(await browser.post("/profile", { intent: "profile", timeZone: "America/Sao_Paulo" }))).toBe("/profile");
    const row = await env.DB.prepare("SELECT time_zone FROM users WHERE username = ?").bind(username).first();
    expect(row).toEqual({ time_zone: "America/Sao_Paulo" });
    expect(await (await browser.get("/profile")).text()).toContain('<option value="America/Sao_Paulo" selected="">');
  });
});
