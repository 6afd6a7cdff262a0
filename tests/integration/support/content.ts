import { env } from "cloudflare:test";
import { registerUser } from "./http";

/** A signed-in, verified account with the admin flag. */
export async function registerAdmin() {
  const account = await registerUser();
  await env.DB.prepare("UPDATE users SET is_admin = 1 WHERE email = ?").bind(account.email).run();
  return account;
}

let seq = 0;

/** A reading passage with `questions` reading questions; returns its id. */
export async function insertPassage(options: { questions?: number; title?: string; forWriting?: boolean; forSpeaking?: boolean } = {}) {
  seq += 1;
  const row = await env.DB.prepare(
    "INSERT INTO passages (title, content, is_for_writing, is_for_speaking) VALUES (?, ?, ?, ?) RETURNING id",
  )
    .bind(options.title ?? `Passage ${seq}`, "Some text.", options.forWriting ? 1 : 0, options.forSpeaking ? 1 : 0)
    .first<{ id: number }>();
  for (let i = 0; i < (options.questions ?? 0); i++) {
    await env.DB.prepare(
      "INSERT INTO questions (passage_id, question_text, options, correct_answer, type) VALUES (?, ?, ?, 'A', 'reading')",
    )
      .bind(row!.id, `Q${i}`, JSON.stringify(["a", "b", "c", "d"]))
      .run();
  }
  return row!.id;
}

/** An audio with `questions` listening questions; returns its id. */
export async function insertAudio(options: { questions?: number; title?: string; forSpeaking?: boolean } = {}) {
  seq += 1;
  const row = await env.DB.prepare(
    "INSERT INTO audios (title, url, transcription, is_for_speaking) VALUES (?, 'https://example.com/a.mp3', 'Words.', ?) RETURNING id",
  )
    .bind(options.title ?? `Audio ${seq}`, options.forSpeaking ? 1 : 0)
    .first<{ id: number }>();
  for (let i = 0; i < (options.questions ?? 0); i++) {
    await env.DB.prepare(
      "INSERT INTO questions (audio_id, question_text, options, correct_answer, type) VALUES (?, ?, ?, 'A', 'listening')",
    )
      .bind(row!.id, `Q${i}`, JSON.stringify(["a", "b", "c", "d"]))
      .run();
  }
  return row!.id;
}

export async function insertWritingPrompt(type: "integrated" | "academic_discussion" | "independent", question = "Write.") {
  const row = await env.DB.prepare("INSERT INTO writing_prompts (type, question) VALUES (?, ?) RETURNING id")
    .bind(type, question)
    .first<{ id: number }>();
  return row!.id;
}

export async function insertSpeakingPrompt(question = "Talk.") {
  const row = await env.DB.prepare("INSERT INTO speaking_prompts (type, question) VALUES ('independent', ?) RETURNING id")
    .bind(question)
    .first<{ id: number }>();
  return row!.id;
}

/** Everything a valid full test needs. */
export async function fullTestParts() {
  return {
    readingPassageIds: [await insertPassage({ questions: 2 }), await insertPassage({ questions: 1 }), await insertPassage({ questions: 3 })],
    listeningAudioIds: [await insertAudio({ questions: 1 }), await insertAudio({ questions: 2 }), await insertAudio({ questions: 1 })],
    writingPromptIds: [await insertWritingPrompt("integrated"), await insertWritingPrompt("academic_discussion")],
    speakingPromptIds: [await insertSpeakingPrompt(), await insertSpeakingPrompt(), await insertSpeakingPrompt(), await insertSpeakingPrompt()],
  };
}

/** URL-encoded form with repeated keys (checkbox lists). */
export function formBody(entries: Record<string, string | number | Array<string | number>>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, String(v));
  }
  return body;
}

/** Visible text of an HTML page, entities decoded enough for assertions. */
export function text(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}
