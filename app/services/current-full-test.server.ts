/**
 * The current-format (adaptive, 2026) full test: what each stage shows, storing module answers,
 * the routing decision, the listening question clock, and the band results (docs/decisions/0017).
 * The clock and the stage machine are the attempt's Durable Object, as for the previous format
 * (full-test-attempts.server.ts calls in here when the test's format is "current").
 */
import { checkOrder, normaliseChunk, parseBuildSentenceData, presentationOrder, tiles } from "~/domain/tasks/build-sentence";
import {
  COMPLETE_WORDS_GAPS,
  currentTestData,
  questionWindows,
  scoredItemsOf,
  stageModule,
  type CurrentTestData,
} from "~/domain/fulltest/current";
import { checkQuestion } from "~/domain/fulltest/results";
import { routeFromScore } from "~/domain/fulltest/routing";
import { CURRENT_TEST_STAGES, type FullTestStage } from "~/domain/fulltest/timing";
import {
  bandCefr,
  comparableTotal,
  estimateRange,
  objectiveBand,
  RUBRIC_MAX,
  rubricBand,
  totalBand,
  writingRubricMean,
  type Module,
} from "~/domain/scoring/bands";
import { completeWordsSegments, learnerSegments, scoreCompleteWords, type CtwLearnerSegment } from "~/domain/tasks/complete-words";
import { taskListHref } from "~/domain/tasks/links";
import { TASK_TYPES, type TaskType } from "~/domain/tasks/registry";
import type { Db } from "~/lib/db.server";
import type { FullTestRow } from "~/models/full-test.server";
import {
  getResultByAttempt,
  listAttemptAnswers,
  listAudiosWithKind,
  listItemQuestions,
  listPassagesWithKind,
  listSpeakingPromptsWithAudio,
  listWritingPromptsWithData,
  mergeAttemptData,
  replaceModuleAnswers,
  setSubmissionTaskType,
  storeQuestionAnswer,
  storeResultOnce,
  type AttemptRow,
  type ModuleAnswer,
} from "~/models/full-test-attempt.server";
import type { User } from "~/models/user.server";
import { createSpeakingSubmission, createWritingSubmission } from "~/services/grading.server";
import type { AttemptState, QuestionCursor } from "../../workers/full-test-session";

export interface Deps {
  db: Db;
  env: Env;
}

type Stub = DurableObjectStub<import("../../workers/full-test-session").FullTestSession>;

function stub(env: Env, attemptId: string): Stub {
  return env.FULL_TEST_SESSION.get(env.FULL_TEST_SESSION.idFromName(attemptId)) as Stub;
}

function byIds<T extends { id: number }>(rows: T[], ids: readonly number[]): T[] {
  const map = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => map.get(id)).filter((r): r is T => Boolean(r));
}

function paragraphs(text: string) {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export const testData = (test: FullTestRow): CurrentTestData => currentTestData(test.data);

/** Item ids of a module stage: the routing list, or the list of the module the learner was routed to. */
function moduleIds(data: CurrentTestData, section: "reading" | "listening", module: "routing" | Module) {
  return data[section][module];
}

// ---------------------------------------------------------------------------------------------
// Module content and points

async function readingItems(db: Db, ids: number[]) {
  const [passages, questions] = await Promise.all([listPassagesWithKind(db, ids), listItemQuestions(db, "reading", ids)]);
  return byIds(passages, ids).map((p) => ({ ...p, questions: questions.filter((q) => q.itemId === p.id) }));
}

async function listeningItems(db: Db, ids: number[]) {
  const [audios, questions] = await Promise.all([listAudiosWithKind(db, ids), listItemQuestions(db, "listening", ids)]);
  return byIds(audios, ids).map((a) => ({ ...a, questions: questions.filter((q) => q.itemId === a.id) }));
}

/** Points earned and scored items of a module, from the stored answers. */
async function modulePoints(db: Db, attemptId: string, section: "reading" | "listening", ids: number[]) {
  const items = section === "reading" ? await readingItems(db, ids) : await listeningItems(db, ids);
  const answers = await listAttemptAnswers(db, attemptId);
  const column = section === "reading" ? "passageId" : "audioId";
  const mine = answers.filter((a) => a.type === section && a[column] != null && ids.includes(a[column]!));
  const maxPoints = items.reduce((n, i) => n + scoredItemsOf(i.kind, i.questions.length), 0);
  const points = mine.reduce((n, a) => n + (a.score ?? 0), 0);
  return { points: Math.min(points, maxPoints), maxPoints };
}

/**
 * Makes the routing decision of every section whose routing module has ended (submitted or timed
 * out), from the answers stored for it (late answers are refused, so they cannot change), and
 * records it in the Durable Object (first decision wins) and on the attempt. Idempotent.
 */
export async function ensureRoutes(deps: Deps, attempt: AttemptRow, test: FullTestRow, state: AttemptState): Promise<AttemptState> {
  const data = testData(test);
  let next = state;
  const at = CURRENT_TEST_STAGES.indexOf(state.stage as (typeof CURRENT_TEST_STAGES)[number]);
  for (const section of ["reading", "listening"] as const) {
    if (next.routes?.[section]) continue;
    if (at <= CURRENT_TEST_STAGES.indexOf(`${section}_routing`)) continue;
    const { points, maxPoints } = await modulePoints(deps.db, attempt.id, section, data[section].routing);
    const routed = ((await stub(deps.env, attempt.id).route(section, routeFromScore(points, maxPoints))) ?? next) as AttemptState;
    next = { ...next, routes: routed.routes };
    await mergeAttemptData(deps.db, attempt.id, {
      routing: { ...(next.routes ?? {}) },
      [`${section}RoutingScore`]: { points, maxPoints },
    });
  }
  return next;
}

function routeOf(state: AttemptState, section: "reading" | "listening"): Module {
  return state.routes?.[section] ?? "easier";
}

export type ReadingModuleItem =
  | { id: number; kind: "complete_words"; title: string; segments: CtwLearnerSegment[] }
  | {
      id: number;
      kind: string;
      title: string;
      paragraphs: string[];
      questions: Array<{ id: number; questionText: string; options: string[] }>;
    };

async function readingModuleContent(db: Db, ids: number[]): Promise<ReadingModuleItem[]> {
  return (await readingItems(db, ids)).map((p) =>
    p.kind === "complete_words"
      ? { id: p.id, kind: "complete_words" as const, title: p.title, segments: learnerSegments(completeWordsSegments(p.content)) }
      : {
          id: p.id,
          kind: p.kind ?? "",
          title: p.title,
          paragraphs: p.kind === "daily_life" ? [p.content] : paragraphs(p.content),
          questions: p.questions.map((q) => ({ id: q.id, questionText: q.questionText, options: q.options })),
        },
  );
}

/** The listening module's questions in order, with the audio each belongs to. */
async function listeningQuestions(db: Db, ids: number[]) {
  const items = await listeningItems(db, ids);
  const windows = questionWindows(items.map((i) => ({ kind: i.kind, duration: i.duration, questionCount: i.questions.length })));
  const flat = items.flatMap((a) =>
    a.questions.map((q, k) => ({ audio: { id: a.id, title: a.title, url: a.url, kind: a.kind }, first: k === 0, question: q })),
  );
  return { flat, windows };
}

// ---------------------------------------------------------------------------------------------
// The page

export async function currentStageView(deps: Deps, attempt: AttemptRow, test: FullTestRow, state: AttemptState, now: number) {
  const data = testData(test);
  const stage = state.stage;
  const mod = stageModule(stage);
  if (mod?.section === "reading") {
    const module = mod.module === "routing" ? "routing" : routeOf(state, "reading");
    return { kind: "reading" as const, module, items: await readingModuleContent(deps.db, moduleIds(data, "reading", module)) };
  }
  if (mod?.section === "listening") {
    const module = mod.module === "routing" ? "routing" : routeOf(state, "listening");
    const { flat, windows } = await listeningQuestions(deps.db, moduleIds(data, "listening", module));
    const served = (await stub(deps.env, attempt.id).question(stage, windows, now)) as { state: AttemptState; cursor: QuestionCursor } | null;
    if (!served) return { kind: "moved" as const };
    const { cursor } = served;
    if (cursor.index >= flat.length) return { kind: "moduleDone" as const, stage };
    const item = flat[cursor.index];
    return {
      kind: "listening" as const,
      module,
      index: cursor.index,
      total: flat.length,
      questionSeconds: Math.max(0, Math.ceil((cursor.deadline - now) / 1000)),
      audio: item.first ? { title: item.audio.title, url: item.audio.url } : null,
      audioTitle: item.audio.title,
      taskType: item.audio.kind ?? "",
      question: { id: item.question.id, questionText: item.question.questionText, options: item.question.options },
    };
  }
  if (stage === "writing") {
    const prompts = byIds(await listWritingPromptsWithData(deps.db, data.writing), data.writing);
    return {
      kind: "writing" as const,
      prompts: prompts.map((p) => {
        const bs = p.type === "build_sentence" ? parseBuildSentenceData(p.data) : null;
        const d = (p.data ?? {}) as { to?: string; subject?: string; goals?: string[] };
        return {
          id: p.id,
          type: p.type,
          question: p.question,
          // the chunks and the distractor in the learner's own fixed order, never the answer's (as in practice)
          build: bs
            ? { slots: bs.chunks.length, chunks: presentationOrder(bs, p.id, attempt.userId).map((i) => tiles(bs)[i]), before: bs.before ?? "", after: bs.after }
            : null,
          email: p.type === "email" ? { to: d.to ?? "", subject: d.subject ?? "", goals: Array.isArray(d.goals) ? d.goals : [] } : null,
        };
      }),
    };
  }
  if (stage === "speaking") {
    const prompts = byIds(await listSpeakingPromptsWithAudio(deps.db, data.speaking), data.speaking);
    return {
      kind: "speaking" as const,
      prompts: prompts.map((p) => {
        const d = (p.data ?? {}) as { set?: string; position?: number };
        return {
          id: p.id,
          type: p.type,
          // Listen and Repeat: the sentence is heard, never shown before answering
          question: p.type === "listen_repeat" ? null : p.question,
          set: d.set ?? "",
          seconds: p.speakingTime,
          audioUrl: p.audioUrl ?? null,
        };
      }),
    };
  }
  return { kind: "moved" as const };
}
export type CurrentStageView = Awaited<ReturnType<typeof currentStageView>>;

// ---------------------------------------------------------------------------------------------
// Submitting

export type Fields = Record<string, string>;

/** Reading module answers: ctw-<passageId>-<gap> typed letters, q-<questionId> letters. */
async function storeReadingModule(db: Db, user: User, attemptId: string, ids: number[], fields: Fields) {
  const items = await readingItems(db, ids);
  const answers: ModuleAnswer[] = [];
  for (const p of items) {
    if (p.kind === "complete_words") {
      const typed = Array.from({ length: COMPLETE_WORDS_GAPS }, (_, g) => (fields[`ctw-${p.id}-${g}`] ?? "").trim().slice(0, 40));
      if (typed.every((x) => !x)) continue;
      const { correct, total } = scoreCompleteWords(p.content, typed);
      answers.push({ taskType: "complete_words", passageId: p.id, answer: JSON.stringify(typed), isCorrect: correct === total, score: correct });
      continue;
    }
    for (const q of p.questions) {
      const answer = fields[`q-${q.id}`]?.trim().toUpperCase();
      if (!answer) continue;
      const checked = checkQuestion(q, answer);
      answers.push({ taskType: p.kind ?? "reading", questionId: q.id, passageId: p.id, answer, isCorrect: checked.isCorrect, score: checked.points });
    }
  }
  await replaceModuleAnswers(db, { userId: user.id, attemptId, section: "reading", items: { column: "passageId", ids }, answers });
}

/** Build a Sentence: bs-<promptId>-<slot> chunks; Email and Academic Discussion: essay-<promptId>. */
async function storeWriting(deps: Deps, user: User, attempt: AttemptRow, ids: number[], fields: Fields) {
  const prompts = byIds(await listWritingPromptsWithData(deps.db, ids), ids);
  const built: ModuleAnswer[] = [];
  const sentenceIds: number[] = [];
  const stored = new Set((await listAttemptAnswers(deps.db, attempt.id)).map((s) => s.writingPromptId));
  for (const p of prompts) {
    if (p.type === "build_sentence") {
      sentenceIds.push(p.id);
      const bs = parseBuildSentenceData(p.data);
      if (!bs) continue;
      const placed = bs.chunks.map((_, slot) => (fields[`bs-${p.id}-${slot}`] ?? "").trim());
      if (placed.every((x) => !x)) continue;
      // the form posts each slot's chunk text; an empty or repeated slot makes the sentence wrong
      const all = tiles(bs).map(normaliseChunk);
      const indices = placed.map((text) => (text ? all.indexOf(normaliseChunk(text)) : -1)).map((i) => (i < 0 ? null : i));
      const ok = checkOrder(bs, indices).status === "correct";
      built.push({ taskType: "build_sentence", writingPromptId: p.id, answer: placed.join(" | "), isCorrect: ok, score: ok ? 1 : 0 });
      continue;
    }
    const essay = fields[`essay-${p.id}`]?.trim();
    if (!essay || stored.has(p.id)) continue;
    const outcome = await createWritingSubmission({ db: deps.db, queue: deps.env.GRADING_QUEUE }, user, {
      writingPromptId: p.id,
      essay: essay.slice(0, 20_000),
      fullTestAttemptId: attempt.id,
    });
    if (outcome.ok) await setSubmissionTaskType(deps.db, outcome.submissionId, p.type);
  }
  await replaceModuleAnswers(deps.db, { userId: user.id, attemptId: attempt.id, section: "writing", items: { column: "writingPromptId", ids: sentenceIds }, answers: built });
}

export interface Recording {
  audio: ArrayBuffer;
  mimeType: string;
}

async function storeSpeaking(deps: Deps, user: User, attempt: AttemptRow, ids: number[], recordings: Record<string, Recording>) {
  const prompts = byIds(await listSpeakingPromptsWithAudio(deps.db, ids), ids);
  const stored = new Set((await listAttemptAnswers(deps.db, attempt.id)).map((s) => s.speakingPromptId));
  for (const p of prompts) {
    const recording = recordings[String(p.id)];
    if (!recording || recording.audio.byteLength === 0 || stored.has(p.id)) continue;
    const outcome = await createSpeakingSubmission({ db: deps.db, queue: deps.env.GRADING_QUEUE, media: deps.env.MEDIA }, user, {
      speakingPromptId: p.id,
      audio: recording.audio,
      mimeType: recording.mimeType,
      fullTestAttemptId: attempt.id,
    });
    if (outcome.ok) await setSubmissionTaskType(deps.db, outcome.submissionId, p.type);
    else if (outcome.error !== "emptyAnswer") return `fullTest.recording.${outcome.error}`;
  }
  return null;
}

/**
 * Stores the answers of the current stage (`stage` must be it) and moves on; the routing module's
 * end makes the routing decision. Returns the state after, or an error key.
 */
export async function submitCurrentStage(
  deps: Deps,
  user: User,
  attempt: AttemptRow,
  test: FullTestRow,
  state: AttemptState,
  stage: FullTestStage,
  fields: Fields,
  recordings: Record<string, Recording>,
  now: number,
): Promise<{ ok: true; state: AttemptState } | { ok: false; status: 400 | 409; error: string }> {
  if (state.stage !== stage) {
    return { ok: false, status: 409, error: state.timedOut.includes(stage) ? "fullTest.timeUp" : "fullTest.sectionClosed" };
  }
  const data = testData(test);
  const mod = stageModule(stage);
  if (mod?.section === "reading") {
    const module = mod.module === "routing" ? "routing" : routeOf(state, "reading");
    await storeReadingModule(deps.db, user, attempt.id, moduleIds(data, "reading", module), fields);
  } else if (mod?.section === "listening") {
    // listening is answered one question at a time (answerListening); a submit here only ends the module
  } else if (stage === "writing") {
    await storeWriting(deps, user, attempt, data.writing, fields);
  } else if (stage === "speaking") {
    const problem = await storeSpeaking(deps, user, attempt, data.speaking, recordings);
    if (problem) return { ok: false, status: 400, error: problem };
  } else {
    return { ok: false, status: 409, error: "fullTest.sectionClosed" };
  }
  const moved = ((await stub(deps.env, attempt.id).advance(stage, now)) ?? state) as AttemptState;
  return { ok: true, state: await ensureRoutes(deps, attempt, test, moved) };
}

/**
 * One listening answer: accepted only for the question on screen while its window is open (the
 * Durable Object's cursor); a late or stale answer is refused and not stored. After the module's
 * last question the stage ends. Returns whether it was accepted and the state after.
 */
export async function answerListening(
  deps: Deps,
  user: User,
  attempt: AttemptRow,
  test: FullTestRow,
  state: AttemptState,
  input: { stage: FullTestStage; index: number; answer: string },
  now: number,
): Promise<{ ok: true; accepted: boolean; state: AttemptState } | { ok: false; status: 409; error: string }> {
  const mod = stageModule(input.stage);
  if (state.stage !== input.stage || mod?.section !== "listening") {
    return { ok: false, status: 409, error: state.timedOut.includes(input.stage) ? "fullTest.timeUp" : "fullTest.sectionClosed" };
  }
  const module = mod.module === "routing" ? "routing" : routeOf(state, "listening");
  const { flat, windows } = await listeningQuestions(deps.db, moduleIds(testData(test), "listening", module));
  const s = stub(deps.env, attempt.id);
  const outcome = (await s.answerQuestion(input.stage, input.index, windows, now)) as {
    accepted: boolean;
    state: AttemptState;
    cursor: QuestionCursor;
  } | null;
  if (!outcome) return { ok: false, status: 409, error: "fullTest.timeUp" };
  const item = flat[input.index];
  const letter = input.answer.trim().toUpperCase();
  if (outcome.accepted && item && letter) {
    const checked = checkQuestion(item.question, letter);
    await storeQuestionAnswer(deps.db, {
      userId: user.id,
      attemptId: attempt.id,
      answer: { taskType: item.audio.kind ?? "listening", questionId: item.question.id, audioId: item.audio.id, answer: letter, isCorrect: checked.isCorrect, score: checked.points },
    });
  }
  let next = outcome.state;
  if (outcome.cursor.index >= flat.length) next = ((await s.advance(input.stage, now)) ?? next) as AttemptState;
  return { ok: true, accepted: outcome.accepted, state: await ensureRoutes(deps, attempt, test, next) };
}

/** Ends a listening module whose questions have all closed (read from the page). */
export async function finishListeningModule(deps: Deps, attempt: AttemptRow, test: FullTestRow, stage: FullTestStage, now: number) {
  const moved = (await stub(deps.env, attempt.id).advance(stage, now)) as AttemptState;
  return ensureRoutes(deps, attempt, test, moved);
}

// ---------------------------------------------------------------------------------------------
// Results

export interface TaskAccuracy {
  type: TaskType;
  /** 0-100 */
  percent: number;
  href: string;
}

export async function currentResults(deps: Deps, user: User, attempt: AttemptRow, test: FullTestRow, state: AttemptState | null, now: number) {
  const data = testData(test);
  const routes = {
    reading: (state?.routes?.reading ?? (attempt.data?.routing as { reading?: Module } | undefined)?.reading ?? "easier") as Module,
    listening: (state?.routes?.listening ?? (attempt.data?.routing as { listening?: Module } | undefined)?.listening ?? "easier") as Module,
  };
  const readingIds = [...data.reading.routing, ...data.reading[routes.reading]];
  const listeningIds = [...data.listening.routing, ...data.listening[routes.listening]];
  const [answers, rItems, lItems, wPrompts, sPrompts] = await Promise.all([
    listAttemptAnswers(deps.db, attempt.id),
    readingItems(deps.db, readingIds),
    listeningItems(deps.db, listeningIds),
    listWritingPromptsWithData(deps.db, data.writing),
    listSpeakingPromptsWithAudio(deps.db, data.speaking),
  ]);

  // per task type: points and maximum (objective), or rubric scores (graded)
  const acc = new Map<TaskType, { points: number; max: number }>();
  const add = (type: string | null, points: number, max: number) => {
    if (!type || !(TASK_TYPES as readonly string[]).includes(type)) return;
    const cur = acc.get(type as TaskType) ?? { points: 0, max: 0 };
    acc.set(type as TaskType, { points: cur.points + points, max: cur.max + max });
  };

  const objective = (section: "reading" | "listening", items: Array<{ id: number; kind: string | null; questions: unknown[] }>) => {
    const column = section === "reading" ? "passageId" : "audioId";
    let points = 0;
    let max = 0;
    for (const item of items) {
      const itemMax = scoredItemsOf(item.kind, item.questions.length);
      const got = Math.min(
        itemMax,
        answers.filter((a) => a.type === section && a[column] === item.id).reduce((n, a) => n + (a.score ?? 0), 0),
      );
      points += got;
      max += itemMax;
      add(item.kind, got, itemMax);
    }
    return { points, max };
  };
  const reading = objective("reading", rItems);
  const listening = objective("listening", lItems);

  const sentences = wPrompts.filter((p) => p.type === "build_sentence");
  const sentenceCorrect = answers.filter((a) => a.type === "writing" && a.taskType === "build_sentence" && a.isCorrect).length;
  add("build_sentence", sentenceCorrect, sentences.length);

  const graded = (section: "writing" | "speaking", prompts: Array<{ id: number; type: string }>) => {
    const column = section === "writing" ? "writingPromptId" : "speakingPromptId";
    let pending = 0;
    let ungraded = 0;
    const scores: number[] = [];
    for (const p of prompts) {
      if (p.type === "build_sentence") continue;
      const sub = answers.find((a) => a.type === section && a[column] === p.id);
      if (sub?.gradingStatus === "pending") pending += 1;
      if (sub?.gradingStatus === "failed" || (sub?.gradingStatus === "graded" && sub.score == null)) ungraded += 1;
      const score = sub?.gradingStatus === "graded" ? Math.min(RUBRIC_MAX, Math.max(0, sub.score ?? 0)) : 0;
      scores.push(score);
      add(p.type, score, RUBRIC_MAX);
    }
    return { pending, ungraded, scores };
  };
  const writing = graded("writing", wPrompts);
  const speaking = graded("speaking", sPrompts);
  const pending = writing.pending + speaking.pending > 0;

  const bands = {
    reading: objectiveBand(reading.points, reading.max, routes.reading),
    listening: objectiveBand(listening.points, listening.max, routes.listening),
    writing: pending ? null : rubricBand(writingRubricMean({ correct: sentenceCorrect, total: sentences.length }, writing.scores, writing.scores.length)),
    speaking: pending ? null : rubricBand(speaking.scores.length ? speaking.scores.reduce((a, b) => a + b, 0) / speaking.scores.length : 0),
  };
  const total = bands.writing !== null && bands.speaking !== null ? totalBand([bands.reading, bands.listening, bands.writing, bands.speaking]) : null;
  const summary = total === null ? null : { band: total, cefr: bandCefr(total), comparable: comparableTotal(total), range: estimateRange(total) };

  const accuracy: TaskAccuracy[] = TASK_TYPES.filter((t) => acc.get(t)?.max)
    .map((type) => ({ type, percent: Math.round((100 * acc.get(type)!.points) / acc.get(type)!.max), href: taskListHref(type) }));
  const weakest = pending ? [] : [...accuracy].filter((a) => a.percent < 100).sort((a, b) => a.percent - b.percent).slice(0, 3);

  let stored = await getResultByAttempt(deps.db, user.id, attempt.id);
  if (summary && !stored) {
    stored = await storeResultOnce(deps.db, {
      userId: user.id,
      fullTestId: test.id,
      attemptId: attempt.id,
      readingScore: null,
      listeningScore: null,
      writingScore: null,
      speakingScore: null,
      // the profile's 0-120 history: the lower end of the band's comparable range
      totalScore: summary.comparable.min,
      feedback: { format: "current", bands: { ...bands, total: summary.band }, cefr: summary.cefr, comparable: summary.comparable, modules: routes },
      completedAt: attempt.completedAt ?? new Date(now),
    });
  }
  return {
    format: "current" as const,
    attemptId: attempt.id,
    testId: test.id,
    title: test.title,
    completedAt: (stored?.completedAt ?? attempt.completedAt ?? new Date(now)).toISOString(),
    pending,
    modules: routes,
    bands,
    summary,
    ungraded: writing.ungraded + speaking.ungraded,
    accuracy,
    weakest,
  };
}
export type CurrentResults = Awaited<ReturnType<typeof currentResults>>;
