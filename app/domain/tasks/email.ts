import { contentStems } from "../grading/text";

/**
 * Write an Email (current format, writing, 7 minutes): a situation, the recipient, the subject and
 * exactly three communicative goals. Stored as a `writing_prompts` row of type "email": `question` is
 * the situation, `data` is `{ to, subject, goals: [a, b, c] }` (ADR 0014). Graded through the queue
 * against the email rubric (app/domain/scoring/rubrics.ts, ADR 0016). Pure TypeScript.
 */

export interface EmailData {
  to: string;
  subject: string;
  goals: [string, string, string];
}

export const EMAIL_GOALS = 3;

export type EmailIssue = { field: "question" | "to" | "subject" | "goals"; message: string };

/** Validates an email item (the situation is the prompt's question); empty means valid. */
export function validateEmail(input: { situation: string; to: string; subject: string; goals: readonly string[] }): EmailIssue[] {
  const issues: EmailIssue[] = [];
  if (!input.situation.trim()) issues.push({ field: "question", message: "tasksWS.email.situationRequired" });
  if (!input.to.trim()) issues.push({ field: "to", message: "tasksWS.email.toRequired" });
  if (!input.subject.trim()) issues.push({ field: "subject", message: "tasksWS.email.subjectRequired" });
  const goals = input.goals.map((g) => g.trim()).filter(Boolean);
  if (goals.length !== EMAIL_GOALS || input.goals.length !== EMAIL_GOALS) {
    issues.push({ field: "goals", message: "tasksWS.email.threeGoals" });
  }
  return issues;
}

/** Reads a stored row's `data` (null when it is not an email item). */
export function parseEmailData(value: unknown): EmailData | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  if (typeof v.to !== "string" || typeof v.subject !== "string" || !Array.isArray(v.goals)) return null;
  const goals = v.goals.filter((g): g is string => typeof g === "string");
  if (goals.length !== EMAIL_GOALS) return null;
  return { to: v.to, subject: v.subject, goals: goals as [string, string, string] };
}

/** The task as a grader reads it: the situation, the recipient, the subject and the goals. */
export function emailTaskText(situation: string, data: EmailData): string {
  return [
    situation.trim(),
    `To: ${data.to}`,
    `Subject: ${data.subject}`,
    "In your email, do the following:",
    ...data.goals.map((g) => `- ${g}`),
  ].join("\n");
}

const GREETING = /^\s*(dear|hi|hello|good (morning|afternoon|evening)|to whom it may concern)\b/i;
const CLOSING = /\b(regards|sincerely|best( wishes)?|thank you|thanks|yours|cheers|all the best)\b[\s\S]{0,60}$/i;

/** Whether an email opens with a greeting and ends with a closing (organisation and register). */
export function emailFrame(essay: string): { greeting: boolean; closing: boolean } {
  const text = essay.trim();
  return { greeting: GREETING.test(text), closing: CLOSING.test(text) };
}

/**
 * Which goals an email addresses, measured as word overlap: a goal counts as met when at least a
 * third of its content words (stems, at least one) appear in the email. A proxy for the rubric's
 * "goals met", used by the built-in grader only.
 */
export function goalsAddressed(essay: string, goals: readonly string[]): boolean[] {
  const text = contentStems(essay);
  return goals.map((goal) => {
    const words = [...contentStems(goal)];
    if (!words.length) return true;
    const hits = words.filter((w) => text.has(w)).length;
    return hits >= Math.max(1, Math.ceil(words.length / 3));
  });
}
