import { env } from "cloudflare:test";
import { Browser, registerUser } from "./http";

/** A signed-in, verified admin (a registered user promoted in D1). */
export async function registerAdmin() {
  const account = await registerUser();
  await env.DB.prepare("UPDATE users SET is_admin = 1 WHERE email = ?").bind(account.email).run();
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(account.email).first<{ id: number }>();
  return { ...account, id: row!.id };
}

export async function userId(email: string) {
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: number }>();
  return row!.id;
}

/** Inserts a passage straight into D1 and returns its id. */
export async function insertPassage(title = "A passage") {
  const row = await env.DB.prepare("INSERT INTO passages (title, content) VALUES (?, 'Some content.') RETURNING id")
    .bind(title)
    .first<{ id: number }>();
  return row!.id;
}

export async function insertAudio(title = "An audio", url = "https://example.com/a.mp3") {
  const row = await env.DB.prepare("INSERT INTO audios (title, url, transcription) VALUES (?, ?, 'Words.') RETURNING id")
    .bind(title, url)
    .first<{ id: number }>();
  return row!.id;
}

export async function insertFullTest(title: string, ids: { reading?: number[]; listening?: number[] }) {
  await env.DB.prepare("INSERT INTO full_tests (title, reading_passage_ids, listening_audio_ids) VALUES (?, ?, ?)")
    .bind(title, JSON.stringify(ids.reading ?? []), JSON.stringify(ids.listening ?? []))
    .run();
}

export async function count(sql: string, ...binds: unknown[]) {
  const row = await env.DB.prepare(sql).bind(...binds).first<{ n: number }>();
  return row!.n;
}

/** Posts a multipart form with one file. */
export function postFile(browser: Browser, path: string, field: string, bytes: Uint8Array, name: string, type: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  form.set(field, new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return browser.fetch(path, { method: "POST", body: form });
}

export function decode(html: string) {
  return html.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'").replaceAll("&amp;", "&");
}
