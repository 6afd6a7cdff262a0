/**
 * Reading and listening practice: opening an item (free tier, clock), answering once, next item.
 * Failures are catalog keys with a status; routes and /api calls turn them into responses.
 */
import { hasPremiumAccess } from "~/domain/access";
import { PRACTICE_SECONDS } from "~/domain/fulltest/timing";
import { canOpenItem, isSectionLimitReached } from "~/domain/free-tier";
import {
  checkProseSummary,
  checkSingleAnswer,
  lettersFor,
  prosePicksProblem,
  type AnswerResult,
} from "~/domain/practice/answers";
import { itemsToAppend, pickNext, seedFor } from "~/domain/practice/queue";
import { CTW_GAPS, scoreCompleteWords, type CtwResult } from "~/domain/tasks/complete-words";
import {
  isListeningTaskType,
  isReadingTaskType,
  LATE_GRACE_SECONDS,
  listeningAllowedSeconds,
  readingItemSeconds,
} from "~/domain/tasks/reading-listening-rules";
import { remainingSeconds } from "~/domain/practice/timer";
import type { Db } from "~/lib/db.server";
import {
  appendToQueue,
  getAnswers,
  getCompleteWordsAnswer,
  getListeningItem,
  getPracticeAttempt,
  getQueue,
  getQuestionItem,
  getReadingItem,
  listItemIds,
  markCompleted,
  markListened,
  openedItemIds,
  recordAnswers,
  recordCompleteWords,
  startPracticeAttempt,
  submittedItemIds,
  type PracticeQuestion,
  type PracticeSection,
} from "~/models/practice.server";
import type { User } from "~/models/user.server";

export type PracticeFailure = { ok: false; status: 400 | 403 | 404 | 409; error: string };
const fail = (status: PracticeFailure["status"], error: string): PracticeFailure => ({ ok: false, status, error });

export async function freeTierFor(db: Db, user: User, section: PracticeSection) {
  return { premium: hasPremiumAccess(user), submittedItemIds: await submittedItemIds(db, user.id, section) };
}

/** The learner's next item of a section (their own order; no repeats until all were seen). */
export async function nextItem(db: Db, user: User, section: PracticeSection, excludeId?: number | null) {
  const available = await listItemIds(db, section);
  if (!available.length) return null;
  const queue = await getQueue(db, user.id, section);
  const fresh = itemsToAppend(queue, available, seedFor(user.id, section));
  await appendToQueue(db, user.id, section, section === "reading" ? "passage" : "audio", fresh, queue.length);
  const order = [...queue, ...fresh].filter((id) => available.includes(id));
  const submitted = await submittedItemIds(db, user.id, section);
  // seen = opened or answered: "next" offers what the learner has not looked at yet
  const seen = new Set([...submitted, ...(await openedItemIds(db, user.id, section))]);
  const state = { premium: hasPremiumAccess(user), submittedItemIds: submitted };
  // a free learner at the limit can only be offered what they already did
  const allowed = isSectionLimitReached(state) ? order.filter((id) => submitted.includes(id)) : order;
  return pickNext(allowed, seen, excludeId);
}

export type AnsweredQuestion = { answer: string; isCorrect: boolean; score: number };

function publicResult(question: PracticeQuestion, result: AnswerResult, answer: string) {
  return {
    questionId: question.id,
    verdict: result.verdict,
    isCorrect: result.isCorrect,
    points: result.points,
    answer,
    correctAnswer: question.correctAnswer,
    correctAnswers: question.correctAnswers,
    explanation: question.explanation,
  };
}
export type AnswerOutcome = ReturnType<typeof publicResult>;

function grade(question: PracticeQuestion, raw: string | string[]): { result: AnswerResult; answer: string } | PracticeFailure {
  if (question.questionType === "prose_summary") {
    const picks = (Array.isArray(raw) ? raw : raw.split(",")).map((p) => p.trim().toUpperCase()).filter(Boolean);
    const problem = prosePicksProblem(picks, question.options.length);
    if (problem === "tooMany") return fail(400, "practice.maxSelections");
    if (problem) return fail(400, "practice.proseExactlyThree");
    const sorted = [...new Set(picks)].sort();
    return { result: checkProseSummary(question.correctAnswers ?? [], sorted), answer: sorted.join(",") };
  }
  const answer = (Array.isArray(raw) ? raw[0] ?? "" : raw).trim().toUpperCase();
  if (!lettersFor(question.options.length).includes(answer)) return fail(400, "practice.chooseAnswer");
  return { result: checkSingleAnswer(question.correctAnswer, answer), answer };
}

// ---- reading

/** The current format's task type of a passage or audio kind, or null for the previous format. */
export function readingTaskTypeOf(kind: string | null) {
  return isReadingTaskType(kind) ? kind : null;
}
export function listeningTaskTypeOf(kind: string | null) {
  return isListeningTaskType(kind) ? kind : null;
}

/** A reading item's practice time: the registry's time for a current type, else the previous format's 30 min. */
export function readingSecondsFor(kind: string | null): number {
  const type = readingTaskTypeOf(kind);
  return type ? readingItemSeconds(type) : PRACTICE_SECONDS.reading;
}

/** Whether a current-format answer arrives after the allowed time plus the grace. */
function isLate(startedAt: Date, allowedSeconds: number, now: Date): boolean {
  return now.getTime() - startedAt.getTime() > (allowedSeconds + LATE_GRACE_SECONDS) * 1000;
}

export async function openReading(db: Db, user: User, passageId: number, now = new Date()) {
  const item = await getReadingItem(db, passageId);
  if (!item) return fail(404, "practice.passageNotFound");
  if (!canOpenItem(await freeTierFor(db, user, "reading"), passageId)) return fail(403, "practice.limitReached");
  const attempt = await startPracticeAttempt(db, user.id, "reading", passageId, now);
  const answers = await getAnswers(db, user.id, item.questions.map((q) => q.id));
  const ctw = item.passage.kind === "complete_words" ? await getCompleteWordsAnswer(db, user.id, passageId) : null;
  return {
    ok: true as const,
    ...item,
    taskType: readingTaskTypeOf(item.passage.kind),
    answers: new Map(answers.map((a) => [a.questionId!, a])),
    completeWords: ctw,
    remaining: remainingSeconds(attempt.startedAt, readingSecondsFor(item.passage.kind), now),
  };
}

/** Stored Complete the Words results as the learner sees them. */
export function completeWordsOutcome(row: { feedback: Record<string, unknown> | null; score: number | null }): CtwResult | null {
  const gaps = row.feedback?.gaps;
  if (!Array.isArray(gaps)) return null;
  const correct = row.score ?? 0;
  return { gaps: gaps as CtwResult["gaps"], correct, total: CTW_GAPS, score: correct / CTW_GAPS };
}

/**
 * Submits a Complete the Words paragraph: the 10 typed answers in gap order (missing ones count
 * as wrong), scored at once, stored once. Refused after the item's time plus the grace.
 */
export async function submitCompleteWords(
  db: Db,
  user: User,
  passageId: number,
  answers: readonly string[],
  now = new Date(),
): Promise<({ ok: true } & CtwResult) | PracticeFailure> {
  const item = await getReadingItem(db, passageId);
  if (!item || item.passage.kind !== "complete_words") return fail(404, "practice.passageNotFound");
  if (!canOpenItem(await freeTierFor(db, user, "reading"), passageId)) return fail(403, "practice.limitReached");
  if (answers.length > CTW_GAPS) return fail(400, "tasksRL.ctw.tenAnswers");
  if (await getCompleteWordsAnswer(db, user.id, passageId)) return fail(409, "tasksRL.ctw.alreadySubmitted");
  const attempt = await startPracticeAttempt(db, user.id, "reading", passageId, now);
  if (isLate(attempt.startedAt, readingSecondsFor(item.passage.kind), now)) return fail(409, "tasksRL.late");
  const result = scoreCompleteWords(item.passage.content, answers);
  const stored = await recordCompleteWords(db, {
    userId: user.id,
    passageId,
    answer: JSON.stringify(result.gaps.map((g) => g.answer)),
    correct: result.correct,
    feedback: { gaps: result.gaps },
  });
  if (!stored) return fail(409, "tasksRL.ctw.alreadySubmitted");
  await markCompleted(db, user.id, "reading", passageId, now);
  return { ok: true, ...result };
}

export async function answerReading(
  db: Db,
  user: User,
  passageId: number,
  input: { questionId: number; answer: string | string[] },
  now = new Date(),
): Promise<({ ok: true } & AnswerOutcome) | PracticeFailure> {
  const item = await getReadingItem(db, passageId);
  if (!item) return fail(404, "practice.passageNotFound");
  if (!canOpenItem(await freeTierFor(db, user, "reading"), passageId)) return fail(403, "practice.limitReached");
  const question = item.questions.find((q) => q.id === input.questionId);
  if (!question) return fail(404, "practice.questionNotFound");
  const [existing] = await getAnswers(db, user.id, [question.id]);
  if (existing) return fail(409, "practice.alreadyAnswered");
  const attempt = await getPracticeAttempt(db, user.id, "reading", passageId);
  const taskType = readingTaskTypeOf(item.passage.kind);
  if (attempt && taskType && isLate(attempt.startedAt, readingSecondsFor(taskType), now)) return fail(409, "tasksRL.late");
  if (attempt && !taskType && remainingSeconds(attempt.startedAt, PRACTICE_SECONDS.reading, now) === 0) {
    return fail(409, "practice.timeUp");
  }
  const graded = grade(question, input.answer);
  if ("ok" in graded) return graded;
  const stored = await recordAnswers(db, [
    { userId: user.id, section: "reading", taskType, itemId: passageId, questionId: question.id, answer: graded.answer, isCorrect: graded.result.isCorrect, score: graded.result.points },
  ]);
  if (!stored.length) return fail(409, "practice.alreadyAnswered");
  const answered = await getAnswers(db, user.id, item.questions.map((q) => q.id));
  if (answered.length === item.questions.length) await markCompleted(db, user.id, "reading", passageId, now);
  return { ok: true, ...publicResult(question, graded.result, graded.answer) };
}

// ---- listening

export async function openListening(db: Db, user: User, audioId: number, now = new Date()) {
  const item = await getListeningItem(db, audioId);
  if (!item) return fail(404, "practice.audioNotFound");
  if (!canOpenItem(await freeTierFor(db, user, "listening"), audioId)) return fail(403, "practice.limitReached");
  const attempt = await startPracticeAttempt(db, user.id, "listening", audioId, now);
  const answers = await getAnswers(db, user.id, item.questions.map((q) => q.id));
  const taskType = listeningTaskTypeOf(item.audio.kind);
  // current format: questions x the registry's seconds per question; previous format: 10 minutes
  const allowed = taskType ? listeningAllowedSeconds(taskType, item.questions.length) : PRACTICE_SECONDS.listeningQuestions;
  return {
    ok: true as const,
    ...item,
    taskType,
    allowed,
    listened: Boolean(attempt.listenedAt) || answers.length > 0,
    /** current format: past the allowed time plus the grace, answers are refused */
    late: Boolean(taskType && attempt.listenedAt && isLate(attempt.listenedAt, allowed, now)),
    answers: new Map(answers.map((a) => [a.questionId!, a])),
    remaining: attempt.listenedAt ? remainingSeconds(attempt.listenedAt, allowed, now) : allowed,
  };
}

/** The single play is over: the questions (and their 10-minute clock) start now. */
export async function finishListening(db: Db, user: User, audioId: number, now = new Date()) {
  const opened = await openListening(db, user, audioId, now);
  if (!opened.ok) return opened;
  await markListened(db, user.id, audioId, now);
  return { ok: true as const };
}

/**
 * Submits all answers of a listening item at once. Every question needs a choice, unless the time
 * is up (then what was chosen is scored and the rest counts as wrong). Answers are locked after.
 */
export async function submitListening(
  db: Db,
  user: User,
  audioId: number,
  choices: Record<number, string>,
  now = new Date(),
): Promise<{ ok: true; results: AnswerOutcome[] } | PracticeFailure> {
  const opened = await openListening(db, user, audioId, now);
  if (!opened.ok) return opened;
  if (!opened.listened) return fail(409, "practice.listenFirst");
  if (opened.answers.size > 0) return fail(409, "practice.alreadySubmitted");
  if (opened.late) return fail(409, "tasksRL.late");
  const timeUp = opened.remaining === 0;
  const graded: Array<{ question: PracticeQuestion; result: AnswerResult; answer: string }> = [];
  for (const question of opened.questions) {
    const choice = choices[question.id];
    if (!choice) {
      // current format: a question whose own time ran out unanswered counts as wrong
      if (!timeUp && !opened.taskType) return fail(400, "practice.answerAll");
      graded.push({ question, answer: "", result: { verdict: "incorrect", points: 0, maxPoints: 1, isCorrect: false } });
      continue;
    }
    const g = grade(question, choice);
    if ("ok" in g) return g;
    graded.push({ question, ...g });
  }
  const stored = await recordAnswers(
    db,
    graded.map((g) => ({
      userId: user.id,
      section: "listening" as const,
      taskType: opened.taskType,
      itemId: audioId,
      questionId: g.question.id,
      answer: g.answer,
      isCorrect: g.result.isCorrect,
      score: g.result.points,
    })),
  );
  if (!stored.length) return fail(409, "practice.alreadySubmitted");
  await markCompleted(db, user.id, "listening", audioId, now);
  return { ok: true, results: graded.map((g) => publicResult(g.question, g.result, g.answer)) };
}

/** One answer through POST /api/submit (reading or listening), with the same rules. */
export async function answerQuestion(
  db: Db,
  user: User,
  section: PracticeSection,
  questionId: number,
  answer: string | string[],
  now = new Date(),
  /** a current-format task type the question's item must be of */
  expectedType?: string,
) {
  const itemId = await itemOfQuestion(db, section, questionId);
  if (itemId == null) return fail(404, "practice.questionNotFound");
  if (section === "reading") {
    if (expectedType) {
      const item = await getReadingItem(db, itemId);
      if (item?.passage.kind !== expectedType) return fail(400, "tasksRL.rule.wrongType");
    }
    return answerReading(db, user, itemId, { questionId, answer }, now);
  }
  const opened = await openListening(db, user, itemId, now);
  if (!opened.ok) return opened;
  if (expectedType && opened.taskType !== expectedType) return fail(400, "tasksRL.rule.wrongType");
  const question = opened.questions.find((q) => q.id === questionId)!;
  if (opened.answers.has(questionId)) return fail(409, "practice.alreadyAnswered");
  if (opened.taskType && !opened.listened) return fail(409, "practice.listenFirst");
  if (opened.late) return fail(409, "tasksRL.late");
  if (!opened.taskType && opened.listened && opened.remaining === 0) return fail(409, "practice.timeUp");
  const graded = grade(question, answer);
  if ("ok" in graded) return graded;
  const stored = await recordAnswers(db, [
    { userId: user.id, section, taskType: opened.taskType, itemId, questionId, answer: graded.answer, isCorrect: graded.result.isCorrect, score: graded.result.points },
  ]);
  if (!stored.length) return fail(409, "practice.alreadyAnswered");
  return { ok: true as const, ...publicResult(question, graded.result, graded.answer) };
}

async function itemOfQuestion(db: Db, section: PracticeSection, questionId: number) {
  const row = await getQuestionItem(db, questionId);
  if (!row || row.type !== section) return null;
  return section === "reading" ? row.passageId : row.audioId;
}
