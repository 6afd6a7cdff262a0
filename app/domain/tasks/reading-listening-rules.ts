/**
 * The authoring rules of the current format's reading and listening items (ADR 0014, 0015):
 * word limits, question counts (from the registry), four options per question. Pure; shared by the
 * admin forms (client and server) and the services. Messages are catalog keys (area tasks-reading).
 */
import { checkQuestion } from "../questions";
import { completeWordsProblems, countWords } from "./complete-words";
import { TASK_REGISTRY, type TaskType } from "./registry";

export const READING_TASK_TYPES = ["complete_words", "daily_life", "academic_passage"] as const;
export const LISTENING_TASK_TYPES = ["choose_response", "listen_conversation", "listen_announcement", "academic_talk"] as const;
export type ReadingTaskType = (typeof READING_TASK_TYPES)[number];
export type ListeningTaskType = (typeof LISTENING_TASK_TYPES)[number];
export type RLTaskType = ReadingTaskType | ListeningTaskType;

export const isReadingTaskType = (v: unknown): v is ReadingTaskType => (READING_TASK_TYPES as readonly unknown[]).includes(v);
export const isListeningTaskType = (v: unknown): v is ListeningTaskType => (LISTENING_TASK_TYPES as readonly unknown[]).includes(v);

export const DAILY_LIFE_GENRES = ["notice", "menu", "email", "chat", "schedule", "invoice", "form", "advert", "text_message"] as const;
export type DailyLifeGenre = (typeof DAILY_LIFE_GENRES)[number];

/** Options of every multiple-choice question of the current format. */
export const CURRENT_OPTION_COUNT = 4;

/** Word limits of the text (reading) or transcript (listening), where the type has one. */
export const WORD_LIMITS: Partial<Record<RLTaskType, { min: number; max: number; message: string }>> = {
  complete_words: { min: 70, max: 100, message: "tasksRL.rule.ctwWords" },
  daily_life: { min: 15, max: 150, message: "tasksRL.rule.dailyLifeWords" },
  academic_passage: { min: 150, max: 250, message: "tasksRL.rule.academicPassageWords" },
  academic_talk: { min: 175, max: 250, message: "tasksRL.rule.academicTalkWords" },
};

/** Questions per item: [min, max] from the registry (none for Complete the Words). */
export function questionCount(type: RLTaskType): { min: number; max: number } {
  return type === "complete_words" ? { min: 0, max: 0 } : TASK_REGISTRY[type as TaskType].scoredItems;
}

/** The catalog key saying how many questions a type needs. */
export const QUESTION_COUNT_MESSAGE: Record<Exclude<RLTaskType, "complete_words">, string> = {
  daily_life: "tasksRL.rule.questions2to3",
  academic_passage: "tasksRL.rule.questions5",
  choose_response: "tasksRL.rule.questions1",
  listen_conversation: "tasksRL.rule.questions2",
  listen_announcement: "tasksRL.rule.questions2",
  academic_talk: "tasksRL.rule.questions4",
};

export interface QuestionInput {
  questionText?: string | null;
  options?: Array<string | null | undefined> | null;
  correctAnswer?: string | null;
  explanation?: string | null;
}

export interface CheckedQuestion {
  questionText: string;
  options: string[];
  correctAnswer: string;
  explanation: string | null;
}

export type RuleIssue = { path: string; message: string };

/** A question slot the admin left entirely blank (not counted). */
export function isBlankQuestion(q: QuestionInput): boolean {
  return !(q.questionText ?? "").trim() && !(q.options ?? []).some((o) => (o ?? "").trim()) && !(q.explanation ?? "").trim();
}

/** Checks the questions (blank slots dropped) against the type's count and the 4-option rule. */
export function checkQuestions(
  type: Exclude<RLTaskType, "complete_words">,
  inputs: readonly QuestionInput[],
): { issues: RuleIssue[]; questions: CheckedQuestion[] } {
  const section = isReadingTaskType(type) ? "reading" : "listening";
  const issues: RuleIssue[] = [];
  const questions: CheckedQuestion[] = [];
  inputs.forEach((q, i) => {
    if (isBlankQuestion(q)) return;
    const text = (q.questionText ?? "").trim();
    if (!text) issues.push({ path: `questions[${i}].questionText`, message: "tasksRL.rule.questionText" });
    const filled = (q.options ?? []).filter((o) => (o ?? "").trim()).length;
    if (filled !== CURRENT_OPTION_COUNT) issues.push({ path: `questions[${i}].options`, message: "tasksRL.rule.fourOptions" });
    const checked = checkQuestion(section, { questionType: "single", options: q.options ?? [], correctAnswer: q.correctAnswer });
    if (!checked.ok) {
      if (checked.issues.some((x) => x.path === "correctAnswer")) {
        issues.push({ path: `questions[${i}].correctAnswer`, message: "tasksRL.rule.correctAnswer" });
      }
      return;
    }
    questions.push({
      questionText: text,
      options: checked.value.options,
      correctAnswer: checked.value.correctAnswer,
      explanation: (q.explanation ?? "").trim() || null,
    });
  });
  const count = inputs.filter((q) => !isBlankQuestion(q)).length;
  const { min, max } = questionCount(type);
  if (count < min || count > max) issues.unshift({ path: "questions", message: QUESTION_COUNT_MESSAGE[type] });
  return { issues, questions };
}

function wordIssues(type: RLTaskType, text: string, path: string): RuleIssue[] {
  const limits = WORD_LIMITS[type];
  if (!limits) return [];
  const n = countWords(text);
  return n < limits.min || n > limits.max ? [{ path, message: limits.message }] : [];
}

export interface ReadingItemInput {
  title: string;
  content: string;
  genre?: string | null;
  questions: readonly QuestionInput[];
}

/** Every rule of a current-format reading item; empty when it can be stored. */
export function readingItemIssues(type: ReadingTaskType, input: ReadingItemInput): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (!input.title.trim()) issues.push({ path: "title", message: "tasksRL.rule.title" });
  if (type === "complete_words") {
    for (const message of completeWordsProblems(input.content)) issues.push({ path: "content", message });
    return issues;
  }
  if (!input.content.trim()) issues.push({ path: "content", message: "tasksRL.rule.content" });
  else issues.push(...wordIssues(type, input.content, "content"));
  if (type === "daily_life" && !(DAILY_LIFE_GENRES as readonly string[]).includes(input.genre ?? "")) {
    issues.push({ path: "genre", message: "tasksRL.rule.genre" });
  }
  issues.push(...checkQuestions(type, input.questions).issues);
  return issues;
}

export interface ListeningItemInput {
  title: string;
  transcription: string;
  duration: number;
  questions: readonly QuestionInput[];
}

/** Every rule of a current-format listening item (the audio file itself is checked on upload). */
export function listeningItemIssues(type: ListeningTaskType, input: ListeningItemInput): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (!input.title.trim()) issues.push({ path: "title", message: "tasksRL.rule.title" });
  if (!input.transcription.trim()) issues.push({ path: "transcription", message: "tasksRL.rule.transcript" });
  else issues.push(...wordIssues(type, input.transcription, "transcription"));
  if (!Number.isInteger(input.duration) || input.duration < 1 || input.duration > 600) {
    issues.push({ path: "duration", message: "tasksRL.rule.duration" });
  }
  issues.push(...checkQuestions(type, input.questions).issues);
  return issues;
}

/** Practice clock of a listening item: questions x perQuestionSeconds after the single play. */
export function listeningAllowedSeconds(type: ListeningTaskType, questions: number): number {
  const timing = TASK_REGISTRY[type].timing;
  return timing.kind === "perQuestion" ? timing.perQuestionSeconds * questions : 0;
}

/** Seconds a submit may arrive after the clock reached zero (network, the auto-submit at zero). */
export const LATE_GRACE_SECONDS = 10;

/** Practice clock of a reading item of the current format. */
export function readingItemSeconds(type: ReadingTaskType): number {
  const timing = TASK_REGISTRY[type].timing;
  return timing.kind === "item" ? timing.itemSeconds : 0;
}
