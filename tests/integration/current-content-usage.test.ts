import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { count, decode, registerAdmin } from "./support/admin";

async function one(sql: string, ...binds: unknown[]) {
  return (await env.DB.prepare(sql).bind(...binds).first<{ id: number }>())!.id;
}

/** A current-format test holding the given ids in its modules (the rest of its modules left empty). */
async function currentTest(title: string, ids: { passage?: number; audio?: number; writing?: number; speaking?: number }) {
  const data = {
    reading: { routing: ids.passage ? [ids.passage] : [], easier: [], harder: [] },
    listening: { routing: [], easier: [], harder: ids.audio ? [ids.audio] : [] },
    writing: ids.writing ? [ids.writing] : [],
    speaking: ids.speaking ? [ids.speaking] : [],
  };
  await env.DB.prepare("INSERT INTO full_tests (title, format, data) VALUES (?, 'current', ?)").bind(title, JSON.stringify(data)).run();
}

describe("items a current-format test uses", () => {
  it("cannot be deleted: a Daily Life text, a talk, an email and an interview question each say which test uses them", async () => {
    const { browser } = await registerAdmin();
    const passage = await one("INSERT INTO passages (title, content, kind) VALUES ('Gym notice', 'The gym closes early on Friday.', 'daily_life') RETURNING id");
    const audio = await one("INSERT INTO audios (title, url, kind) VALUES ('Bees talk', '/media/audio/bees.ogg', 'academic_talk') RETURNING id");
    const email = await one("INSERT INTO writing_prompts (type, question, time_limit, data) VALUES ('email', 'Write to your landlord.', 7, '{}') RETURNING id");
    const interview = await one("INSERT INTO speaking_prompts (type, question, preparation_time, speaking_time, data) VALUES ('interview', 'What do you study?', 0, 45, '{}') RETURNING id");
    await currentTest("Adaptive Test A", { passage, audio, writing: email, speaking: interview });

    const reading = await browser.post("/admin/reading/tasks", { intent: "delete", id: String(passage) });
    expect(reading.status).toBe(409);
    expect(decode(await reading.text())).toContain("Adaptive Test A");
    const listening = await browser.post("/admin/listening/tasks", { intent: "delete", id: String(audio) });
    expect(listening.status).toBe(409);
    const writing = await browser.post("/admin/writing/prompts?format=current", { intent: "delete", id: String(email) });
    expect(writing.status).toBe(409);
    expect(decode(await writing.text())).toContain("Adaptive Test A");
    const speaking = await browser.post("/admin/speaking/prompts?format=current", { intent: "delete", id: String(interview) });
    expect(speaking.status).toBe(409);

    expect(await count("SELECT count(*) AS n FROM passages WHERE id = ?", passage)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM audios WHERE id = ?", audio)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM writing_prompts WHERE id = ?", email)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM speaking_prompts WHERE id = ?", interview)).toBe(1);
  });

  it("an item no test uses is deleted, even when a test uses the same number for another kind of item", async () => {
    const { browser } = await registerAdmin();
    const passage = await one("INSERT INTO passages (title, content, kind) VALUES ('Menu', 'Soup of the day: tomato.', 'daily_life') RETURNING id");
    // a test whose listening module holds the same number as the passage's id
    await currentTest("Adaptive Test B", { audio: passage });
    const response = await browser.post("/admin/reading/tasks", { intent: "delete", id: String(passage) });
    expect(response.status).toBe(302);
    expect(await count("SELECT count(*) AS n FROM passages WHERE id = ?", passage)).toBe(0);
  });
});
