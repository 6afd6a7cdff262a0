import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, location, registerUser } from "./support/http";

let n = 0;
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");
const ESSAY =
  "I believe that students learn best when they work on real projects with their classmates. " +
  "First, projects force students to apply ideas instead of memorising them, so the knowledge stays longer. " +
  "For example, when my class built a small weather station, we had to understand sensors, data and graphs. " +
  "Second, working in teams teaches communication, which every employer values. " +
  "However, some people argue that lectures are more efficient because teachers can cover more material. " +
  "Although this is partly true, covering material is not the same as learning it. " +
  "In conclusion, projects are the better choice because they build lasting understanding and practical skills for the future.";

async function writingPrompt(type = "independent") {
  n += 1;
  const row = await env.DB.prepare("INSERT INTO writing_prompts (type, question, time_limit, data) VALUES (?, ?, 30, ?) RETURNING id")
    .bind(type, `Do you agree that students learn best from projects? (${n})`, JSON.stringify({ title: `Prompt ${n}` }))
    .first<{ id: number }>();
  return row!.id;
}

async function speakingPrompt() {
  n += 1;
  const row = await env.DB.prepare("INSERT INTO speaking_prompts (type, question, preparation_time, speaking_time) VALUES ('independent', ?, 15, 45) RETURNING id")
    .bind(`Describe a place you like to study (${n}).`)
    .first<{ id: number }>();
  return row!.id;
}

/** A tiny valid PCM WAV (RIFF/WAVE header and a little silence). */
function wav(seconds = 0.2) {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const buffer = new ArrayBuffer(44 + samples * 2);
  const v = new DataView(buffer);
  const str = (o: number, s: string) => [...s].forEach((c, i) => v.setUint8(o + i, c.charCodeAt(0)));
  str(0, "RIFF"); v.setUint32(4, 36 + samples * 2, true); str(8, "WAVE"); str(12, "fmt ");
  v.setUint32(16, 16, true); v.setUint16(20, 1, true); v.setUint16(22, 1, true); v.setUint32(24, rate, true);
  v.setUint32(28, rate * 2, true); v.setUint16(32, 2, true); v.setUint16(34, 16, true); str(36, "data"); v.setUint32(40, samples * 2, true);
  return new Uint8Array(buffer);
}

function upload(browser: Browser, path: string, file: Blob | null, name = "answer.wav") {
  const form = new FormData();
  if (file) form.set("recording", file, name);
  return browser.fetch(path, { method: "POST", body: form });
}

async function waitForStatus(id: number, status = "graded") {
  for (let i = 0; i < 100; i++) {
    const row = await env.DB.prepare("SELECT grading_status AS s FROM user_submissions WHERE id = ?").bind(id).first<{ s: string }>();
    if (row?.s === status) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`submission ${id} never became ${status}`);
}

const idFrom = (path: string | null) => Number(path!.split("/").pop());

describe("writing practice", () => {
  it("refuses an empty essay and one under 100 words (counted in words), keeping what was typed", async () => {
    const id = await writingPrompt();
    const { browser } = await registerUser();
    expect((await browser.get(`/writing-simple/${id}`)).status).toBe(200);

    const empty = await browser.post(`/writing-simple/${id}`, { essay: "   " });
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("Empty Essay");
    expect(emptyHtml).toContain("Please write your essay before submitting.");

    // 99 long words are far more than 100 characters, but still under the minimum
    const short = `${words(98)} supercalifragilistic`;
    const tooShort = await browser.post(`/writing-simple/${id}`, { essay: short });
    expect(tooShort.status).toBe(400);
    const html = await tooShort.text();
    expect(html).toContain("Sua redação deve ter pelo menos 100 palavras");
    expect(html).toContain(short); // the essay comes back in the textarea

    const ok = await browser.post(`/writing-simple/${id}`, { essay: words(100) });
    expect(ok.status).toBe(302);
    expect(location(ok)).toMatch(/^\/feedback\/writing\/\d+$/);
  });

  it("shows the minimum message in Portuguese too", async () => {
    const id = await writingPrompt();
    const { browser } = await registerUser();
    browser.headers["Accept-Language"] = "pt-BR";
    await browser.get(`/writing-simple/${id}`);
    const res = await browser.post(`/writing-simple/${id}`, { essay: "" });
    expect(await res.text()).toContain("Redação Vazia");
  });

  it("after the time is up accepts a short non-empty essay as late, and offers the Time's Up choice for an empty one", async () => {
    const id = await writingPrompt("academic_discussion");
    const { browser, username } = await registerUser();
    await browser.get(`/writing-simple/${id}`);
    await env.DB.prepare(
      "UPDATE practice_attempts SET started_at = started_at - 11 * 60 * 1000 WHERE section = 'writing' AND item_id = ? AND user_id = (SELECT id FROM users WHERE username = ?)",
    )
      .bind(id, username)
      .run();
    const page = await (await browser.get(`/writing-simple/${id}`)).text();
    expect(page).toContain("0:00");

    const empty = await browser.post(`/writing-simple/${id}`, { essay: "" });
    expect(empty.status).toBe(400);
    const html = await empty.text();
    expect(html).toContain("Time&#x27;s Up!");
    expect(html).toContain("Return to Exercises");

    const late = await browser.post(`/writing-simple/${id}`, { essay: "Only a few words before the end." });
    expect(late.status).toBe(302);
    const feedback = await (await browser.get(location(late)!)).text();
    expect(feedback).toContain("Submitted after the time was up.");
  });

  it("redirects /writing-practice/:id permanently by the prompt's type, and shows not-found views", async () => {
    const simple = await writingPrompt("independent");
    const integrated = await writingPrompt("integrated");
    const { browser } = await registerUser();
    const a = await browser.get(`/writing-practice/${simple}?x=1`);
    expect(a.status).toBe(301);
    expect(location(a)).toBe(`/writing-simple/${simple}?x=1`);
    const b = await browser.get(`/writing-practice/${integrated}`);
    expect(location(b)).toBe(`/writing-integrated/${integrated}`);
    const missing = await browser.get("/writing-simple/999999");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Exercise Not Found");
    const invalid = await browser.get("/writing-integrated/abc");
    expect(invalid.status).toBe(404);
    expect(await invalid.text()).toContain("Invalid Exercise");
  });

  it("lets a free learner submit 2 prompts, then sends the third to /subscribe; the first two stay open", async () => {
    const [a, b, c] = [await writingPrompt(), await writingPrompt(), await writingPrompt()];
    const { browser } = await registerUser();
    for (const id of [a, b]) {
      await browser.get(`/writing-simple/${id}`);
      expect((await browser.post(`/writing-simple/${id}`, { essay: ESSAY })).status).toBe(302);
    }
    const third = await browser.get(`/writing-simple/${c}`);
    expect(third.status).toBe(302);
    expect(location(third)).toBe("/subscribe");
    expect(location(await browser.post(`/writing-simple/${c}`, { essay: ESSAY }))).toBe("/subscribe");
    expect((await browser.get(`/writing-simple/${a}`)).status).toBe(200);
    const hub = await (await browser.get("/writing")).text();
    expect(hub).toContain("Premium");
  });
});

describe("the feedback page", () => {
  it("shows pending, then the built-in grader's score, to the owner only", async () => {
    const id = await writingPrompt();
    const { browser } = await registerUser();
    await browser.get(`/writing-simple/${id}`);
    const res = await browser.post(`/writing-simple/${id}`, { essay: ESSAY });
    const path = location(res)!;
    const first = await (await browser.get(path)).text();
    expect(first).toContain("Scores are estimates");
    await waitForStatus(idFrom(path));
    const graded = await (await browser.get(path)).text();
    expect(graded).toMatch(/\d(\.5)? \/ 5/);
    expect(graded).toContain("Suggestions");
    expect(graded).toContain("Scores are estimates");

    const other = await registerUser();
    const theirs = await other.browser.get(path);
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).toContain("Feedback Not Found");
    expect((await other.browser.get(`/api/user-submissions/${idFrom(path)}`)).status).toBe(404);
    expect((await browser.get(`/api/user-submissions/${idFrom(path)}`)).status).toBe(200);
    expect((await browser.get("/feedback/reading/1")).status).toBe(404);
  });

  it("retries a failed grade with Try grading again", async () => {
    const id = await writingPrompt();
    const { browser } = await registerUser();
    await browser.get(`/writing-simple/${id}`);
    const path = location(await browser.post(`/writing-simple/${id}`, { essay: ESSAY }))!;
    const submissionId = idFrom(path);
    await waitForStatus(submissionId);
    await env.DB.prepare("UPDATE user_submissions SET grading_status = 'failed', grading_error = 'boom', score = NULL WHERE id = ?").bind(submissionId).run();
    const failed = await (await browser.get(path)).text();
    expect(failed).toContain("Try grading again");
    const other = await registerUser();
    expect((await other.browser.post(path, { intent: "retry" })).status).toBe(409);
    const retry = await browser.post(path, { intent: "retry" });
    expect(location(retry)).toBe(path);
    await waitForStatus(submissionId);
  });

  it("Next Question goes to the next prompt in the list", async () => {
    const a = await writingPrompt();
    const b = await writingPrompt();
    const { browser } = await registerUser();
    await browser.get(`/writing-simple/${a}`);
    const path = location(await browser.post(`/writing-simple/${a}`, { essay: ESSAY }))!;
    const html = await (await browser.get(path)).text();
    expect(html).toContain(`href="/writing-practice/${b}"`);
    expect(html).toContain(`href="/writing-practice/${a}"`); // Try Again
  });
});

describe("speaking practice", () => {
  it("refuses a missing recording and a non-audio file, then stores a WAV and shows the honest [ERROR] state", async () => {
    const id = await speakingPrompt();
    const { browser } = await registerUser();
    const page = await browser.get(`/speaking/${id}`);
    expect(await page.text()).toContain('accept="audio/*"');
    const none = await upload(browser, `/speaking/${id}`, null);
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("No Recording: Please complete your recording before submitting.");
    const text = await upload(browser, `/speaking/${id}`, new Blob(["not audio at all, just text"], { type: "audio/wav" }));
    expect(text.status).toBe(400);

    const ok = await upload(browser, `/speaking/${id}`, new Blob([wav()], { type: "audio/wav" }));
    expect(ok.status).toBe(302);
    const path = location(ok)!;
    expect(path).toMatch(/^\/feedback\/speaking\/\d+$/);
    await waitForStatus(idFrom(path), "failed");
    const html = await (await browser.get(path)).text();
    expect(html).toContain("[ERROR]");
    expect(html).toContain("We could not turn this recording into text");
  });

  it("shows Speaking Prompt Not Found and keeps /speaking-practice/:id as an alias", async () => {
    const { browser } = await registerUser();
    const missing = await browser.get("/speaking/999999");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Speaking Prompt Not Found");
    const alias = await browser.get("/speaking-practice/12?a=b");
    expect(alias.status).toBe(301);
    expect(location(alias)).toBe("/speaking/12?a=b");
  });

  it("limits a free learner to 2 speaking prompts", async () => {
    const ids = [await speakingPrompt(), await speakingPrompt(), await speakingPrompt()];
    const { browser } = await registerUser();
    for (const id of ids.slice(0, 2)) {
      expect((await upload(browser, `/speaking/${id}`, new Blob([wav()], { type: "audio/wav" }))).status).toBe(302);
    }
    expect(location(await browser.get(`/speaking/${ids[2]}`))).toBe("/subscribe");
    expect(location(await upload(browser, `/speaking/${ids[2]}`, new Blob([wav()], { type: "audio/wav" })))).toBe("/subscribe");
  });
});

describe("writing and speaking JSON calls", () => {
  it("lists prompts, returns one with its sources, and submits an essay with the page's rules", async () => {
    const id = await writingPrompt();
    const { browser } = await registerUser();
    const list = (await (await browser.get("/api/writing-prompts")).json()) as Array<{ id: number }>;
    expect(list.some((p) => p.id === id)).toBe(true);
    const one = (await (await browser.get(`/api/writing-prompts/${id}`)).json()) as Record<string, unknown>;
    expect(one).toHaveProperty("prompt");
    expect(one).toHaveProperty("relatedPassage", null);
    expect(one).toHaveProperty("relatedAudio", null);
    expect((await browser.get("/api/writing-prompts/999999")).status).toBe(404);
    const random = (await (await browser.get(`/api/writing-prompts/random?excludeId=${id}`)).json()) as { id: number; type: string };
    expect(random.id).not.toBe(id);
    expect(random.type).toBeTruthy();
    expect((await browser.get("/api/writing-prompts/next")).status).toBe(200);
    expect((await browser.get("/api/speaking-prompts")).status).toBe(200);

    const short = await browser.json("/api/submit", { type: "writing", writingPromptId: id, essay: words(50) });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: string }).error).toBe("Sua redação deve ter pelo menos 100 palavras");
    const ok = await browser.json("/api/submit", { type: "writing", writingPromptId: id, essay: ESSAY });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { submission: { id: number } };
    expect(body.submission.id).toBeGreaterThan(0);
    const mine = (await (await browser.get("/api/user-submissions")).json()) as Array<{ id: number }>;
    expect(mine.map((s) => s.id)).toContain(body.submission.id);
  });

  it("takes a speaking answer as a base64 data URL and refuses an empty one", async () => {
    const id = await speakingPrompt();
    const { browser } = await registerUser();
    const empty = await browser.json("/api/submit", { type: "speaking", speakingPromptId: id, audioData: "", mimeType: "audio/webm" });
    expect(empty.status).toBe(400);
    const bytes = wav();
    const base64 = btoa(String.fromCharCode(...bytes));
    const ok = await browser.json("/api/submit", { type: "speaking", speakingPromptId: id, audioData: `data:audio/wav;base64,${base64}`, mimeType: "audio/wav" });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { submission: { id: number; status: string } };
    expect(body.submission.status).toBe("pending");
  });
});
