/**
 * Taking a full test: start or resume the learner's attempt, read its stage and clock from the
 * attempt's Durable Object (which owns them), submit sections, and score the attempt.
 *
 * The Durable Object decides the stage: every read goes through `current(now)`, which first ends a
 * stage whose deadline has passed, and every section submit is checked against that stage, so a
 * late submit is refused whatever the page shows. D1 keeps a mirror of the stage for listings.
 */
import { parseDiscussion } from "~/domain/academic-discussion";
import { hasPremiumAccess } from "~/domain/access";
import { canStartFullTest } from "~/domain/free-tier";
import { checkQuestion, scoreGradedSection, scoreObjectiveSection, summarise, type ObjectiveSection } from "~/domain/fulltest/results";
import {
  defaultSecondsOf,
  parseSecondsOverride,
  previousStage,
  sectionSeconds,
  type FullTestFormat,
  type FullTestStage,
} from "~/domain/fulltest/timing";
import type { Db } from "~/lib/db.server";
import type { SectionSubmit } from "~/lib/forms/full-test-section";
import { getFullTest, listFullTests, type FullTestRow } from "~/models/full-test.server";
import {
  countStartedAttempts,
  createAttemptUnlessInProgress,
  getAttempt,
  getInProgressAttempt,
  getLatestCompletedAttempt,
  getResultByAttempt,
  listAttemptSubmissions,
  listAudios,
  listInProgressAttempts,
  listItemQuestions,
  listPassages,
  listSpeakingPrompts,
  listUserResults,
  listWritingPrompts,
  replaceSectionAnswers,
  storeResultOnce,
  updateAttemptStage,
  type AttemptRow,
} from "~/models/full-test-attempt.server";
import type { User } from "~/models/user.server";
import { getUserStats } from "~/services/activity.server";
import type { Failure, Result } from "~/services/accounts.server";
import { createSpeakingSubmission, createWritingSubmission } from "~/services/grading.server";
import type { AttemptState } from "../../workers/full-test-session";
import {
  answerListening,
  currentResults,
  currentStageView,
  ensureRoutes,
  finishListeningModule,
  submitCurrentStage,
  type Fields,
} from "~/services/current-full-test.server";

export interface FullTestDeps {
  db: Db;
  env: Env;
}

const fail = (status: Failure["status"], error: string): Failure => ({ ok: false, status, error });

function session(env: Env, attemptId: string) {
  return env.FULL_TEST_SESSION.get(env.FULL_TEST_SESSION.idFromName(attemptId));
}

/** Short section times for automated runs: only when APP_ENV is "test" or "local". */
export function secondsOverride(env: Env, format: FullTestFormat = "classic") {
  if (env.APP_ENV !== "test" && env.APP_ENV !== "local") return null;
  return parseSecondsOverride(env.FULL_TEST_SECONDS_OVERRIDE, defaultSecondsOf(format));
}

const formatOf = (test: Pick<FullTestRow, "format"> | null | undefined): FullTestFormat => (test?.format === "current" ? "current" : "classic");

/**
 * The attempt's state from its Durable Object (deadlines applied), mirrored into D1. For the
 * current format, a routing module that has ended (even by the alarm, with nobody watching) gets
 * its routing decision here, once.
 */
export async function readAttemptState(deps: FullTestDeps, attempt: AttemptRow, now = Date.now(), known?: FullTestRow | null): Promise<AttemptState> {
  const stub = session(deps.env, attempt.id);
  let state = (await stub.current(now)) as AttemptState | null;
  const test = known === undefined ? await getFullTest(deps.db, attempt.fullTestId) : known;
  const format = formatOf(test);
  if (!state) state = (await stub.init(attempt.id, attempt.timeMultiplier, secondsOverride(deps.env, format), format)) as AttemptState;
  if (state.format === "current" && test) state = await ensureRoutes(deps, attempt, test, state);
  if (state.stage !== attempt.stage) await updateAttemptStage(deps.db, attempt.id, state.stage, new Date(now));
  return state;
}

export function remainingSeconds(state: AttemptState, now = Date.now()) {
  return state.deadline === null ? null : Math.max(0, Math.ceil((state.deadline - now) / 1000));
}

// ---------------------------------------------------------------------------------------------
// Listing and starting

/** The tests, each with the learner's attempt in progress (if any) and past results. */
export async function listFullTestsForLearner(deps: FullTestDeps, user: User, now = Date.now()) {
  const [tests, inProgress, results] = await Promise.all([
    listFullTests(deps.db),
    listInProgressAttempts(deps.db, user.id),
    listUserResults(deps.db, user.id),
  ]);
  const open = new Map<number, { id: string; stage: FullTestStage }>();
  for (const attempt of inProgress) {
    const state = await readAttemptState(deps, attempt, now);
    if (state.stage !== "results") open.set(attempt.fullTestId, { id: attempt.id, stage: state.stage });
  }
  return tests
    .slice()
    .sort((a, b) => a.id - b.id)
    .map((test) => ({
      id: test.id,
      title: test.title,
      format: formatOf(test),
      inProgress: open.get(test.id) ?? null,
      results: results
        .filter((r) => r.fullTestId === test.id)
        .map((r) => ({ attemptId: r.attemptId, totalScore: r.totalScore ?? 0, completedAt: r.completedAt.toISOString() })),
    }));
}

/**
 * Starts the learner's attempt of a test, or resumes the one in progress. Free learners may take
 * one full test (DECISIONS.md "Access and the free tier"); resuming is always allowed.
 */
export async function startFullTest(
  deps: FullTestDeps,
  user: User,
  testId: number,
  now = Date.now(),
): Promise<Result<{ attempt: AttemptRow; state: AttemptState }>> {
  const test = await getFullTest(deps.db, testId);
  if (!test) return fail(404, "fullTest.notFound");
  const existing = await getInProgressAttempt(deps.db, user.id, testId);
  if (existing) {
    const state = await readAttemptState(deps, existing, now, test);
    if (state.stage !== "intro") return { ok: true, attempt: existing, state };
    const moved = ((await session(deps.env, existing.id).advance("intro", now)) ?? state) as AttemptState;
    await updateAttemptStage(deps.db, existing.id, moved.stage, new Date(now));
    return { ok: true, attempt: existing, state: moved };
  }
  if (!canStartFullTest(hasPremiumAccess(user), await countStartedAttempts(deps.db, user.id))) {
    return fail(403, "fullTest.freeTierLimit");
  }
  const attempt = await createAttemptUnlessInProgress(deps.db, {
    id: crypto.randomUUID(),
    userId: user.id,
    fullTestId: testId,
    timeMultiplier: user.timeMultiplier ?? 1,
  });
  const stub = session(deps.env, attempt.id);
  await stub.init(attempt.id, attempt.timeMultiplier, secondsOverride(deps.env, formatOf(test)), formatOf(test));
  // a concurrent start may have moved it already: advance("intro") is a no-op then
  const state = ((await stub.advance("intro", now)) ?? (await stub.current(now))) as AttemptState;
  await updateAttemptStage(deps.db, attempt.id, state.stage, new Date(now));
  return { ok: true, attempt, state };
}

// ---------------------------------------------------------------------------------------------
// Section content (never the answers)

function paragraphs(text: string) {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function byIds<T extends { id: number }>(rows: T[], ids: readonly number[]): T[] {
  const map = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => map.get(id)).filter((r): r is T => Boolean(r));
}

async function objectiveContent(db: Db, test: FullTestRow, section: ObjectiveSection) {
  const ids = section === "reading" ? test.readingPassageIds : test.listeningAudioIds;
  const questions = await listItemQuestions(db, section, ids);
  const itemQuestions = (itemId: number) =>
    questions
      .filter((q) => q.itemId === itemId)
      .map((q) => ({ id: q.id, questionText: q.questionText, options: q.options, questionType: q.questionType }));
  if (section === "reading") {
    const passages = byIds(await listPassages(db, ids), ids);
    return passages.map((p) => ({ id: p.id, title: p.title, paragraphs: paragraphs(p.content), questions: itemQuestions(p.id) }));
  }
  const audios = byIds(await listAudios(db, ids), ids);
  return audios.map((a) => ({ id: a.id, title: a.title, url: a.url, duration: a.duration, questions: itemQuestions(a.id) }));
}

export async function readingContent(db: Db, test: FullTestRow) {
  return (await objectiveContent(db, test, "reading")) as Array<{
    id: number;
    title: string;
    paragraphs: string[];
    questions: Array<{ id: number; questionText: string; options: string[]; questionType: string }>;
  }>;
}

export async function listeningContent(db: Db, test: FullTestRow) {
  return (await objectiveContent(db, test, "listening")) as Array<{
    id: number;
    title: string;
    url: string;
    duration: number;
    questions: Array<{ id: number; questionText: string; options: string[]; questionType: string }>;
  }>;
}

async function sources(db: Db, passageIds: Array<number | null>, audioIds: Array<number | null>) {
  const pIds = passageIds.filter((id): id is number => id != null);
  const aIds = audioIds.filter((id): id is number => id != null);
  const [passages, audios] = await Promise.all([listPassages(db, pIds), listAudios(db, aIds)]);
  return { passages: new Map(passages.map((p) => [p.id, p])), audios: new Map(audios.map((a) => [a.id, a])) };
}

export async function writingContent(db: Db, test: FullTestRow) {
  const prompts = byIds(await listWritingPrompts(db, test.writingPromptIds), test.writingPromptIds);
  const src = await sources(db, prompts.map((p) => p.relatedPassageId), prompts.map((p) => p.relatedAudioId));
  return prompts.map((p) => {
    const passage = p.relatedPassageId ? src.passages.get(p.relatedPassageId) : undefined;
    const audio = p.relatedAudioId ? src.audios.get(p.relatedAudioId) : undefined;
    const discussion = p.type === "academic_discussion" ? parseDiscussion(p.question) : null;
    return {
      id: p.id,
      type: p.type,
      question: discussion ? null : p.question,
      discussion,
      passage: passage ? { title: passage.title, paragraphs: paragraphs(passage.content) } : null,
      audio: audio ? { title: audio.title, url: audio.url, transcription: audio.transcription } : null,
    };
  });
}

export async function speakingContent(db: Db, test: FullTestRow) {
  const prompts = byIds(await listSpeakingPrompts(db, test.speakingPromptIds), test.speakingPromptIds);
  const src = await sources(db, prompts.map((p) => p.relatedPassageId), prompts.map((p) => p.relatedAudioId));
  return prompts.map((p) => {
    const passage = p.relatedPassageId ? src.passages.get(p.relatedPassageId) : undefined;
    const audio = p.relatedAudioId ? src.audios.get(p.relatedAudioId) : undefined;
    return {
      id: p.id,
      type: p.type,
      question: p.question,
      preparationTime: p.preparationTime,
      speakingTime: p.speakingTime,
      passage: passage ? { title: passage.title, paragraphs: paragraphs(passage.content) } : null,
      audio: audio ? { title: audio.title, url: audio.url } : null,
    };
  });
}

export async function sectionContent(db: Db, test: FullTestRow, section: "reading" | "listening" | "writing" | "speaking") {
  if (section === "reading") return readingContent(db, test);
  if (section === "listening") return listeningContent(db, test);
  if (section === "writing") return writingContent(db, test);
  return speakingContent(db, test);
}

// ---------------------------------------------------------------------------------------------
// Submitting a section

export interface Recording {
  audio: ArrayBuffer;
  mimeType: string;
}

/**
 * Stores a section's answers and moves the attempt on. Refused (409 "fullTest.timeUp") when the
 * section's time has run out, and (409 "fullTest.sectionClosed") when it is not the current stage.
 */
export async function submitSection(
  deps: FullTestDeps,
  user: User,
  testId: number,
  input: Pick<SectionSubmit, "section" | "answers" | "responses"> & { recordings?: Record<string, Recording> },
  now = Date.now(),
): Promise<Result<{ attempt: AttemptRow; state: AttemptState }>> {
  const test = await getFullTest(deps.db, testId);
  if (!test) return fail(404, "fullTest.notFound");
  if (formatOf(test) === "current") return fail(409, "fullTest.sectionClosed");
  const attempt = await getInProgressAttempt(deps.db, user.id, testId);
  if (!attempt) return fail(404, "fullTest.noAttempt");
  const state = await readAttemptState(deps, attempt, now, test);
  const section = input.section;
  if (state.stage !== section) {
    return fail(409, state.timedOut.includes(section) ? "fullTest.timeUp" : "fullTest.sectionClosed");
  }

  if (section === "reading" || section === "listening") {
    await storeObjectiveAnswers(deps.db, user, attempt, test, section, input.answers ?? {});
  } else if (section === "writing") {
    const stored = new Set((await listAttemptSubmissions(deps.db, attempt.id)).map((s) => s.writingPromptId));
    for (const promptId of test.writingPromptIds) {
      const essay = input.responses?.[String(promptId)]?.trim();
      if (!essay || stored.has(promptId)) continue;
      await createWritingSubmission({ db: deps.db, queue: deps.env.GRADING_QUEUE }, user, {
        writingPromptId: promptId,
        essay,
        fullTestAttemptId: attempt.id,
      });
    }
  } else if (section === "speaking") {
    const stored = new Set((await listAttemptSubmissions(deps.db, attempt.id)).map((s) => s.speakingPromptId));
    for (const promptId of test.speakingPromptIds) {
      const recording = input.recordings?.[String(promptId)];
      if (!recording || recording.audio.byteLength === 0 || stored.has(promptId)) continue;
      const outcome = await createSpeakingSubmission({ db: deps.db, queue: deps.env.GRADING_QUEUE, media: deps.env.MEDIA }, user, {
        speakingPromptId: promptId,
        audio: recording.audio,
        mimeType: recording.mimeType,
        fullTestAttemptId: attempt.id,
      });
      if (!outcome.ok && outcome.error !== "emptyAnswer") return fail(400, `fullTest.recording.${outcome.error}`);
    }
  }

  const next = ((await session(deps.env, attempt.id).advance(section, now)) ?? state) as AttemptState;
  await updateAttemptStage(deps.db, attempt.id, next.stage, new Date(now));
  return { ok: true, attempt, state: next };
}

/**
 * A current-format stage submit (a reading module, writing, speaking; a listening module ends
 * with its last question). Refused like the previous format's when late or not the current stage.
 */
export async function submitCurrentFormStage(
  deps: FullTestDeps,
  user: User,
  testId: number,
  input: { stage: FullTestStage; fields: Fields; recordings?: Record<string, Recording> },
  now = Date.now(),
): Promise<Result<{ attempt: AttemptRow; state: AttemptState }>> {
  const test = await getFullTest(deps.db, testId);
  if (!test) return fail(404, "fullTest.notFound");
  if (formatOf(test) !== "current") return fail(409, "fullTest.sectionClosed");
  const attempt = await getInProgressAttempt(deps.db, user.id, testId);
  if (!attempt) return fail(404, "fullTest.noAttempt");
  const state = await readAttemptState(deps, attempt, now, test);
  const outcome = await submitCurrentStage(deps, user, attempt, test, state, input.stage, input.fields, input.recordings ?? {}, now);
  if (!outcome.ok) return fail(outcome.status, outcome.error);
  await updateAttemptStage(deps.db, attempt.id, outcome.state.stage, new Date(now));
  return { ok: true, attempt, state: outcome.state };
}

/** One listening answer of a current-format test (accepted only inside the question's window). */
export async function answerCurrentQuestion(
  deps: FullTestDeps,
  user: User,
  testId: number,
  input: { stage: FullTestStage; index: number; answer: string },
  now = Date.now(),
): Promise<Result<{ attempt: AttemptRow; state: AttemptState; accepted: boolean }>> {
  const test = await getFullTest(deps.db, testId);
  if (!test) return fail(404, "fullTest.notFound");
  if (formatOf(test) !== "current") return fail(409, "fullTest.sectionClosed");
  const attempt = await getInProgressAttempt(deps.db, user.id, testId);
  if (!attempt) return fail(404, "fullTest.noAttempt");
  const state = await readAttemptState(deps, attempt, now, test);
  const outcome = await answerListening(deps, user, attempt, test, state, input, now);
  if (!outcome.ok) return fail(outcome.status, outcome.error);
  await updateAttemptStage(deps.db, attempt.id, outcome.state.stage, new Date(now));
  return { ok: true, attempt, state: outcome.state, accepted: outcome.accepted };
}

async function storeObjectiveAnswers(
  db: Db,
  user: User,
  attempt: AttemptRow,
  test: FullTestRow,
  section: ObjectiveSection,
  answers: Record<string, string>,
) {
  const ids = section === "reading" ? test.readingPassageIds : test.listeningAudioIds;
  const questions = await listItemQuestions(db, section, ids);
  const rows = questions
    .filter((q) => answers[String(q.id)]?.trim())
    .map((q) => {
      const answer = answers[String(q.id)].trim().toUpperCase();
      const checked = checkQuestion(q, answer);
      return { questionId: q.id, itemId: q.itemId!, answer, isCorrect: checked.isCorrect, score: checked.points };
    });
  await replaceSectionAnswers(db, { userId: user.id, attemptId: attempt.id, section, answers: rows });
}

// ---------------------------------------------------------------------------------------------
// Results

/**
 * Scores an attempt from what was stored. Writing and speaking stay pending while a grade is on
 * its way; once every section is scored the result is stored (once per attempt).
 */
export async function attemptResults(deps: FullTestDeps, user: User, attempt: AttemptRow, test: FullTestRow, now = Date.now()) {
  const [submissions, readingQs, listeningQs] = await Promise.all([
    listAttemptSubmissions(deps.db, attempt.id),
    listItemQuestions(deps.db, "reading", test.readingPassageIds),
    listItemQuestions(deps.db, "listening", test.listeningAudioIds),
  ]);
  const ordered = <T extends { itemId: number | null }>(qs: T[], ids: number[]) => ids.flatMap((id) => qs.filter((q) => q.itemId === id));
  const answersOf = (type: string) =>
    new Map(submissions.filter((s) => s.type === type && s.questionId != null).map((s) => [s.questionId!, s.answer ?? ""]));
  const reading = scoreObjectiveSection(ordered(readingQs, test.readingPassageIds), answersOf("reading"));
  const listening = scoreObjectiveSection(ordered(listeningQs, test.listeningAudioIds), answersOf("listening"));
  const tasksOf = (type: string) => submissions.filter((s) => s.type === type).map((s) => ({ status: s.gradingStatus, score: s.score }));
  const writing = scoreGradedSection("writing", tasksOf("writing"), test.writingPromptIds.length);
  const speaking = scoreGradedSection("speaking", tasksOf("speaking"), test.speakingPromptIds.length);
  const pending = writing.status === "pending" || speaking.status === "pending";
  const summary =
    writing.status === "scored" && speaking.status === "scored"
      ? summarise({ reading: reading.score, listening: listening.score, writing: writing.score, speaking: speaking.score })
      : null;
  let stored = await getResultByAttempt(deps.db, user.id, attempt.id);
  if (summary && !stored) {
    stored = await storeResultOnce(deps.db, {
      userId: user.id,
      fullTestId: test.id,
      attemptId: attempt.id,
      readingScore: reading.score,
      listeningScore: listening.score,
      writingScore: writing.score!,
      speakingScore: speaking.score!,
      totalScore: summary.total,
      feedback: { label: summary.label, band: summary.band, cefr: summary.cefr },
      completedAt: attempt.completedAt ?? new Date(now),
    });
  }
  return {
    attemptId: attempt.id,
    testId: test.id,
    title: test.title,
    completedAt: (stored?.completedAt ?? attempt.completedAt ?? new Date(now)).toISOString(),
    pending,
    sections: {
      reading: { status: "scored" as const, score: reading.score, points: reading.points, maxPoints: reading.maxPoints },
      listening: { status: "scored" as const, score: listening.score, points: listening.points, maxPoints: listening.maxPoints },
      writing,
      speaking,
    },
    summary,
    review: { reading: reading.review, listening: listening.review },
  };
}
export type AttemptResults = Awaited<ReturnType<typeof attemptResults>>;

/** The results of one of the learner's attempts, or null (not theirs, not finished, unknown test). */
export async function resultsOfAttempt(deps: FullTestDeps, user: User, attemptId: string, now = Date.now()) {
  const attempt = await getAttempt(deps.db, user.id, attemptId);
  if (!attempt) return null;
  if (attempt.status === "in_progress") {
    const state = await readAttemptState(deps, attempt, now);
    if (state.stage !== "results") return null;
    attempt.status = "completed";
    attempt.completedAt = attempt.completedAt ?? new Date(now);
  }
  const test = await getFullTest(deps.db, attempt.fullTestId);
  if (!test) return null;
  if (formatOf(test) === "current") {
    const state = (await session(deps.env, attempt.id).getState()) as AttemptState | null;
    return currentResults(deps, user, attempt, test, state, now);
  }
  return attemptResults(deps, user, attempt, test, now);
}

/**
 * "Record completion" (POST /api/full-test-results): scores the learner's newest finished attempt
 * of the test and stores its result once.
 */
export async function recordCompletion(deps: FullTestDeps, user: User, testId: number, now = Date.now()) {
  const inProgress = await getInProgressAttempt(deps.db, user.id, testId);
  if (inProgress) await readAttemptState(deps, inProgress, now);
  const attempt = await getLatestCompletedAttempt(deps.db, user.id, testId);
  if (!attempt) return null;
  return resultsOfAttempt(deps, user, attempt.id, now);
}

/** The learner's stored results, oldest first, as JSON. */
export async function resultsJson(db: Db, user: User) {
  return (await listUserResults(db, user.id)).map((r) => ({
    id: r.id,
    fullTestId: r.fullTestId,
    attemptId: r.attemptId,
    title: r.title,
    readingScore: r.readingScore,
    listeningScore: r.listeningScore,
    writingScore: r.writingScore,
    speakingScore: r.speakingScore,
    totalScore: r.totalScore,
    feedback: r.feedback,
    completedAt: r.completedAt.toISOString(),
  }));
}


// ---------------------------------------------------------------------------------------------
// The page /full-test/:testId

/** Minutes of each current-format section for this learner (intro screen): the modules' shares added up. */
function currentSectionMinutes(multiplier: number, env: Env) {
  const table = secondsOverride(env, "current") ?? defaultSecondsOf("current");
  const sum = (...stages: FullTestStage[]) =>
    Math.round((stages.reduce((n, stage) => n + (sectionSeconds(stage, multiplier, table) ?? 0), 0) / 60) * 10) / 10;
  return {
    reading: sum("reading_routing", "reading_second"),
    listening: sum("listening_routing", "listening_second"),
    writing: sum("writing"),
    speaking: sum("speaking"),
  };
}

/** Seconds of each section for this learner (intro screen). */
function sectionMinutes(multiplier: number, env: Env) {
  const table = secondsOverride(env) ?? undefined;
  const minutes = (stage: FullTestStage) => Math.round(((sectionSeconds(stage, multiplier, table) ?? 0) / 60) * 10) / 10;
  return {
    reading: minutes("reading"),
    listening: minutes("listening"),
    break: minutes("break"),
    writing: minutes("writing"),
    speaking: minutes("speaking"),
  };
}

/** A timed-out stage is announced on the next stage during its first minute. */
const TIME_UP_NOTICE_SECONDS = 60;

/**
 * What /full-test/:testId shows: not found, the intro (no attempt in progress), the current stage
 * of the attempt in progress with its content and remaining time, or an attempt's results.
 */
export async function fullTestPage(deps: FullTestDeps, user: User, testId: number | null, attemptId: string | null, now = Date.now()) {
  const test = testId ? await getFullTest(deps.db, testId) : null;
  if (!test) return { view: "notFound" as const };
  if (attemptId) {
    const results = await resultsOfAttempt(deps, user, attemptId, now);
    if (!results || results.testId !== test.id) return { view: "notFound" as const };
    return { view: "results" as const, results };
  }
  const attempt = await getInProgressAttempt(deps.db, user.id, test.id);
  const format = formatOf(test);
  if (!attempt) {
    if (format === "current") {
      return {
        view: "currentIntro" as const,
        test: { id: test.id, title: test.title },
        multiplier: user.timeMultiplier ?? 1,
        minutes: currentSectionMinutes(user.timeMultiplier ?? 1, deps.env),
      };
    }
    return {
      view: "intro" as const,
      test: { id: test.id, title: test.title },
      multiplier: user.timeMultiplier ?? 1,
      minutes: sectionMinutes(user.timeMultiplier ?? 1, deps.env),
    };
  }
  let state = await readAttemptState(deps, attempt, now, test);
  if (state.stage === "results" || state.stage === "intro") return { view: "finished" as const, attemptId: attempt.id, stage: state.stage };
  const timing = () => {
    const remaining = remainingSeconds(state, now) ?? 0;
    const length = sectionSeconds(state.stage, state.multiplier, state.seconds ?? defaultSecondsOf(state.format)) ?? 0;
    const previous = previousStage(state.stage, state.format);
    return { remaining, timeUpNotice: Boolean(previous && state.timedOut.includes(previous)) && length - remaining < TIME_UP_NOTICE_SECONDS };
  };
  if (format === "current") {
    let view = await currentStageView(deps, attempt, test, state, now);
    if (view.kind === "moduleDone") {
      // every question's window has closed: the module ends now
      state = await finishListeningModule(deps, attempt, test, view.stage, now);
      await updateAttemptStage(deps.db, attempt.id, state.stage, new Date(now));
      if (state.stage === "results") return { view: "finished" as const, attemptId: attempt.id, stage: state.stage };
      view = await currentStageView(deps, attempt, test, state, now);
    }
    return { view: "current" as const, test: { id: test.id, title: test.title }, stage: state.stage, ...timing(), content: view };
  }
  const { remaining, timeUpNotice } = timing();
  const base = { view: "stage" as const, test: { id: test.id, title: test.title }, remaining, timeUpNotice };
  switch (state.stage) {
    case "reading":
      return { ...base, stage: "reading" as const, reading: await readingContent(deps.db, test) };
    case "listening":
      return { ...base, stage: "listening" as const, listening: await listeningContent(deps.db, test) };
    case "break":
      return { ...base, stage: "break" as const };
    case "writing":
      return { ...base, stage: "writing" as const, writing: await writingContent(deps.db, test) };
    case "speaking":
      return { ...base, stage: "speaking" as const, speaking: await speakingContent(deps.db, test) };
    default:
      return { view: "notFound" as const };
  }
}

// ---------------------------------------------------------------------------------------------
// JSON calls

export async function fullTestSummaryJson(db: Db, testId: number | null) {
  const test = testId ? await getFullTest(db, testId) : null;
  if (!test) return null;
  return {
    id: test.id,
    title: test.title,
    readingPassageIds: test.readingPassageIds,
    listeningAudioIds: test.listeningAudioIds,
    writingPromptIds: test.writingPromptIds,
    speakingPromptIds: test.speakingPromptIds,
    createdAt: test.createdAt.toISOString(),
  };
}

const CONTENT_SECTIONS = ["reading", "listening", "writing", "speaking"] as const;

export async function sectionContentJson(db: Db, testId: number | null, section: string) {
  if (!(CONTENT_SECTIONS as readonly string[]).includes(section)) return null;
  const test = testId ? await getFullTest(db, testId) : null;
  if (!test) return null;
  return { testId: test.id, section, items: await sectionContent(db, test, section as (typeof CONTENT_SECTIONS)[number]) };
}

/** Speaking recordings of the JSON call: base64 data URLs ("data:audio/webm;base64,..."). Null when one is not. */
export function decodeRecordings(recordings: Record<string, string> | undefined): Record<string, Recording> | null {
  const out: Record<string, Recording> = {};
  for (const [promptId, value] of Object.entries(recordings ?? {})) {
    const match = /^data:([\w/+.-]+)(?:;[\w=.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/.exec(value);
    if (!match) return null;
    const binary = atob(match[2].replace(/\s/g, ""));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    out[promptId] = { audio: bytes.buffer, mimeType: match[1] };
  }
  return out;
}

/** The profile's Performance tab: statistics and the full-test history (oldest first). */
export async function performanceData(db: Db, user: User) {
  const [stats, history] = await Promise.all([getUserStats(db, user), resultsJson(db, user)]);
  return { stats, history: history.map((r) => ({ ...r, totalScore: r.totalScore ?? 0 })) };
}
