import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { NO_SPEECH_PROVIDER_ERROR } from "~/domain/grading/grader";
import { createDb, schema } from "~/lib/db.server";
import { createSpeakingSubmission, createWritingSubmission, gradeSubmission, type GradingQueue } from "~/services/grading.server";
import { Browser, location, registerUser } from "./support/http";
import { formBody, registerAdmin, text } from "./support/content";

const db = createDb(env.DB);
const { userSubmissions } = schema;
let n = 0;

const BS = { chunks: ["I think", "the library", "closes at", "nine tonight"], distractor: "opened", before: "", after: "." };

async function insertWriting(type: string, question: string, data: unknown, timeLimit = 1) {
  const row = await env.DB.prepare("INSERT INTO writing_prompts (type, question, time_limit, data) VALUES (?, ?, ?, ?) RETURNING id")
    .bind(type, question, timeLimit, JSON.stringify(data))
    .first<{ id: number }>();
  return row!.id;
}

async function insertAudio() {
  n += 1;
  const row = await env.DB.prepare("INSERT INTO audios (title, url, transcription, is_for_speaking) VALUES (?, '/media/x.mp3', 'Words.', 1) RETURNING id")
    .bind(`Sentence audio ${n}`)
    .first<{ id: number }>();
  return row!.id;
}

async function insertSpeaking(type: "listen_repeat" | "interview", question: string, speakingTime: number, data: unknown) {
  const audioId = await insertAudio();
  const row = await env.DB.prepare(
    "INSERT INTO speaking_prompts (type, question, preparation_time, speaking_time, related_audio_id, data) VALUES (?, ?, 0, ?, ?, ?) RETURNING id",
  )
    .bind(type, question, speakingTime, audioId, JSON.stringify(data))
    .first<{ id: number }>();
  return row!.id;
}

const bsPrompt = () => insertWriting("build_sentence", `Is the library open late today? (${++n})`, BS);
const emailPrompt = () =>
  insertWriting("email", `Your order from an online bookshop arrived damaged (${++n}).`, {
    to: "Customer Service",
    subject: "Damaged order",
    goals: ["Describe the damage", "Ask for a replacement", "Suggest a delivery date"],
  }, 7);

/** A tiny valid PCM WAV. */
function wav() {
  const samples = 1600;
  const buffer = new ArrayBuffer(44 + samples * 2);
  const v = new DataView(buffer);
  const str = (o: number, s: string) => [...s].forEach((c, i) => v.setUint8(o + i, c.charCodeAt(0)));
  str(0, "RIFF"); v.setUint32(4, 36 + samples * 2, true); str(8, "WAVE"); str(12, "fmt ");
  v.setUint32(16, 16, true); v.setUint16(20, 1, true); v.setUint16(22, 1, true); v.setUint32(24, 8000, true);
  v.setUint32(28, 16000, true); v.setUint16(32, 2, true); v.setUint16(34, 16, true); str(36, "data"); v.setUint32(40, samples * 2, true);
  return new Uint8Array(buffer);
}

function post(browser: Browser, path: string, entries: Record<string, string | number | Array<string | number>>) {
  return browser.fetch(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: formBody(entries) });
}

async function row(id: number) {
  const [r] = await db.select().from(userSubmissions).where(eq(userSubmissions.id, id));
  return r;
}

async function waitForStatus(id: number, status: string) {
  for (let i = 0; i < 100; i++) {
    if ((await row(id))?.gradingStatus === status) return row(id);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`submission ${id} never became ${status}`);
}

const count = async (sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).first<{ n: number }>())!.n;
const idFrom = (path: string | null) => Number(path!.split("/").pop());
const fakeQueue = (): GradingQueue => ({ async send() {} });

describe("admin rules of the current writing and speaking types", () => {
  it("refuses each broken Build a Sentence rule with its message and stores nothing, then saves a valid item", async () => {
    const { browser } = await registerAdmin();
    const context = `Did you see the notice board? (${++n})`;
    const base = { intent: "save", type: "build_sentence", question: context, difficulty: "medium", after: "." };
    const cases: Array<[Record<string, string>, string]> = [
      [{ chunks: "I\nsaw it", distractor: "no" }, "A sentence needs 3 to 7 word groups."],
      [{ chunks: "a\nb\nc\nd\ne\nf\ng\nh", distractor: "no" }, "A sentence needs 3 to 7 word groups."],
      [{ chunks: "I saw\nthe notice\nthe  Notice", distractor: "no" }, "Two word groups are the same"],
      [{ chunks: "I saw\nthe notice\nthis morning", distractor: "" }, "The extra word group is required."],
      [{ chunks: "I saw\nthe notice\nthis morning", distractor: "The Notice" }, "The extra word group must differ from every word group of the sentence."],
    ];
    for (const [fields, message] of cases) {
      const res = await post(browser, "/admin/writing/new?type=build_sentence", { ...base, ...fields });
      expect(res.status, message).toBe(400);
      expect(text(await res.text())).toContain(message);
    }
    expect(await count("SELECT count(*) AS n FROM writing_prompts WHERE question = ?", context)).toBe(0);

    const ok = await post(browser, "/admin/writing/new?type=build_sentence", { ...base, chunks: "I saw\nthe notice\nthis morning", distractor: "tomorrow" });
    expect(ok.status).toBe(302);
    expect(location(ok)).toBe("/admin/writing/prompts?format=current");
    const stored = await env.DB.prepare("SELECT id, time_limit, data FROM writing_prompts WHERE question = ?").bind(context).first<{ id: number; time_limit: number; data: string }>();
    expect(stored!.time_limit).toBe(1);
    expect(JSON.parse(stored!.data)).toEqual({ chunks: ["I saw", "the notice", "this morning"], distractor: "tomorrow", before: "", after: "." });

    // the list's current view holds it, the previous-format view does not; the edit page previews it
    expect(text(await (await browser.get("/admin/writing/prompts?format=current")).text())).toContain(context);
    expect(text(await (await browser.get("/admin/writing/prompts")).text())).not.toContain(context);
    const edit = text(await (await browser.get(`/admin/writing/edit/${stored!.id}`)).text());
    expect(edit).toContain("Preview");
    expect(edit).toContain("I saw the notice this morning.");
  });

  it("refuses an email without recipient, subject or exactly three goals, and through the JSON call too", async () => {
    const { browser } = await registerAdmin();
    const situation = `Your neighbour's dog barks all night (${++n}).`;
    const base = { intent: "save", type: "email", question: situation, difficulty: "medium", to: "Mr Smith", subject: "Noise", goals: "Describe the problem\nAsk for help\nSuggest a solution" };
    for (const [fields, message] of [
      [{ to: "" }, "The recipient is required."],
      [{ subject: "" }, "The subject is required."],
      [{ goals: "Describe the problem\nAsk for help" }, "An email task has exactly 3 goals, one per line."],
      [{ goals: "a\nb\nc\nd" }, "An email task has exactly 3 goals, one per line."],
    ] as const) {
      const res = await post(browser, "/admin/writing/new?type=email", { ...base, ...fields });
      expect(res.status, message).toBe(400);
      expect(text(await res.text())).toContain(message);
    }
    const json = await browser.json("/api/admin/writing-prompts", { type: "email", question: situation, to: "Mr Smith", subject: "Noise", goals: ["one", "two"] });
    expect(json.status).toBe(400);
    expect(JSON.stringify(await json.json())).toContain("exactly 3 goals");
    expect(await count("SELECT count(*) AS n FROM writing_prompts WHERE question = ?", situation)).toBe(0);

    expect((await post(browser, "/admin/writing/new?type=email", base)).status).toBe(302);
    const stored = await env.DB.prepare("SELECT time_limit, data FROM writing_prompts WHERE question = ?").bind(situation).first<{ time_limit: number; data: string }>();
    expect(stored!.time_limit).toBe(7);
    expect(JSON.parse(stored!.data)).toEqual({ to: "Mr Smith", subject: "Noise", goals: ["Describe the problem", "Ask for help", "Suggest a solution"] });
  });

  it("gives a Listen and Repeat sentence the window of its position, requires its set, position and audio, and keeps interviews at 45 s", async () => {
    const { browser } = await registerAdmin();
    const audioId = await insertAudio();
    const sentence = `The tour begins at the main entrance (${++n}).`;
    const base = { intent: "save", type: "listen_repeat", question: sentence, difficulty: "medium", set: "A campus tour", position: "6", relatedAudioId: String(audioId) };
    for (const [fields, message] of [
      [{ set: "" }, "The set is required."],
      [{ position: "9" }, "A Listen and Repeat sentence's position is 1 to 7"],
      [{ relatedAudioId: "" }, "Audio is required: learners hear this item before they answer."],
    ] as const) {
      const res = await post(browser, "/admin/speaking/new?type=listen_repeat", { ...base, ...fields });
      expect(res.status, message).toBe(400);
      expect(text(await res.text())).toContain(message);
    }
    expect(await count("SELECT count(*) AS n FROM speaking_prompts WHERE question = ?", sentence)).toBe(0);
    const ok = await post(browser, "/admin/speaking/new?type=listen_repeat", base);
    expect(ok.status).toBe(302);
    const lr = await env.DB.prepare("SELECT preparation_time AS p, speaking_time AS s, data FROM speaking_prompts WHERE question = ?").bind(sentence).first<{ p: number; s: number; data: string }>();
    expect(lr).toMatchObject({ p: 0, s: 12 });
    expect(JSON.parse(lr!.data)).toEqual({ set: "A campus tour", position: 6 });

    const question = `What do you like most about your city? (${n})`;
    const bad = await post(browser, "/admin/speaking/new?type=interview", { ...base, type: "interview", question, position: "5" });
    expect(bad.status).toBe(400);
    expect(text(await bad.text())).toContain("An interview question's position is 1 to 4.");
    expect((await post(browser, "/admin/speaking/new?type=interview", { ...base, type: "interview", question, position: "2" })).status).toBe(302);
    expect(await env.DB.prepare("SELECT preparation_time AS p, speaking_time AS s FROM speaking_prompts WHERE question = ?").bind(question).first()).toEqual({ p: 0, s: 45 });
  });

  it("keeps current-only prompts out of the classic full test", async () => {
    const { browser } = await registerAdmin();
    const bs = await bsPrompt();
    const page = await (await browser.get("/admin/fulltest/create")).text();
    expect(page).not.toContain(`value="${bs}" name="writingPromptIds"`);
    expect(page).not.toContain("Is the library open late today?");
  });
});

describe("Build a Sentence practice", () => {
  it("redirects to the simple screen, shows numbered selects and scores an order at once", async () => {
    const id = await bsPrompt();
    const { browser } = await registerUser();
    const alias = await browser.get(`/writing-practice/${id}`);
    expect(location(alias)).toBe(`/writing-simple/${id}`);
    const page = await (await browser.get(`/writing-simple/${id}`)).text();
    expect(page).toContain('name="slot[0]"');
    expect(page).toContain('name="slot[3]"');
    expect(text(page)).toContain("Is the library open late today?");

    const repeated = await post(browser, `/writing-simple/${id}`, { intent: "buildSentence", slots: 4, "slot[0]": 0, "slot[1]": 0, "slot[2]": 2, "slot[3]": 3 });
    expect(repeated.status).toBe(400);
    expect(text(await repeated.text())).toContain("Use each word group only once.");
    const missing = await post(browser, `/writing-simple/${id}`, { intent: "buildSentence", slots: 4, "slot[0]": 0, "slot[1]": 1, "slot[2]": "", "slot[3]": 3 });
    expect(missing.status).toBe(400);
    expect(text(await missing.text())).toContain("Fill every slot with a word group.");
    expect(await count("SELECT count(*) AS n FROM user_submissions WHERE writing_prompt_id = ?", id)).toBe(0);

    const right = await post(browser, `/writing-simple/${id}`, { intent: "buildSentence", slots: 4, "slot[0]": 0, "slot[1]": 1, "slot[2]": 2, "slot[3]": 3 });
    expect(right.status).toBe(302);
    const submission = await row(idFrom(location(right)));
    expect(submission).toMatchObject({ type: "writing", taskType: "build_sentence", isCorrect: true, score: 1, gradingStatus: "none" });
    const feedback = text(await (await browser.get(location(right)!)).text());
    expect(feedback).toContain("Correct!");
    expect(feedback).toContain("I think the library closes at nine tonight.");
    expect(feedback).not.toContain("Grading in progress");

    const wrong = await post(browser, `/writing-simple/${id}`, { intent: "buildSentence", slots: 4, "slot[0]": 1, "slot[1]": 0, "slot[2]": 4, "slot[3]": 3 });
    expect(await row(idFrom(location(wrong)))).toMatchObject({ isCorrect: false, score: 0 });
    const wrongPage = text(await (await browser.get(location(wrong)!)).text());
    expect(wrongPage).toContain("Not quite");
    expect(wrongPage).toContain("Correct sentence: I think the library closes at nine tonight.");
  });

  it("answers through /api/submit with the order, refusing bad orders and essays", async () => {
    const id = await bsPrompt();
    const { browser } = await registerUser();
    const bad = await browser.json("/api/submit", { type: "build_sentence", writingPromptId: id, order: [0, 1, 2] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "Fill every slot with a word group." });
    const essay = await browser.json("/api/submit", { type: "writing", writingPromptId: id, essay: "Some words here." });
    expect(essay.status).toBe(400);
    expect(await count("SELECT count(*) AS n FROM user_submissions WHERE writing_prompt_id = ?", id)).toBe(0);
    const ok = await browser.json("/api/submit", { type: "build_sentence", writingPromptId: id, order: [0, 1, 2, 3] });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ isCorrect: true, score: 1, correctSentence: "I think the library closes at nine tonight.", submission: { status: "none" } });
  });
});

describe("current types through the grading queue", () => {
  it("grades a short email with the built-in grader (no 100-word minimum) and names a goal left out", async () => {
    const id = await emailPrompt();
    const { browser } = await registerUser();
    const page = text(await (await browser.get(`/writing-simple/${id}`)).text());
    expect(page).toContain("Customer Service");
    expect(page).toContain("Suggest a delivery date");
    const email = "Dear Customer Service,\n\nMy book arrived with a torn cover and damaged pages. Please send a replacement copy.\n\nBest regards,\nAna";
    const res = await post(browser, `/writing-simple/${id}`, { essay: email });
    expect(res.status).toBe(302);
    const submissionId = idFrom(location(res));
    const graded = await waitForStatus(submissionId, "graded");
    expect(graded.taskType).toBe("email");
    expect(graded.feedback).toMatchObject({ kind: "writing", grader: "builtin", taskType: "email" });
    expect(graded.score).toBeLessThanOrEqual(3);
    const feedback = text(await (await browser.get(`/feedback/writing/${submissionId}`)).text());
    expect(feedback).toContain("Suggest a delivery date");
  });

  it("stores Listen and Repeat and interview recordings honestly unscored with the built-in grader", async () => {
    const lr = await insertSpeaking("listen_repeat", "The museum closes early on Sundays.", 8, { set: "Visiting the museum", position: 1 });
    const iv = await insertSpeaking("interview", "Tell me about a skill you learned recently.", 45, { set: "Learning", position: 1 });
    const { browser } = await registerUser();
    const page = text(await (await browser.get(`/speaking/${lr}`)).text());
    expect(page).toContain("Visiting the museum");
    expect(page).not.toContain("The museum closes early on Sundays.");
    for (const id of [lr, iv]) {
      const form = new FormData();
      form.set("recording", new Blob([wav()], { type: "audio/wav" }), "answer.wav");
      const res = await browser.fetch(`/speaking/${id}`, { method: "POST", body: form });
      expect(res.status).toBe(302);
      const submissionId = idFrom(location(res));
      const failed = await waitForStatus(submissionId, "failed");
      expect(failed).toMatchObject({ taskType: id === lr ? "listen_repeat" : "interview", gradingError: NO_SPEECH_PROVIDER_ERROR, score: null });
      const feedback = text(await (await browser.get(`/feedback/speaking/${submissionId}`)).text());
      expect(feedback).toContain("We could not turn this recording into text");
      if (id === lr) expect(feedback).toContain("The museum closes early on Sundays.");
    }
  });

  describe("with the OpenAI-compatible provider (local fake server)", () => {
    const openaiEnv = () => ({ ...env, OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: `${inject("openaiFakeUrl")}/v1`, OPENAI_MODEL: "fake-good" });
    async function learner() {
      const { email } = await registerUser();
      return { id: (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: number }>())!.id };
    }
    async function record(promptId: number) {
      const result = await createSpeakingSubmission({ db, queue: fakeQueue(), media: env.MEDIA }, await learner(), {
        speakingPromptId: promptId,
        audio: wav().buffer as ArrayBuffer,
        mimeType: "audio/wav",
      });
      if (!result.ok) throw new Error(result.error);
      return result.submissionId;
    }

    it("scores a Listen and Repeat transcript with the WER table, once even when redelivered", async () => {
      // the fake transcript adds "for a long time" (4 words) to these 17: WER 0.235 -> 3
      const target = "I prefer studying in the library because it is quiet and I can focus on my work.";
      const id = await record(await insertSpeaking("listen_repeat", target, 12, { set: "Study habits", position: 6 }));
      expect(await gradeSubmission({ db, env: openaiEnv() }, id, 1)).toBe("graded");
      expect(await gradeSubmission({ db, env: openaiEnv() }, id, 2)).toBe("skipped");
      const graded = await row(id);
      expect(graded).toMatchObject({ gradingStatus: "graded", score: 3, taskType: "listen_repeat", gradingAttempts: 1 });
      expect(graded.feedback).toMatchObject({ kind: "speaking", taskType: "listen_repeat", maxScore: 5, repeat: { target, errors: 4, targetWords: 17, wer: 0.235 } });
    });

    it("shows the learner the sentence, the word error rate and the 0-5 score on the feedback page", async () => {
      const target = "I prefer studying in the library because it is quiet and I can focus on my work.";
      const promptId = await insertSpeaking("listen_repeat", target, 12, { set: "Study habits", position: 6 });
      const { browser, email } = await registerUser();
      const userId = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: number }>())!.id;
      const created = await createSpeakingSubmission({ db, queue: fakeQueue(), media: env.MEDIA }, { id: userId }, {
        speakingPromptId: promptId,
        audio: wav().buffer as ArrayBuffer,
        mimeType: "audio/wav",
      });
      if (!created.ok) throw new Error(created.error);
      await gradeSubmission({ db, env: openaiEnv() }, created.submissionId, 1);
      const page = text(await (await browser.get(`/feedback/speaking/${created.submissionId}`)).text());
      expect(page).toContain("3 / 5");
      expect(page).toContain(`The sentence: ${target}`);
      expect(page).toContain("4 of 17 words differed (word error rate 24%).");
      expect(page).not.toContain("TOEFL equivalent");
    });

    it("scores an interview with the interview rubric", async () => {
      const id = await record(await insertSpeaking("interview", "Where do you like to study, and why?", 45, { set: "Study habits", position: 1 }));
      expect(await gradeSubmission({ db, env: openaiEnv() }, id, 1)).toBe("graded");
      const graded = await row(id);
      expect(graded.score).toBe(4);
      expect(graded.feedback).toMatchObject({
        taskType: "interview",
        maxScore: 5,
        criteria: { relevance: { score: 4.5 }, elaboration: { score: 3.5 }, delivery: { score: 4 }, languageUse: { score: 4 } },
      });
    });

    it("grades an email with the email rubric and its three goals", async () => {
      const promptId = await emailPrompt();
      const marker = `email-${Math.random()}`;
      const result = await createWritingSubmission({ db, queue: fakeQueue() }, await learner(), { writingPromptId: promptId, essay: `Dear team, ${marker}` });
      if (!result.ok) throw new Error(result.error);
      expect(await gradeSubmission({ db, env: openaiEnv() }, result.submissionId, 1)).toBe("graded");
      expect(await row(result.submissionId)).toMatchObject({ score: 4.5, taskType: "email" });
      const requests = (await (await fetch(`${inject("openaiFakeUrl")}/__requests`)).json()) as Array<{ body: any }>;
      const sent = requests.find((r) => JSON.stringify(r.body).includes(marker))!;
      const system = sent.body.messages[0].content as string;
      const user = sent.body.messages[1].content as string;
      expect(system).toContain("Write an Email");
      expect(system).toContain("goals");
      expect(user).toContain("To: Customer Service");
      expect(user).toContain("- Ask for a replacement");
    });
  });
});

describe("the previous format's lists", () => {
  it("never offer current-only prompts in the writing and speaking hubs or their JSON calls", async () => {
    const bs = await bsPrompt();
    const lr = await insertSpeaking("listen_repeat", "Please keep your bags with you.", 8, { set: "At the airport", position: 1 });
    const { browser } = await registerUser();
    const writing = (await (await browser.get("/api/writing-prompts")).json()) as Array<{ id: number }>;
    expect(writing.map((p) => p.id)).not.toContain(bs);
    const speaking = (await (await browser.get("/api/speaking-prompts")).json()) as Array<{ id: number }>;
    expect(speaking.map((p) => p.id)).not.toContain(lr);
    expect(await (await browser.get("/writing")).text()).not.toContain(`/writing-practice/${bs}"`);
    expect(await (await browser.get("/speaking")).text()).not.toContain(`/speaking/${lr}"`);
  });
});

describe("learner JSON reads and the free tier", () => {
  it("never reveal a Build a Sentence order or a Listen and Repeat sentence before the answer", async () => {
    const bs = await bsPrompt();
    const lr = await insertSpeaking("listen_repeat", "Please keep your bags with you at all times.", 8, { set: "At the airport", position: 1 });
    const { browser } = await registerUser();
    const bsJson = (await (await browser.get(`/api/writing-prompts/${bs}`)).json()) as { prompt: any };
    expect(bsJson.prompt.data).toBeNull();
    expect(bsJson.prompt.buildSentence.tiles).toHaveLength(5);
    expect(bsJson.prompt.buildSentence.tiles.slice(0, 4).map((t: { index: number }) => t.index)).not.toEqual([0, 1, 2, 3]);
    const lrJson = (await (await browser.get(`/api/speaking-prompts/${lr}`)).json()) as { prompt: any; times: any };
    expect(lrJson.prompt.question).toBeNull();
    expect(lrJson.times).toEqual({ preparation: 0, speaking: 8 });
  });

  it("counts current writing items in the writing section of the free tier", async () => {
    const [bs, email] = [await bsPrompt(), await emailPrompt()];
    const other = await insertWriting("independent", `Do you agree? (${++n})`, {}, 30);
    const { browser } = await registerUser();
    expect((await browser.json("/api/submit", { type: "build_sentence", writingPromptId: bs, order: [1, 0, 2, 3] })).status).toBe(200);
    expect((await browser.json("/api/submit", { type: "writing", writingPromptId: email, essay: "Dear team, thanks." })).status).toBe(200);
    const third = await browser.get(`/writing-simple/${other}`);
    expect(third.status).toBe(302);
    expect(location(third)).toBe("/subscribe");
  });

  it("lets an admin delete an unused current-format prompt", async () => {
    const { browser } = await registerAdmin();
    const bs = await bsPrompt();
    const res = await post(browser, "/admin/writing/prompts?format=current", { intent: "delete", id: bs });
    expect(res.status).toBe(302);
    expect(await count("SELECT count(*) AS n FROM writing_prompts WHERE id = ?", bs)).toBe(0);
  });
});

describe("editing current-format items", () => {
  it("edits an email's goals and a Listen and Repeat position (and so its window), with the same rules, then deletes the sentence", async () => {
    const { browser } = await registerAdmin();
    const email = await emailPrompt();
    const editPage = text(await (await browser.get(`/admin/writing/edit/${email}`)).text());
    expect(editPage).toContain("Suggest a delivery date");
    const base = { intent: "save", type: "email", question: "Your order arrived damaged.", difficulty: "medium", to: "Customer Service", subject: "Damaged order" };
    const bad = await post(browser, `/admin/writing/edit/${email}`, { ...base, goals: "Only one goal" });
    expect(bad.status).toBe(400);
    expect(text(await bad.text())).toContain("An email task has exactly 3 goals, one per line.");
    expect((await post(browser, `/admin/writing/edit/${email}`, { ...base, goals: "Describe it\nAsk for a refund\nThank them" })).status).toBe(302);
    const stored = await env.DB.prepare("SELECT data FROM writing_prompts WHERE id = ?").bind(email).first<{ data: string }>();
    expect(JSON.parse(stored!.data).goals).toEqual(["Describe it", "Ask for a refund", "Thank them"]);

    const lr = await insertSpeaking("listen_repeat", "The gallery opens at ten.", 8, { set: "A museum visit", position: 1 });
    const audioId = (await env.DB.prepare("SELECT related_audio_id AS a FROM speaking_prompts WHERE id = ?").bind(lr).first<{ a: number }>())!.a;
    expect(text(await (await browser.get(`/admin/speaking/edit/${lr}`)).text())).toContain("The gallery opens at ten.");
    const moved = await post(browser, `/admin/speaking/edit/${lr}`, {
      intent: "save", type: "listen_repeat", question: "The gallery opens at ten.", difficulty: "easy", set: "A museum visit", position: "4", relatedAudioId: String(audioId),
    });
    expect(moved.status).toBe(302);
    expect(await env.DB.prepare("SELECT speaking_time AS s, data FROM speaking_prompts WHERE id = ?").bind(lr).first()).toEqual({
      s: 10,
      data: JSON.stringify({ set: "A museum visit", position: 4 }),
    });
    expect((await post(browser, "/admin/speaking/prompts?format=current", { intent: "delete", id: lr })).status).toBe(302);
    expect(await count("SELECT count(*) AS n FROM speaking_prompts WHERE id = ?", lr)).toBe(0);
  });
});
