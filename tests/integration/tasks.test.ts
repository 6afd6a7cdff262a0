import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { Browser, registerUser } from "./support/http";

const PARAGRAPH =
  "Coral reefs grow where warm water is clear and shallow. Each reef is built by tiny animals that take calcium from seawater and leave hard skeletons behind when they die, so the structure grows slowly over centuries. Many fish depend on these reefs for food and shelter, and coastal towns depend on them to break the force of storm waves before they reach the shore.";

async function one<T>(sql: string, ...binds: unknown[]) {
  return (await env.DB.prepare(sql).bind(...binds).first<T>())!;
}

async function passage(kind: string | null, title: string, questions: number) {
  const { id } = await one<{ id: number }>(
    "INSERT INTO passages (title, content, kind) VALUES (?, ?, ?) RETURNING id",
    title,
    kind === "complete_words" ? PARAGRAPH : "Library hours change next week. The library opens at 9 a.m.",
    kind,
  );
  const questionIds: number[] = [];
  for (let i = 0; i < questions; i++) {
    const q = await one<{ id: number }>(
      "INSERT INTO questions (passage_id, question_text, options, correct_answer, type, position) VALUES (?, ?, '[\"a\",\"b\",\"c\",\"d\"]', 'A', 'reading', ?) RETURNING id",
      id,
      `Question ${i + 1}?`,
      i,
    );
    questionIds.push(q.id);
  }
  return { id, questionIds };
}

async function answer(username: string, passageId: number, questionId: number, correct: boolean, taskType: string | null) {
  const { id: userId } = await one<{ id: number }>("SELECT id FROM users WHERE username = ?", username);
  await env.DB.prepare(
    "INSERT INTO user_submissions (user_id, type, task_type, question_id, passage_id, answer, is_correct, score) VALUES (?, 'reading', ?, ?, ?, 'A', ?, ?)",
  )
    .bind(userId, taskType, questionId, passageId, correct ? 1 : 0, correct ? 1 : 0)
    .run();
}

let daily: { id: number; questionIds: number[] };
let daily2: { id: number; questionIds: number[] };
let ctw: { id: number };
let repeatId: number;

beforeAll(async () => {
  ctw = await passage("complete_words", "How reefs are built", 0);
  daily = await passage("daily_life", "Library notice", 2);
  daily2 = await passage("daily_life", "Cafeteria menu", 3);
  await passage(null, "A previous-format passage", 2);
  const audio = await one<{ id: number }>(
    "INSERT INTO audios (title, url, kind, is_for_speaking) VALUES ('Tour sentence', '/media/audio/x.ogg', NULL, 1) RETURNING id",
  );
  repeatId = (
    await one<{ id: number }>(
      "INSERT INTO speaking_prompts (type, question, preparation_time, speaking_time, related_audio_id, data) VALUES ('listen_repeat', 'The study rooms on the second floor are quiet.', 0, 8, ?, ?) RETURNING id",
      audio.id,
      JSON.stringify({ set: "A tour of the library", position: 1 }),
    )
  ).id;
  await env.DB.prepare("INSERT INTO writing_prompts (type, question, time_limit, data) VALUES ('email', 'Your neighbour''s dog barks at night.', 7, ?)")
    .bind(JSON.stringify({ to: "Sam", subject: "The barking at night", goals: ["a", "b", "c"] }))
    .run();
});

describe("the current test's practice catalogue", () => {
  it("the exercises hub offers the current test's task types by section, then the previous format", async () => {
    const { browser } = await registerUser();
    const html = await (await browser.get("/exercises")).text();
    expect(html).toContain("Current test (2026)");
    expect(html).toContain("Previous format");
    expect(html.indexOf("Current test (2026)")).toBeLessThan(html.indexOf("Previous format"));
    for (const name of ["Complete the Words", "Read in Daily Life", "Listen and Choose a Response", "Build a Sentence", "Write an Email", "Listen and Repeat", "Take an Interview"]) {
      expect(html).toContain(name);
    }
    expect(html).toContain('href="/tasks/read-in-daily-life"');
    expect(html).toMatch(/Read in Daily Life<\/span><span[^>]*>2 items/);
  });

  it("in Portuguese, the hub names the sections in Portuguese", async () => {
    const { browser } = await registerUser();
    const html = await (await browser.fetch("/exercises", { headers: { "Accept-Language": "pt-BR" } })).text();
    expect(html).toContain("Prova atual (2026)");
    expect(html).toContain("Formato anterior");
  });

  it("a task type's page lists its items with the learner's result, linking to the practice screen", async () => {
    const { browser, username } = await registerUser();
    await answer(username, daily.id, daily.questionIds[0], true, "daily_life");
    await answer(username, daily.id, daily.questionIds[1], false, "daily_life");
    const html = await (await browser.get("/tasks/read-in-daily-life")).text();
    expect(html).toContain("Library notice");
    expect(html).toContain("Cafeteria menu");
    expect(html).toContain("1 of 2 correct");
    expect(html).toContain(`href="/reading/${daily2.id}"`);
    expect(html).not.toContain("A previous-format passage");
  });

  it("a free learner who used two reading items, of either format, sees the other reading items locked", async () => {
    const { browser, username } = await registerUser();
    const classic = await passage(null, "Another previous-format passage", 1);
    await answer(username, classic.id, classic.questionIds[0], true, null);
    await answer(username, daily.id, daily.questionIds[0], true, "daily_life");
    const html = await (await browser.get("/tasks/read-in-daily-life")).text();
    expect(html).toContain("Free accounts include 2 Reading exercises, counting both formats.");
    expect(html).toMatch(/Cafeteria menu<\/h2><span[^>]*>Premium/);
    expect(html).toMatch(/Library notice<\/h2><span[^>]*>1 of 2 correct/);
    const ctwPage = await (await browser.get("/tasks/complete-the-words")).text();
    expect(ctwPage).toMatch(/How reefs are built<\/h2><span[^>]*>Premium/);
  });

  it("Listen and Repeat items are listed by their set, never by the sentence to repeat", async () => {
    const { browser } = await registerUser();
    const html = await (await browser.get("/tasks/listen-and-repeat")).text();
    expect(html).toContain("A tour of the library · part 1");
    expect(html).toContain(`href="/speaking/${repeatId}"`);
    expect(html).not.toContain("The study rooms on the second floor are quiet.");
  });

  it("an email is listed by its subject", async () => {
    const { browser } = await registerUser();
    expect(await (await browser.get("/tasks/write-an-email")).text()).toContain("The barking at night");
  });

  it("an unknown task type is a 404 page", async () => {
    const { browser } = await registerUser();
    expect((await browser.get("/tasks/write-a-poem")).status).toBe(404);
  });

  it("signed out, the lists send the visitor to sign in", async () => {
    const response = await new Browser().get("/tasks/complete-the-words");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toContain("/auth");
  });
});

describe("JSON reads of the current task types", () => {
  it("GET /api/tasks lists the task types by section with their item counts and timing", async () => {
    const { browser } = await registerUser();
    const body = (await (await browser.get("/api/tasks")).json()) as {
      sections: { section: string; types: { type: string; items: number; scoring: string; slug: string }[] }[];
    };
    expect(body.sections.map((s) => s.section)).toEqual(["reading", "listening", "writing", "speaking"]);
    const reading = body.sections[0].types;
    expect(reading.map((t) => t.type)).toEqual(["complete_words", "daily_life", "academic_passage"]);
    expect(reading.find((t) => t.type === "daily_life")).toMatchObject({ items: 2, scoring: "objective", slug: "read-in-daily-life" });
  });

  it("GET /api/tasks/:type answers by id or slug, without answers or sentences", async () => {
    const { browser } = await registerUser();
    const byId = (await (await browser.get("/api/tasks/complete_words")).json()) as { items: { id: number; title: string; state: { kind: string } }[] };
    expect(byId.items).toEqual([expect.objectContaining({ id: ctw.id, title: "How reefs are built", state: { kind: "new" } })]);
    const repeat = await (await browser.get("/api/tasks/listen-and-repeat")).text();
    expect(repeat).toContain("A tour of the library");
    expect(repeat).not.toContain("study rooms");
    expect(repeat).not.toContain("correct_answer");
  });

  it("an unknown type is 404 JSON, and a visitor who is not signed in gets 401", async () => {
    const { browser } = await registerUser();
    const unknown = await browser.get("/api/tasks/poetry");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe("Unknown task type");
    expect((await new Browser().get("/api/tasks")).status).toBe(401);
  });
});
