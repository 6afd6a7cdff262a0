/**
 * Scoring one full-test attempt (DECISIONS.md "Scoring"), as pure functions of what was stored:
 * reading and listening from the answers (a question left unanswered, e.g. because the section
 * timed out, is worth 0), writing and speaking from the graded submissions. The tables live in
 * ~/domain/scoring/scales.
 */
import { checkProseSummary, checkSingleAnswer, maxPointsOf, prosePicksProblem, type AnswerVerdict } from "~/domain/practice/answers";
import {
  bandFromTotal,
  cefrFromBand,
  mean,
  objectiveSectionScore,
  performanceLabel,
  speakingSectionScore,
  totalScore,
  TOTAL_MAX,
  writingSectionScore,
  type Band,
  type Cefr,
  type PerformanceLabel,
} from "~/domain/scoring/scales";

export const OBJECTIVE_SECTIONS = ["reading", "listening"] as const;
export const GRADED_SECTIONS = ["writing", "speaking"] as const;
export type ObjectiveSection = (typeof OBJECTIVE_SECTIONS)[number];
export type GradedSection = (typeof GRADED_SECTIONS)[number];
export type SectionName = ObjectiveSection | GradedSection;

export interface ObjectiveQuestion {
  id: number;
  questionText: string;
  options: string[];
  correctAnswer: string;
  correctAnswers: string[] | null;
  questionType: string;
  explanation: string | null;
}

export interface ReviewRow {
  questionId: number;
  number: number;
  questionText: string;
  answer: string;
  correctAnswer: string;
  verdict: AnswerVerdict | "unanswered";
  points: number;
  maxPoints: number;
  explanation: string | null;
}

/** The letters of a stored answer: "B" or, for a prose summary, "A,C,E". */
export function answerLetters(answer: string | null | undefined): string[] {
  return (answer ?? "")
    .split(/[\s,]+/)
    .map((a) => a.trim().toUpperCase())
    .filter(Boolean);
}

/** Points and review of one question for a stored answer (absent when unanswered). */
export function checkQuestion(question: ObjectiveQuestion, answer: string | null | undefined) {
  const maxPoints = maxPointsOf(question.questionType);
  if (!answer || !answer.trim()) return { verdict: "unanswered" as const, points: 0, maxPoints, isCorrect: false };
  if (question.questionType === "prose_summary") {
    // more than 3 picks (or letters that are not options) earn nothing: no credit for picking everything
    const problem = prosePicksProblem(answerLetters(answer), question.options.length);
    if (problem === "tooMany" || problem === "invalid") return { verdict: "incorrect" as const, points: 0, maxPoints, isCorrect: false };
  }
  const result =
    question.questionType === "prose_summary"
      ? checkProseSummary(question.correctAnswers ?? [], answerLetters(answer))
      : checkSingleAnswer(question.correctAnswer, answer);
  return { verdict: result.verdict, points: result.points, maxPoints, isCorrect: result.isCorrect };
}

/** A reading or listening section: 0-30 over points, and the per-question review. */
export function scoreObjectiveSection(questions: readonly ObjectiveQuestion[], answers: ReadonlyMap<number, string>) {
  let points = 0;
  let maxPoints = 0;
  const review: ReviewRow[] = questions.map((q, i) => {
    const answer = answers.get(q.id) ?? "";
    const checked = checkQuestion(q, answer);
    points += checked.points;
    maxPoints += checked.maxPoints;
    return {
      questionId: q.id,
      number: i + 1,
      questionText: q.questionText,
      answer: answerLetters(answer).join(", "),
      correctAnswer: q.questionType === "prose_summary" ? (q.correctAnswers ?? []).join(", ") : q.correctAnswer,
      verdict: checked.verdict,
      points: checked.points,
      maxPoints: checked.maxPoints,
      explanation: q.explanation,
    };
  });
  return { score: objectiveSectionScore(points, maxPoints), points, maxPoints, review };
}

export interface GradedTask {
  /** "pending", "graded" or "failed" (the grader could not score it) */
  status: string;
  score: number | null;
}

export type GradedSectionResult =
  | { status: "pending"; score: null; pendingTasks: number; ungradedTasks: number }
  | { status: "scored"; score: number; pendingTasks: 0; ungradedTasks: number };

/**
 * A writing or speaking section: the mean of the task scores over the test's task count (a task
 * with no answer, or one the grader could not score, counts 0) through ETS's table. Pending while
 * any submitted task awaits its grade.
 */
export function scoreGradedSection(section: GradedSection, tasks: readonly GradedTask[], taskCount: number): GradedSectionResult {
  const pendingTasks = tasks.filter((t) => t.status === "pending").length;
  const ungradedTasks = tasks.filter((t) => t.status === "failed" || (t.status === "graded" && t.score === null)).length;
  if (pendingTasks > 0) return { status: "pending", score: null, pendingTasks, ungradedTasks };
  const scores = tasks.filter((t) => t.status === "graded").map((t) => t.score ?? 0);
  const count = Math.max(taskCount, tasks.length);
  const padded = [...scores, ...Array<number>(Math.max(0, count - scores.length)).fill(0)];
  const m = count > 0 ? mean(padded) : 0;
  const score = section === "writing" ? writingSectionScore(m) : speakingSectionScore(m);
  return { status: "scored", score, pendingTasks: 0, ungradedTasks };
}

export interface Summary {
  total: number;
  percent: number;
  label: PerformanceLabel;
  band: Band;
  cefr: Cefr;
}

/** Total 0-120, the performance label by percent, and the 2026 band with its CEFR level. */
export function summarise(sections: { reading: number; listening: number; writing: number; speaking: number }): Summary {
  const total = totalScore([sections.reading, sections.listening, sections.writing, sections.speaking]);
  const percent = (total / TOTAL_MAX) * 100;
  const band = bandFromTotal(total);
  return { total, percent, label: performanceLabel(percent), band, cefr: cefrFromBand(band) };
}

/** dd/MM/yyyy in UTC (the spec's date format for results). */
export function formatResultDate(date: Date | string | number): string {
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

// ---------------------------------------------------------------------------------------------
// The score chart of the profile (server-rendered SVG)

export interface ChartPoint {
  x: number;
  y: number;
  total: number;
  date: string;
}

export interface ChartGeometry {
  width: number;
  height: number;
  points: ChartPoint[];
  /** the `points` attribute of the SVG polyline */
  polyline: string;
  /** y positions of the 0, 30, 60, 90, 120 grid lines */
  gridLines: Array<{ value: number; y: number }>;
}

/**
 * Places total scores (0-120, oldest first) on a width x height canvas with `padding` on every
 * side: x spread evenly (a single point in the middle), y from 120 at the top to 0 at the bottom.
 */
export function scoreChartGeometry(
  results: ReadonlyArray<{ total: number; date: string }>,
  width = 600,
  height = 240,
  padding = 32,
): ChartGeometry {
  const innerW = width - 2 * padding;
  const innerH = height - 2 * padding;
  const yOf = (value: number) => padding + innerH - (Math.min(TOTAL_MAX, Math.max(0, value)) / TOTAL_MAX) * innerH;
  const round = (n: number) => Math.round(n * 10) / 10;
  const points = results.map((r, i) => ({
    x: round(results.length === 1 ? padding + innerW / 2 : padding + (innerW * i) / (results.length - 1)),
    y: round(yOf(r.total)),
    total: r.total,
    date: r.date,
  }));
  return {
    width,
    height,
    points,
    polyline: points.map((p) => `${p.x},${p.y}`).join(" "),
    gridLines: [0, 30, 60, 90, 120].map((value) => ({ value, y: round(yOf(value)) })),
  };
}
