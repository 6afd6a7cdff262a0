/**
 * The admin forms of the current format's reading and listening items (one form per item: the text
 * or transcript and all its questions, stored together). Shared by Conform in the browser and the
 * actions; every rule comes from app/domain/tasks/reading-listening-rules.ts, so the server and the
 * page say the same thing. Messages are catalog keys.
 */
import { z } from "zod";
import {
  LISTENING_TASK_TYPES,
  listeningItemIssues,
  READING_TASK_TYPES,
  readingItemIssues,
  type QuestionInput,
  type RuleIssue,
} from "~/domain/tasks/reading-listening-rules";

const QuestionFieldsSchema = z
  .object({
    questionText: z.string().trim().max(2000).optional(),
    options: z.array(z.string().trim().max(500).optional()).max(4).optional(),
    correctAnswer: z.string().trim().max(1).optional(),
    explanation: z.string().trim().max(2000).optional(),
  })
  .optional();

/** "questions[1].options" -> ["questions", 1, "options"] (Conform's error names). */
function toPath(path: string): Array<string | number> {
  return path.split(/[.[\]]+/).filter(Boolean).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

function addIssues(ctx: z.RefinementCtx, issues: RuleIssue[]) {
  for (const issue of issues) ctx.addIssue({ code: z.ZodIssueCode.custom, path: toPath(issue.path), message: issue.message });
}

const questionsOf = (list: Array<QuestionInput | undefined>) => Array.from(list, (q) => q ?? {});

export const ReadingTaskSchema = z
  .object({
    type: z.enum(READING_TASK_TYPES),
    title: z.string().trim().max(200).default(""),
    content: z.string().max(6000).default(""),
    genre: z.string().max(30).optional(),
    difficultyLevel: z.coerce.number().int().min(1).max(5).default(3),
    questions: z.array(QuestionFieldsSchema).max(5).default([]),
  })
  .superRefine((v, ctx) => {
    addIssues(ctx, readingItemIssues(v.type, { title: v.title, content: v.content, genre: v.genre, questions: questionsOf(v.questions) }));
  });
export type ReadingTaskValues = z.infer<typeof ReadingTaskSchema>;

export const ListeningTaskSchema = z
  .object({
    type: z.enum(LISTENING_TASK_TYPES),
    /** R2 key of the uploaded file (create only) */
    key: z.string().max(200).optional(),
    title: z.string().trim().max(200).default(""),
    transcription: z.string().max(6000).default(""),
    duration: z.coerce.number({ invalid_type_error: "tasksRL.rule.duration" }).int("tasksRL.rule.duration").default(0),
    difficultyLevel: z.coerce.number().int().min(1).max(5).default(3),
    questions: z.array(QuestionFieldsSchema).max(4).default([]),
  })
  .superRefine((v, ctx) => {
    addIssues(
      ctx,
      listeningItemIssues(v.type, { title: v.title, transcription: v.transcription, duration: v.duration, questions: questionsOf(v.questions) }),
    );
  });
export type ListeningTaskValues = z.infer<typeof ListeningTaskSchema>;

/** The section segment of /admin/:section/tasks (only reading and listening have these screens). */
export function taskSectionParam(value: string | undefined): "reading" | "listening" | null {
  return value === "reading" || value === "listening" ? value : null;
}
