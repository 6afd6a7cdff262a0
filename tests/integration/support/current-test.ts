import { env } from "cloudflare:test";
import { completeWordsGaps } from "~/domain/tasks/complete-words";

let seq = 0;
const OPTIONS = JSON.stringify(["right", "wrong one", "wrong two", "wrong three"]);

export const CTW_TEXT =
  "Bees are important insects. They carry pollen from flower to flower and help many plants make seeds and fruit for animals and people to eat every single day of the year.";

async function passage(kind: string, questions: number, content = "A short text for the test.") {
  seq += 1;
  const row = await env.DB.prepare("INSERT INTO passages (title, content, kind) VALUES (?, ?, ?) RETURNING id")
    .bind(`${kind} ${seq}`, content, kind)
    .first<{ id: number }>();
  for (let i = 0; i < questions; i++) {
    await env.DB.prepare("INSERT INTO questions (passage_id, question_text, options, correct_answer, type, position) VALUES (?, ?, ?, 'A', 'reading', ?)")
      .bind(row!.id, `${kind} question ${i + 1}`, OPTIONS, i)
      .run();
  }
  return row!.id;
}

async function audio(kind: string, questions: number) {
  seq += 1;
  const row = await env.DB.prepare("INSERT INTO audios (title, url, transcription, duration, kind) VALUES (?, '/media/test.mp3', 'A: Hello.', 0, ?) RETURNING id")
    .bind(`${kind} ${seq}`, kind)
    .first<{ id: number }>();
  for (let i = 0; i < questions; i++) {
    await env.DB.prepare("INSERT INTO questions (audio_id, question_text, options, correct_answer, type, position) VALUES (?, ?, ?, 'A', 'listening', ?)")
      .bind(row!.id, `${kind} question ${i + 1}`, OPTIONS, i)
      .run();
  }
  return row!.id;
}

async function writingPrompt(type: string, question: string, data: unknown) {
  const row = await env.DB.prepare("INSERT INTO writing_prompts (type, question, time_limit, data) VALUES (?, ?, 7, ?) RETURNING id")
    .bind(type, question, JSON.stringify(data))
    .first<{ id: number }>();
  return row!.id;
}

async function speakingPrompt(type: string, question: string, position: number) {
  const row = await env.DB.prepare(
    "INSERT INTO speaking_prompts (type, question, preparation_time, speaking_time, data) VALUES (?, ?, 0, ?, ?) RETURNING id",
  )
    .bind(type, question, type === "interview" ? 45 : 8, JSON.stringify({ set: "A campus tour", position }))
    .first<{ id: number }>();
  return row!.id;
}

const times = <T>(n: number, make: () => Promise<T>) => Array.from({ length: n }).reduce<Promise<T[]>>(async (acc) => [...(await acc), await make()], Promise.resolve([]));

export const SENTENCE = { chunks: ["I think", "we should", "meet at noon"], distractor: "yesterday", before: "", after: "." };

/** A complete current-format test (every multiple-choice answer is A) and its parts. */
export async function createCurrentTest() {
  const reading = {
    routing: [await passage("complete_words", 0, CTW_TEXT), await passage("daily_life", 3), await passage("daily_life", 2), await passage("academic_passage", 5)],
    easier: [await passage("complete_words", 0, CTW_TEXT), await passage("daily_life", 3), await passage("daily_life", 2)],
    harder: [await passage("complete_words", 0, CTW_TEXT), await passage("academic_passage", 5)],
  };
  const listening = {
    routing: [
      ...(await times(8, () => audio("choose_response", 1))),
      ...(await times(2, () => audio("listen_conversation", 2))),
      ...(await times(2, () => audio("listen_announcement", 2))),
      await audio("academic_talk", 4),
    ],
    easier: [
      ...(await times(7, () => audio("choose_response", 1))),
      ...(await times(2, () => audio("listen_conversation", 2))),
      ...(await times(2, () => audio("listen_announcement", 2))),
    ],
    harder: [
      ...(await times(3, () => audio("choose_response", 1))),
      ...(await times(2, () => audio("listen_conversation", 2))),
      ...(await times(2, () => audio("academic_talk", 4))),
    ],
  };
  const writing = [
    ...(await times(10, () => writingPrompt("build_sentence", "When should we meet?", SENTENCE))),
    await writingPrompt("email", "Write to your professor about a missed class.", { to: "Prof. Lee", subject: "Missed class", goals: ["Say why", "Ask for notes", "Offer a meeting"] }),
    await writingPrompt(
      "academic_discussion",
      "[[academic_discussion]]\nProfessor:\nShould cities ban cars?\nStudent 1:\nYes, for clean air.\nStudent 2:\nNo, people need them.\nInstructions:\nGive your opinion.",
      null,
    ),
  ];
  const speaking = [
    ...(await Promise.all([1, 2, 3, 4, 5, 6, 7].map((p) => speakingPrompt("listen_repeat", `Sentence number ${p}.`, p)))),
    ...(await Promise.all([1, 2, 3, 4].map((p) => speakingPrompt("interview", `Interview question ${p}?`, p)))),
  ];
  const data = { reading, listening, writing, speaking };
  const row = await env.DB.prepare("INSERT INTO full_tests (title, format, data) VALUES (?, 'current', ?) RETURNING id")
    .bind(`Current Test ${Date.now()}-${++seq}`, JSON.stringify(data))
    .first<{ id: number }>();
  return { id: row!.id, ...data };
}

export async function questionIdsOf(column: "passage_id" | "audio_id", ids: number[]) {
  const { results } = await env.DB.prepare(
    `SELECT q.id, q.${column} AS item FROM questions q WHERE q.${column} IN (${ids.join(",")}) ORDER BY q.position, q.id`,
  ).all<{ id: number; item: number }>();
  return ids.flatMap((item) => results.filter((r) => r.item === item).map((r) => r.id));
}

/** The form of a reading module: every gap and question right (`correct`) or wrong. */
export async function readingModuleForm(stage: string, passageIds: number[], correct: boolean) {
  const form: Record<string, string> = { intent: "module", stage };
  const ctw = completeWordsGaps(CTW_TEXT).map((g) => g.missing);
  for (const id of passageIds) {
    const kind = await env.DB.prepare("SELECT kind FROM passages WHERE id = ?").bind(id).first<{ kind: string }>();
    if (kind?.kind === "complete_words") ctw.forEach((a, g) => (form[`ctw-${id}-${g}`] = correct ? a : "zz"));
  }
  for (const q of await questionIdsOf("passage_id", passageIds)) form[`q-${q}`] = correct ? "A" : "B";
  return form;
}
