import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseDiscussion } from "~/domain/academic-discussion";
import { Browser, location, registerUser } from "./support/http";
import {
  formBody,
  fullTestParts,
  insertAudio,
  insertPassage,
  insertSpeakingPrompt,
  insertWritingPrompt,
  registerAdmin,
  text,
} from "./support/content";

const ADMIN_PAGES = [
  "/admin/writing/prompts",
  "/admin/writing/new",
  "/admin/writing/criteria",
  "/admin/speaking/prompts",
  "/admin/speaking/new",
  "/admin/speaking/criteria",
  "/admin/fulltest/tests",
  "/admin/fulltest/create",
];

async function post(browser: Browser, path: string, entries: Record<string, string | number | Array<string | number>>) {
  return browser.fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: formBody(entries),
  });
}

async function followWithToast(browser: Browser, response: Response) {
  expect(response.status).toBe(302);
  return text(await (await browser.get(location(response)!)).text());
}

describe("access to the prompt and full-test administration", () => {
  it("shows Access Denied (403) to a learner on every page and action", async () => {
    const { browser } = await registerUser();
    const wp = await insertWritingPrompt("independent");
    const sp = await insertSpeakingPrompt();
    const pages = [...ADMIN_PAGES, `/admin/writing/edit/${wp}`, `/admin/speaking/edit/${sp}`];
    for (const page of pages) {
      const res = await browser.get(page);
      expect(res.status, page).toBe(403);
      expect(text(await res.text()), page).toContain("Access Denied");
    }
    for (const page of ["/admin/writing/prompts", "/admin/speaking/prompts", "/admin/fulltest/tests"]) {
      const res = await post(browser, page, { intent: "delete", id: 1 });
      expect(res.status, page).toBe(403);
    }
    expect((await post(browser, "/admin/writing/new?type=independent", { type: "independent", question: "Q" })).status).toBe(403);
    expect((await post(browser, "/admin/fulltest/create", { title: "T" })).status).toBe(403);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM writing_prompts WHERE question = 'Q'").first("n")).toBe(0);
  });

  it("sends signed-out visitors to the login page", async () => {
    const res = await new Browser().get("/admin/fulltest/tests");
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/auth?redirectTo=%2Fadmin%2Ffulltest%2Ftests");
  });

  it("answers the admin JSON calls with 401 when signed out and 403 JSON for a learner", async () => {
    const anonymous = new Browser();
    const { browser: learner } = await registerUser();
    for (const path of ["/api/admin/writing-prompts", "/api/admin/speaking-prompts", "/api/admin/full-tests", "/api/admin/full-tests/1", "/api/admin/writing-prompts/1"]) {
      const signedOut = await anonymous.get(path);
      expect(signedOut.status, path).toBe(401);
      const forbidden = await learner.get(path);
      expect(forbidden.status, path).toBe(403);
      expect(await forbidden.json()).toMatchObject({ error: "Access Denied" });
    }
    const create = await learner.json("/api/admin/writing-prompts", { type: "independent", question: "Q" });
    expect(create.status).toBe(403);
    const del = await learner.fetch("/api/admin/speaking-prompts/1", { method: "DELETE" });
    expect(del.status).toBe(403);
  });

  it("shows the admin every page, with the empty states of the lists", async () => {
    const { browser } = await registerAdmin();
    for (const page of ADMIN_PAGES) expect((await browser.get(page)).status, page).toBe(200);
    await env.DB.batch([env.DB.prepare("DELETE FROM speaking_prompts"), env.DB.prepare("DELETE FROM full_tests")]);
    expect(text(await (await browser.get("/admin/speaking/prompts")).text())).toContain("No speaking prompts");
    expect(text(await (await browser.get("/admin/fulltest/tests")).text())).toContain(
      "No full tests found. Create your first test to get started.",
    );
  });

  it("shows the rubrics and score tables on the criteria pages, in the visitor's language", async () => {
    const { browser } = await registerAdmin();
    const writing = text(await (await browser.get("/admin/writing/criteria")).text());
    for (const s of ["Integrated writing", "Writing for an academic discussion", "Independent writing", "4.75 29", "114-120 6.0 C2", "ETS TOEFL iBT score scale update"]) {
      expect(writing).toContain(s);
    }
    const speaking = text(await (await browser.get("/admin/speaking/criteria")).text());
    for (const s of ["Delivery", "Language use", "Topic development", "3.83 29", "Needs Improvement"]) expect(speaking).toContain(s);
    browser.cookies.set("lang", "pt-BR");
    expect(text(await (await browser.get("/admin/speaking/criteria")).text())).toContain("Fluência e pronúncia");
  });
});

describe("writing prompts", () => {
  it("refuses an integrated prompt without passage and audio, and a blank question", async () => {
    const { browser } = await registerAdmin();
    const res = await post(browser, "/admin/writing/new?type=integrated", { intent: "save", type: "integrated", question: "  ", difficulty: "medium" });
    expect(res.status).toBe(400);
    const page = text(await res.text());
    expect(page).toContain("Question is required");
    expect(page).toContain("For integrated writing exercises, both reading passage and audio are mandatory");
  });

  it("refuses an academic discussion without a professor post", async () => {
    const { browser } = await registerAdmin();
    const res = await post(browser, "/admin/writing/new?type=academic_discussion", { intent: "save", type: "academic_discussion", question: "Write a reply." });
    expect(res.status).toBe(400);
    expect(text(await res.text())).toContain("For academic discussion prompts, you must provide a professor post");
  });

  it("creates a passage inline, selects it, keeps the other fields, then adds an integrated prompt of 20 minutes", async () => {
    const { browser } = await registerAdmin();
    const audio = await insertAudio();
    const missing = await post(browser, "/admin/writing/new?type=integrated", { intent: "createPassage", type: "integrated", question: "Summarize.", passageTitle: "Bees" });
    expect(missing.status).toBe(400);
    expect(text(await missing.text())).toContain("Title and content are required");

    const created = await post(browser, "/admin/writing/new?type=integrated", {
      intent: "createPassage",
      type: "integrated",
      question: "Summarize the lecture.",
      relatedAudioId: audio,
      passageTitle: "Bees and cities",
      passageContent: "Urban beekeeping is growing.",
    });
    expect(created.status).toBe(200);
    const row = await env.DB.prepare("SELECT id, is_for_writing AS w FROM passages WHERE title = 'Bees and cities'").first<{ id: number; w: number }>();
    expect(row?.w).toBe(1);
    const html = await created.text();
    expect(html).toContain("Reading passage created successfully");
    expect(html).toMatch(new RegExp(`<option value="${row!.id}" selected`));
    expect(html).toContain("Summarize the lecture.");

    const saved = await post(browser, "/admin/writing/new?type=integrated", {
      intent: "save",
      type: "integrated",
      question: "Summarize the lecture.",
      difficulty: "hard",
      timeLimit: "55",
      relatedPassageId: row!.id,
      relatedAudioId: audio,
    });
    expect(location(saved)).toBe("/admin/writing/prompts");
    const list = await followWithToast(browser, saved);
    expect(list).toContain("Writing prompt added successfully");
    const prompt = await env.DB.prepare("SELECT * FROM writing_prompts WHERE related_passage_id = ?").bind(row!.id).first<Record<string, unknown>>();
    expect(prompt).toMatchObject({ type: "integrated", difficulty: "hard", time_limit: 20, related_audio_id: audio });
  });

  it("packs an academic discussion into the question, 10 minutes, and edits it back", async () => {
    const { browser } = await registerAdmin();
    const passage = await insertPassage({ forWriting: true });
    const saved = await post(browser, "/admin/writing/new?type=academic_discussion", {
      intent: "save",
      type: "academic_discussion",
      question: "Which idea do you prefer?",
      professorPost: "Should homework be banned?",
      firstStudentPost: "Yes.",
      secondStudentPost: "No.",
      relatedPassageId: passage,
    });
    expect(saved.status).toBe(302);
    const row = await env.DB.prepare("SELECT * FROM writing_prompts ORDER BY id DESC LIMIT 1").first<{ id: number; question: string; time_limit: number; related_passage_id: number | null }>();
    expect(row!.time_limit).toBe(10);
    expect(row!.related_passage_id).toBeNull();
    expect(parseDiscussion(row!.question)).toEqual({
      professorPost: "Should homework be banned?",
      firstStudentPost: "Yes.",
      secondStudentPost: "No.",
      instructions: "Which idea do you prefer?",
    });

    const edit = await browser.get(`/admin/writing/edit/${row!.id}`);
    const editPage = await edit.text();
    expect(editPage).toContain("Should homework be banned?");
    const updated = await post(browser, `/admin/writing/edit/${row!.id}`, {
      intent: "save",
      type: "independent",
      question: "Do you agree that homework helps?",
      difficulty: "easy",
    });
    expect(await followWithToast(browser, updated)).toContain("Writing prompt updated successfully");
    const after = await env.DB.prepare("SELECT type, question, time_limit FROM writing_prompts WHERE id = ?").bind(row!.id).first();
    expect(after).toEqual({ type: "independent", question: "Do you agree that homework helps?", time_limit: 30 });
  });

  it("lists prompts with type, difficulty and minutes, and deletes an unused one", async () => {
    const { browser } = await registerAdmin();
    const id = await insertWritingPrompt("independent", "Describe your favourite place.");
    const list = text(await (await browser.get("/admin/writing/prompts")).text());
    expect(list).toContain("Describe your favourite place.");
    expect(list).toContain("30 min");
    const res = await post(browser, "/admin/writing/prompts", { intent: "delete", id });
    expect(await followWithToast(browser, res)).toContain("Writing prompt deleted successfully");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM writing_prompts WHERE id = ?").bind(id).first("n")).toBe(0);
  });

  it("refuses to delete a prompt used by a full test or answered by learners", async () => {
    const { browser } = await registerAdmin();
    const parts = await fullTestParts();
    await env.DB.prepare("INSERT INTO full_tests (title, writing_prompt_ids) VALUES ('Mock A', ?)").bind(JSON.stringify(parts.writingPromptIds)).run();
    const res = await post(browser, "/admin/writing/prompts", { intent: "delete", id: parts.writingPromptIds[0] });
    expect(res.status).toBe(409);
    expect(text(await res.text())).toContain('Failed to delete writing prompt it is used in the full test "Mock A"');

    const answered = await insertWritingPrompt("independent");
    const user = await env.DB.prepare("SELECT id FROM users LIMIT 1").first<{ id: number }>();
    await env.DB.prepare("INSERT INTO user_submissions (user_id, type, writing_prompt_id, essay) VALUES (?, 'writing', ?, 'text')").bind(user!.id, answered).run();
    const refused = await post(browser, "/admin/writing/prompts", { intent: "delete", id: answered });
    expect(refused.status).toBe(409);
    expect(text(await refused.text())).toContain("learners have answered it (1 submissions)");
  });

  it("answers the JSON calls with the same rules", async () => {
    const { browser } = await registerAdmin();
    const bad = await browser.json("/api/admin/writing-prompts", { type: "integrated", question: "Q" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe("For integrated writing exercises, both reading passage and audio are mandatory");
    const missingPost = await browser.json("/api/admin/writing-prompts", { type: "academic_discussion", question: "Q" });
    expect(((await missingPost.json()) as { error: string }).error).toBe("For academic discussion prompts, you must provide a professor post");

    const created = await browser.json("/api/admin/writing-prompts", { type: "academic_discussion", question: "Reply.", professorPost: "Prof says" });
    expect(created.status).toBe(201);
    const prompt = (await created.json()) as { id: number; timeLimit: number; professorPost: string };
    expect(prompt).toMatchObject({ timeLimit: 10, professorPost: "Prof says" });

    const patched = await browser.json(`/api/admin/writing-prompts/${prompt.id}`, { difficulty: "hard" }, "PATCH");
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ difficulty: "hard", professorPost: "Prof says", instructions: "Reply." });

    const listed = (await (await browser.get("/api/admin/writing-prompts")).json()) as Array<{ id: number }>;
    expect(listed.some((p) => p.id === prompt.id)).toBe(true);

    const gone = await browser.fetch(`/api/admin/writing-prompts/${prompt.id}`, { method: "DELETE" });
    expect(await gone.json()).toMatchObject({ success: true, message: "Writing prompt deleted successfully" });
    expect((await browser.fetch(`/api/admin/writing-prompts/${prompt.id}`, { method: "DELETE" })).status).toBe(404);
  });
});

describe("speaking prompts", () => {
  it("requires a task type and an audio for integrated prompts, and a non-blank question", async () => {
    const { browser } = await registerAdmin();
    const res = await post(browser, "/admin/speaking/new?type=integrated", { intent: "save", type: "integrated", question: " " });
    expect(res.status).toBe(400);
    const page = text(await res.text());
    expect(page).toContain("Validation Error");
    expect(page).toContain("Question is required");
    expect(page).toContain("For integrated prompts, you must select an integrated task type");
    expect(page).toContain("For integrated prompts, you must select an audio");
  });

  it("checks preparation and speaking times, falling back to 15 s and 45 s", async () => {
    const { browser } = await registerAdmin();
    const out = await post(browser, "/admin/speaking/new?type=independent", { intent: "save", type: "independent", question: "Q", preparationTime: "5", speakingTime: "200" });
    expect(out.status).toBe(400);
    const page = text(await out.text());
    expect(page).toContain("Preparation time must be between 10 and 60 seconds");
    expect(page).toContain("Speaking time must be between 15 and 180 seconds");
    const ok = await post(browser, "/admin/speaking/new?type=independent", { intent: "save", type: "independent", question: "Describe a teacher.", preparationTime: "abc", speakingTime: "" });
    expect(await followWithToast(browser, ok)).toContain("Speaking prompt added successfully");
    const row = await env.DB.prepare("SELECT preparation_time AS p, speaking_time AS s, difficulty FROM speaking_prompts WHERE question = 'Describe a teacher.'").first();
    expect(row).toEqual({ p: 15, s: 45, difficulty: "medium" });
  });

  it("creates an audio and a passage inline and selects them, then saves a text_audio prompt", async () => {
    const { browser } = await registerAdmin();
    const base = { type: "integrated", question: "Explain the plan.", integratedType: "text_audio" };
    const bad = await post(browser, "/admin/speaking/new?type=integrated", { ...base, intent: "createAudio", audioTitle: "", audioUrl: "", audioTranscription: "" });
    expect(bad.status).toBe(400);
    const badPage = text(await bad.text());
    for (const m of ["Title is required", "Audio URL is required", "Transcription is required"]) expect(badPage).toContain(m);

    const audioRes = await post(browser, "/admin/speaking/new?type=integrated", {
      ...base,
      intent: "createAudio",
      audioTitle: "Campus talk",
      audioUrl: "https://example.com/talk.mp3",
      audioTranscription: "The university plans...",
      audioDuration: "5",
    });
    expect(audioRes.status).toBe(400);
    expect(text(await audioRes.text())).toContain("Duration must be at least 10 seconds");
    const audioOk = await post(browser, "/admin/speaking/new?type=integrated", {
      ...base,
      intent: "createAudio",
      audioTitle: "Campus talk",
      audioUrl: "https://example.com/talk.mp3",
      audioTranscription: "The university plans...",
      audioDifficulty: "",
      audioDuration: "",
    });
    expect(audioOk.status).toBe(200);
    const audio = await env.DB.prepare("SELECT id, duration, difficulty_level AS d, is_for_speaking AS s FROM audios WHERE title = 'Campus talk'").first<{ id: number; duration: number; d: number; s: number }>();
    expect(audio).toMatchObject({ duration: 120, d: 3, s: 1 });
    const audioHtml = await audioOk.text();
    expect(audioHtml).toContain("Audio created successfully");
    expect(audioHtml).toMatch(new RegExp(`<option value="${audio!.id}" selected`));

    const passageBad = await post(browser, "/admin/speaking/new?type=integrated", { ...base, intent: "createPassage", passageTitle: "", passageContent: "" });
    const passageBadPage = text(await passageBad.text());
    expect(passageBadPage).toContain("Title is required");
    expect(passageBadPage).toContain("Content is required");
    const passageOk = await post(browser, "/admin/speaking/new?type=integrated", {
      ...base,
      relatedAudioId: audio!.id,
      intent: "createPassage",
      passageTitle: "Notice",
      passageContent: "The library will close early.",
      passageDifficulty: "9",
    });
    expect(passageOk.status).toBe(400);
    expect(text(await passageOk.text())).toContain("Difficulty must be between 1 and 5");
    const passageOk2 = await post(browser, "/admin/speaking/new?type=integrated", {
      ...base,
      relatedAudioId: audio!.id,
      intent: "createPassage",
      passageTitle: "Notice",
      passageContent: "The library will close early.",
    });
    const passage = await env.DB.prepare("SELECT id, is_for_speaking AS s FROM passages WHERE title = 'Notice'").first<{ id: number; s: number }>();
    expect(passage?.s).toBe(1);
    const html = await passageOk2.text();
    expect(html).toMatch(new RegExp(`<option value="${passage!.id}" selected`));
    expect(html).toMatch(new RegExp(`<option value="${audio!.id}" selected`));

    const saved = await post(browser, "/admin/speaking/new?type=integrated", {
      ...base,
      intent: "save",
      difficulty: "hard",
      preparationTime: "30",
      speakingTime: "60",
      relatedPassageId: passage!.id,
      relatedAudioId: audio!.id,
    });
    expect(saved.status).toBe(302);
    const row = await env.DB.prepare("SELECT * FROM speaking_prompts WHERE question = 'Explain the plan.'").first();
    expect(row).toMatchObject({ type: "integrated", integrated_type: "text_audio", related_passage_id: passage!.id, related_audio_id: audio!.id, preparation_time: 30, speaking_time: 60 });
  });

  it("drops the passage of a lecture prompt and everything integrated of an independent one", async () => {
    const { browser } = await registerAdmin();
    const passage = await insertPassage({ forSpeaking: true });
    const audio = await insertAudio({ forSpeaking: true });
    await post(browser, "/admin/speaking/new?type=integrated", { intent: "save", type: "integrated", integratedType: "lecture", question: "Lecture Q", relatedPassageId: passage, relatedAudioId: audio });
    expect(await env.DB.prepare("SELECT related_passage_id AS p, related_audio_id AS a FROM speaking_prompts WHERE question = 'Lecture Q'").first()).toEqual({ p: null, a: audio });
    const id = (await env.DB.prepare("SELECT id FROM speaking_prompts WHERE question = 'Lecture Q'").first<{ id: number }>())!.id;
    await post(browser, `/admin/speaking/edit/${id}`, { intent: "save", type: "independent", integratedType: "lecture", question: "Now independent", relatedAudioId: audio });
    expect(await env.DB.prepare("SELECT type, integrated_type AS t, related_audio_id AS a FROM speaking_prompts WHERE id = ?").bind(id).first()).toEqual({
      type: "independent",
      t: null,
      a: null,
    });
  });

  it("lists prompts with badges and default times, and refuses to delete one a full test uses", async () => {
    const { browser } = await registerAdmin();
    const id = await insertSpeakingPrompt("Talk about a hobby you enjoy very much and explain why it matters to you personally.");
    const page = text(await (await browser.get("/admin/speaking/prompts")).text());
    expect(page).toContain("Talk about a hobby");
    expect(page).toContain("Independent");
    expect(page).toContain("medium");
    await env.DB.prepare("INSERT INTO full_tests (title, speaking_prompt_ids) VALUES ('Mock S', ?)").bind(JSON.stringify([id])).run();
    const refused = await post(browser, "/admin/speaking/prompts", { intent: "delete", id });
    expect(refused.status).toBe(409);
    expect(text(await refused.text())).toContain('Failed to delete speaking prompt: it is used in the full test "Mock S"');
    const free = await insertSpeakingPrompt();
    expect(await followWithToast(browser, await post(browser, "/admin/speaking/prompts", { intent: "delete", id: free }))).toContain(
      "Speaking prompt deleted successfully",
    );
  });

  it("answers the JSON calls with the same rules", async () => {
    const { browser } = await registerAdmin();
    const audio = await insertAudio();
    const bad = await browser.json("/api/admin/speaking-prompts", { type: "integrated", question: "Q" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe(
      "For integrated prompts, you must select an integrated task type, For integrated prompts, you must select an audio",
    );
    const created = await browser.json("/api/admin/speaking-prompts", {
      type: "integrated",
      integratedType: "conversation",
      question: "What do they decide?",
      relatedAudioId: audio,
    });
    expect(created.status).toBe(201);
    const prompt = (await created.json()) as { id: number };
    expect(prompt).toMatchObject({ preparationTime: 15, speakingTime: 45, difficulty: "medium" });
    const patched = await browser.json(`/api/admin/speaking-prompts/${prompt.id}`, { type: "independent" }, "PATCH");
    expect(await patched.json()).toMatchObject({ type: "independent", integratedType: null, relatedAudioId: null });
    expect((await browser.json(`/api/admin/speaking-prompts/${prompt.id}`, { relatedAudioId: 999999, type: "integrated", integratedType: "lecture" }, "PATCH")).status).toBe(400);
    expect((await browser.fetch(`/api/admin/speaking-prompts/${prompt.id}`, { method: "DELETE" })).status).toBe(200);
  });
});

describe("full tests", () => {
  it("asks for a title and the exact count of every section", async () => {
    const { browser } = await registerAdmin();
    const res = await post(browser, "/admin/fulltest/create", { title: "  " });
    expect(res.status).toBe(400);
    const page = text(await res.text());
    for (const m of [
      "Please enter a test title",
      "Please select exactly 3 reading passages (TOEFL standard)",
      "Please select exactly 3 listening audios (TOEFL standard)",
      "Please select exactly 2 writing prompts (TOEFL standard)",
      "Please select exactly 4 speaking prompts (TOEFL standard)",
    ]) {
      expect(page).toContain(m);
    }
  });

  it("needs 1 integrated and 1 academic discussion prompt, and items with questions", async () => {
    const { browser } = await registerAdmin();
    const parts = await fullTestParts();
    const twoIntegrated = [await insertWritingPrompt("integrated"), await insertWritingPrompt("integrated")];
    const mix = await post(browser, "/admin/fulltest/create", { title: "T", ...parts, writingPromptIds: twoIntegrated });
    expect(mix.status).toBe(400);
    expect(text(await mix.text())).toContain("Select exactly 1 integrated and 1 academic discussion writing prompt (TOEFL standard)");

    const noQuestions = await insertAudio();
    const audios = await post(browser, "/admin/fulltest/create", { title: "T", ...parts, listeningAudioIds: [...parts.listeningAudioIds.slice(0, 2), noQuestions] });
    expect(audios.status).toBe(400);
    expect(text(await audios.text())).toContain("Every listening audio must exist and have questions");

    // only items with questions are offered
    const create = await (await browser.get("/admin/fulltest/create")).text();
    expect(create).toContain(`id="listeningAudioIds-${parts.listeningAudioIds[0]}"`);
    expect(create).not.toContain(`id="listeningAudioIds-${noQuestions}"`);
  });

  it("creates, lists, shows 'Used in' on other tests, edits and deletes a full test", async () => {
    const { browser } = await registerAdmin();
    const parts = await fullTestParts();
    const created = await post(browser, "/admin/fulltest/create", { title: "Practice Test Alpha", ...parts });
    const list = await followWithToast(browser, created);
    expect(list).toContain("Full test created successfully");
    expect(list).toMatch(/Practice Test Alpha 3 3 2 4/);
    const row = await env.DB.prepare("SELECT id, writing_prompt_ids AS w FROM full_tests WHERE title = 'Practice Test Alpha'").first<{ id: number; w: string }>();
    expect(JSON.parse(row!.w)).toEqual(parts.writingPromptIds);

    expect(text(await (await browser.get("/admin/fulltest/create")).text())).toContain("Used in: Practice Test Alpha");
    const edit = await browser.get(`/admin/fulltest/edit/${row!.id}`);
    const editPage = await edit.text();
    expect(text(editPage)).not.toContain("Used in: Practice Test Alpha");
    expect(editPage).toMatch(new RegExp(`id="readingPassageIds-${parts.readingPassageIds[0]}"[^>]* checked=""`));

    const updated = await post(browser, `/admin/fulltest/edit/${row!.id}`, { title: "Practice Test Beta", ...parts });
    expect(await followWithToast(browser, updated)).toContain("Full test updated successfully");
    const deleted = await post(browser, "/admin/fulltest/tests", { intent: "delete", id: row!.id });
    const after = await followWithToast(browser, deleted);
    expect(after).toContain("Full test deleted successfully");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM full_tests WHERE id = ?").bind(row!.id).first("n")).toBe(0);
  });

  it("refuses to delete a test someone is taking", async () => {
    const { browser, email } = await registerAdmin();
    const parts = await fullTestParts();
    const test = await env.DB.prepare("INSERT INTO full_tests (title) VALUES ('Busy') RETURNING id").first<{ id: number }>();
    const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: number }>();
    await env.DB.prepare("INSERT INTO full_test_attempts (id, user_id, full_test_id) VALUES ('att-busy', ?, ?)").bind(user!.id, test!.id).run();
    const res = await post(browser, "/admin/fulltest/tests", { intent: "delete", id: test!.id });
    expect(res.status).toBe(409);
    expect(text(await res.text())).toContain("Failed to delete full test: 1 learner(s) are taking this test right now.");
    expect(parts.readingPassageIds).toHaveLength(3);
  });

  it("answers the JSON calls with the same rules", async () => {
    const { browser } = await registerAdmin();
    const parts = await fullTestParts();
    const bad = await browser.json("/api/admin/full-tests", { title: "", ...parts, speakingPromptIds: parts.speakingPromptIds.slice(1) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe("Please enter a test title, Please select exactly 4 speaking prompts (TOEFL standard)");
    const created = await browser.json("/api/admin/full-tests", { title: "API test", ...parts });
    expect(created.status).toBe(201);
    const test = (await created.json()) as { id: number };
    expect(test).toMatchObject({ title: "API test", ...parts });
    expect(await (await browser.get(`/api/admin/full-tests/${test.id}`)).json()).toMatchObject({ id: test.id });
    const swapped = await browser.json(`/api/admin/full-tests/${test.id}`, { writingPromptIds: [parts.writingPromptIds[0], await insertWritingPrompt("independent")] }, "PATCH");
    expect(swapped.status).toBe(400);
    expect(((await swapped.json()) as { error: string }).error).toBe("Select exactly 1 integrated and 1 academic discussion writing prompt (TOEFL standard)");
    const renamed = await browser.json(`/api/admin/full-tests/${test.id}`, { title: "API test 2" }, "PATCH");
    expect(await renamed.json()).toMatchObject({ title: "API test 2", speakingPromptIds: parts.speakingPromptIds });
    const list = (await (await browser.get("/api/admin/full-tests")).json()) as Array<{ id: number }>;
    expect(list.some((t) => t.id === test.id)).toBe(true);
    expect((await browser.fetch(`/api/admin/full-tests/${test.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await browser.get(`/api/admin/full-tests/${test.id}`)).status).toBe(404);
  });
});
