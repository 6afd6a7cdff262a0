import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { count, decode, insertAudio, insertFullTest, insertPassage, registerAdmin } from "./support/admin";
import { Browser, location, registerUser } from "./support/http";

function singleQuestion(text: string, extra: Record<string, string> = {}) {
  return { intent: "create", questionText: text, questionType: "single", "options[0]": "One", "options[1]": "Two", "options[2]": "Three", correctAnswer: "B", ...extra };
}

describe("reading passages and questions (admin pages)", () => {
  it("creates a passage from /admin/reading/new and opens its questions with the spec's toast", async () => {
    const { browser } = await registerAdmin();
    const bad = await browser.post("/admin/reading/new", { title: "", content: "" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Title is required");
    expect(html).toContain("Content is required");

    const res = await browser.post("/admin/reading/new", { title: "The Water Cycle", content: "Water evaporates...", difficultyLevel: "4" });
    expect(res.status).toBe(302);
    const target = location(res)!;
    expect(target).toMatch(/^\/admin\/reading\/questions\/\d+$/);
    const page = decode(await (await browser.get(target)).text());
    expect(page).toContain('Questions for "The Water Cycle"');
    expect(page).toContain("Reading passage created successfully");
    const row = await env.DB.prepare("SELECT difficulty_level AS d FROM passages WHERE title = 'The Water Cycle'").first<{ d: number }>();
    expect(row!.d).toBe(4);
  });

  it("stores answers as letters, shows the text cut at 50 characters, and stops at 10 questions with Max Reached", async () => {
    const { browser } = await registerAdmin();
    const passageId = await insertPassage("Ten questions");
    const path = `/admin/reading/questions/${passageId}`;
    const long = "Which of the following best describes the main idea of paragraph 2?";
    expect((await browser.post(path, singleQuestion(long))).status).toBe(302);
    const stored = await env.DB.prepare("SELECT options, correct_answer AS c FROM questions WHERE passage_id = ?").bind(passageId).first<{ options: string; c: string }>();
    expect(JSON.parse(stored!.options)).toEqual(["One", "Two", "Three"]);
    expect(stored!.c).toBe("B");
    const page = await (await browser.get(path)).text();
    expect(page).toContain(`>${long.slice(0, 50)}...</td>`);
    expect(page).not.toContain(`>${long}</td>`);

    for (let i = 2; i <= 10; i++) expect((await browser.post(path, singleQuestion(`Question ${i}`))).status).toBe(302);
    const full = await (await browser.get(`${path}?add=1`)).text();
    expect(full).toContain("Max Reached");
    expect(full).not.toContain('id="new-question-form"');

    const eleventh = await browser.post(path, singleQuestion("Question 11"));
    expect(eleventh.status).toBe(409);
    expect(await eleventh.text()).toContain("Failed to create question: This passage already has the maximum of 10 questions");
    expect(await count("SELECT count(*) AS n FROM questions WHERE passage_id = ?", passageId)).toBe(10);
  });

  it("enforces the prose summary rules: exactly 6 options, exactly 3 correct answers among them", async () => {
    const { browser } = await registerAdmin();
    const passageId = await insertPassage("Prose");
    const path = `/admin/reading/questions/${passageId}`;
    const prose = (options: string[], correct: string[]) => {
      const body = new URLSearchParams({ intent: "create", questionText: "Summary", questionType: "prose_summary" });
      options.forEach((o, i) => body.set(`options[${i}]`, o));
      correct.forEach((c) => body.append("correctAnswers", c));
      return browser.fetch(path, { method: "POST", body });
    };
    const six = ["a", "b", "c", "d", "e", "f"];
    const fewer = await prose(six.slice(0, 5), ["A", "B", "C"]);
    expect(fewer.status).toBe(400);
    expect(await fewer.text()).toContain("Prose Summary questions must have exactly 6 options");
    const two = await prose(six, ["A", "B"]);
    expect(await two.text()).toContain("Prose Summary questions must have exactly 3 correct answers");
    const four = await prose(six, ["A", "B", "C", "D"]);
    expect(await four.text()).toContain("Prose Summary questions must have exactly 3 correct answers");
    const blankSlot = await prose(["a", "b", "c", "d", "e", ""], ["A", "B", "F"]);
    const blankHtml = await blankSlot.text();
    expect(blankHtml).toContain("All correct answers must be in the list of options");
    expect((await prose(six, ["B", "D", "F"])).status).toBe(302);
    const row = await env.DB.prepare("SELECT correct_answers AS c, question_type AS t FROM questions WHERE passage_id = ?").bind(passageId).first<{ c: string; t: string }>();
    expect(row).toEqual({ c: '["B","D","F"]', t: "prose_summary" });
  });

  it("refuses single questions with fewer than 2 options or an answer outside them", async () => {
    const { browser } = await registerAdmin();
    const path = `/admin/reading/questions/${await insertPassage()}`;
    const one = await browser.post(path, { intent: "create", questionText: "Q", questionType: "single", "options[0]": "Only", correctAnswer: "A" });
    expect(one.status).toBe(400);
    expect(await one.text()).toContain("At least 2 options are required");
    const outside = await browser.post(path, singleQuestion("Q", { correctAnswer: "D" }));
    expect(await outside.text()).toContain("Correct answer must be one of the options");
  });

  it("edits and deletes a question after the confirmation", async () => {
    const { browser } = await registerAdmin();
    const passageId = await insertPassage();
    const path = `/admin/reading/questions/${passageId}`;
    await browser.post(path, singleQuestion("Before"));
    const id = (await env.DB.prepare("SELECT id FROM questions WHERE passage_id = ?").bind(passageId).first<{ id: number }>())!.id;
    const edit = await browser.post(path, { ...singleQuestion("After", { correctAnswer: "C" }), intent: "update", id: String(id) });
    expect(edit.status).toBe(302);
    expect(await (await browser.get(path)).text()).toContain("Question updated successfully");
    const confirm = await (await browser.get(`${path}?delete=${id}`)).text();
    expect(confirm).toContain("Are you sure you want to delete this question?");
    expect(confirm).toContain("This action cannot be undone.");
    expect((await browser.post(path, { intent: "delete", id: String(id) })).status).toBe(302);
    expect(await count("SELECT count(*) AS n FROM questions WHERE id = ?", id)).toBe(0);
  });

  it("deleting a passage deletes its questions; a passage in a full test is refused, naming the test", async () => {
    const { browser } = await registerAdmin();
    const passageId = await insertPassage("Doomed");
    await browser.post(`/admin/reading/questions/${passageId}`, singleQuestion("Q1"));
    await browser.post(`/admin/reading/questions/${passageId}`, singleQuestion("Q2"));
    const confirm = await (await browser.get(`/admin/reading/passages?delete=${passageId}`)).text();
    expect(confirm).toContain("Its 2 question(s) will be deleted too.");
    const ok = await browser.post("/admin/reading/passages", { intent: "delete", id: String(passageId) });
    expect(location(ok)).toBe("/admin/reading/passages");
    expect(await count("SELECT count(*) AS n FROM questions WHERE passage_id = ?", passageId)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM passages WHERE id = ?", passageId)).toBe(0);

    const used = await insertPassage("In a test");
    await insertFullTest("Practice Test 7", { reading: [99999, used] });
    const refused = await browser.post(`/admin/reading/passages?delete=${used}`, { intent: "delete", id: String(used) });
    expect(refused.status).toBe(409);
    expect(decode(await refused.text())).toContain('Failed to delete passage: This passage is used in the full test "Practice Test 7"');
    expect(await count("SELECT count(*) AS n FROM passages WHERE id = ?", used)).toBe(1);
  });

  it("edits a passage", async () => {
    const { browser } = await registerAdmin();
    const id = await insertPassage("Old title");
    const res = await browser.post("/admin/reading/passages", { intent: "update", id: String(id), title: "New title", content: "New content", difficultyLevel: "2" });
    expect(location(res)).toBe("/admin/reading/passages");
    const page = await (await browser.get("/admin/reading/passages")).text();
    expect(page).toContain("Passage updated successfully");
    expect(page).toContain("New title");
  });

  it("lists the passages to pick from with their question counts", async () => {
    const { browser } = await registerAdmin();
    await insertPassage("Pick me");
    const page = await (await browser.get("/admin/reading/questions")).text();
    expect(page).toContain("Pick me");
    expect(page).toContain("0/10 questions");
  });
});

describe("access to the admin pages", () => {
  const pages = [
    "/admin/dashboard",
    "/admin/users",
    "/admin/reading/passages",
    "/admin/reading/questions",
    "/admin/reading/new",
    "/admin/listening/audios",
    "/admin/listening/new",
    "/admin/listening/audio-upload",
    "/admin/listening/audios/questions",
    "/admin/listening/audios/1/questions",
  ];

  it("a learner gets Access Denied (403) on every page and every form post", async () => {
    const { browser } = await registerUser();
    const passageId = await insertPassage();
    const audioId = await insertAudio();
    const withActions = [
      "/admin/users",
      "/admin/reading/passages",
      "/admin/reading/new",
      `/admin/reading/questions/${passageId}`,
      "/admin/listening/audios",
      "/admin/listening/new",
      "/admin/listening/audio-upload",
      `/admin/listening/audios/${audioId}/questions`,
    ];
    for (const path of [...pages, ...withActions]) {
      const res = await browser.get(path);
      expect(res.status, path).toBe(403);
      expect(await res.text(), path).toContain("Access Denied");
    }
    for (const path of withActions) {
      const post = await browser.post(path, { intent: "delete", id: "1", userId: "1" });
      expect(post.status, `POST ${path}`).toBe(403);
    }
  });

  it("signed out, the admin pages send to the login", async () => {
    const res = await new Browser().get("/admin/dashboard");
    expect(location(res)).toBe("/auth?redirectTo=%2Fadmin%2Fdashboard");
  });

  it("the dashboard has the six tabs and every link of the spec, plus the users page", async () => {
    const { browser } = await registerAdmin();
    const hrefs = new Set<string>();
    for (const tab of ["reading", "listening", "writing", "speaking", "fulltest", "blog"]) {
      const html = await (await browser.get(`/admin/dashboard?tab=${tab}`)).text();
      for (const m of html.matchAll(/href="(\/admin\/[^"?#]+)"/g)) hrefs.add(m[1]);
    }
    for (const link of [
      "/admin/reading/passages", "/admin/reading/questions", "/admin/reading/new", "/admin/listening/audios",
      "/admin/listening/new", "/admin/writing/prompts", "/admin/writing/criteria", "/admin/writing/new",
      "/admin/speaking/prompts", "/admin/speaking/criteria", "/admin/speaking/new", "/admin/fulltest/tests",
      "/admin/fulltest/create", "/admin/blog/posts", "/admin/blog/create", "/admin/users",
    ]) {
      expect(hrefs, link).toContain(link);
    }
  });
});
