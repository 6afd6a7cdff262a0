import { env } from "cloudflare:test";

let n = 0;

/** A reading passage with `single` single-answer questions (answer B) and optionally a prose summary (A, C, E). */
export async function createPassage(options: { single?: number; prose?: boolean } = {}) {
  n += 1;
  const passage = await env.DB.prepare("INSERT INTO passages (title, content) VALUES (?, ?) RETURNING id")
    .bind(`Passage ${n}`, "First paragraph.\n\nSecond paragraph.\n\nThird paragraph.")
    .first<{ id: number }>();
  const ids: number[] = [];
  for (let i = 0; i < (options.single ?? 2); i++) {
    const q = await env.DB.prepare(
      "INSERT INTO questions (passage_id, question_text, options, correct_answer, question_type, explanation, type, position) VALUES (?, ?, ?, 'B', 'single', ?, 'reading', ?) RETURNING id",
    )
      .bind(passage!.id, `Question ${i + 1} of passage ${n}?`, JSON.stringify(["one", "two", "three", "four"]), `Because two, ${i}.`, i)
      .first<{ id: number }>();
    ids.push(q!.id);
  }
  let proseId: number | null = null;
  if (options.prose) {
    const q = await env.DB.prepare(
      "INSERT INTO questions (passage_id, question_text, options, correct_answer, correct_answers, question_type, explanation, type, position) VALUES (?, 'Summary', ?, '', ?, 'prose_summary', 'Main ideas', 'reading', 99) RETURNING id",
    )
      .bind(passage!.id, JSON.stringify(["a", "b", "c", "d", "e", "f"]), JSON.stringify(["A", "C", "E"]))
      .first<{ id: number }>();
    proseId = q!.id;
  }
  return { id: passage!.id, questionIds: ids, proseId };
}

/** A listening audio with `count` questions (answer C). */
export async function createAudio(count = 2) {
  n += 1;
  const audio = await env.DB.prepare("INSERT INTO audios (title, url, transcription, duration) VALUES (?, '/media/audio/x.ogg', 'words', 120) RETURNING id")
    .bind(`Audio ${n}`)
    .first<{ id: number }>();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const q = await env.DB.prepare(
      "INSERT INTO questions (audio_id, question_text, options, correct_answer, question_type, explanation, type, position) VALUES (?, ?, ?, 'C', 'single', 'Said at the end.', 'listening', ?) RETURNING id",
    )
      .bind(audio!.id, `Listening question ${i + 1}?`, JSON.stringify(["w", "x", "y", "z"]), i)
      .first<{ id: number }>();
    ids.push(q!.id);
  }
  return { id: audio!.id, questionIds: ids };
}

export async function makePremium(username: string) {
  await env.DB.prepare("UPDATE users SET is_subscribed = 1 WHERE username = ?").bind(username).run();
}
