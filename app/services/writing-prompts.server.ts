/**
 * Writing prompt administration, shared by the admin pages and /api/admin/writing-prompts.
 * The server decides the time limit by type; an academic discussion is packed into the question.
 */
import { packDiscussion, parseDiscussion } from "~/domain/academic-discussion";
import { parseBuildSentenceData } from "~/domain/tasks/build-sentence";
import { parseEmailData } from "~/domain/tasks/email";
import type { Db } from "~/lib/db.server";
import { WRITING_TIME_LIMITS, type WritingPromptInput } from "~/lib/forms/writing-prompt";
import { getAudio } from "~/models/audio.server";
import { fullTestsUsing } from "~/models/full-test.server";
import { createPassage, getPassage } from "~/models/passage.server";
import {
  countWritingSubmissions,
  createWritingPrompt,
  deleteWritingPrompt,
  getWritingPrompt,
  updateWritingPrompt,
  type WritingPromptRow,
  type WritingPromptValues,
} from "~/models/writing-prompt.server";
import type { Failure, Result } from "~/services/accounts.server";

const fail = (status: Failure["status"], error: string, extra: Partial<Failure> = {}): Failure => ({
  ok: false,
  status,
  error,
  ...extra,
});

/** The stored row for a validated input: time limit by type, fields of other types cleared. */
export function writingValues(input: WritingPromptInput): WritingPromptValues {
  const base = { type: input.type, difficulty: input.difficulty, timeLimit: WRITING_TIME_LIMITS[input.type] };
  if (input.type === "academic_discussion") {
    return {
      ...base,
      question: packDiscussion({
        professorPost: input.professorPost,
        firstStudentPost: input.firstStudentPost,
        secondStudentPost: input.secondStudentPost,
        instructions: input.question,
      }),
      relatedPassageId: null,
      relatedAudioId: null,
    };
  }
  if (input.type === "build_sentence") {
    return {
      ...base,
      question: input.question,
      relatedPassageId: null,
      relatedAudioId: null,
      data: { chunks: input.chunks, distractor: input.distractor, before: input.before, after: input.after },
    };
  }
  if (input.type === "email") {
    return {
      ...base,
      question: input.question,
      relatedPassageId: null,
      relatedAudioId: null,
      data: { to: input.to, subject: input.subject, goals: input.goals },
    };
  }
  if (input.type === "integrated") {
    return { ...base, question: input.question, relatedPassageId: input.relatedPassageId, relatedAudioId: input.relatedAudioId };
  }
  return { ...base, question: input.question, relatedPassageId: null, relatedAudioId: null };
}

/** The form fields of a stored prompt (a discussion unpacked), for the edit page and PATCH merges. */
export function writingFormValues(row: WritingPromptRow) {
  const discussion = row.type === "academic_discussion" ? parseDiscussion(row.question) : null;
  return {
    type: row.type,
    question: discussion ? discussion.instructions : row.question,
    difficulty: row.difficulty,
    timeLimit: row.timeLimit,
    relatedPassageId: row.relatedPassageId,
    relatedAudioId: row.relatedAudioId,
    professorPost: discussion?.professorPost ?? "",
    firstStudentPost: discussion?.firstStudentPost ?? "",
    secondStudentPost: discussion?.secondStudentPost ?? "",
    ...currentFields(row),
  };
}

/** The current format's type-specific fields of a stored prompt, as form values. */
function currentFields(row: WritingPromptRow) {
  const bs = row.type === "build_sentence" ? parseBuildSentenceData(row.data) : null;
  const email = row.type === "email" ? parseEmailData(row.data) : null;
  return {
    chunks: bs?.chunks ?? [],
    distractor: bs?.distractor ?? "",
    before: bs?.before ?? "",
    after: bs?.after ?? "",
    to: email?.to ?? "",
    subject: email?.subject ?? "",
    goals: email?.goals ?? [],
  };
}

/** The JSON shape of a prompt. */
export function writingPromptJson(row: WritingPromptRow) {
  const form = writingFormValues(row);
  return {
    id: row.id,
    type: row.type,
    question: row.question,
    difficulty: row.difficulty,
    timeLimit: row.timeLimit,
    relatedPassageId: row.relatedPassageId,
    relatedAudioId: row.relatedAudioId,
    createdAt: row.createdAt.toISOString(),
    ...(row.type === "academic_discussion"
      ? {
          professorPost: form.professorPost,
          firstStudentPost: form.firstStudentPost,
          secondStudentPost: form.secondStudentPost,
          instructions: form.question,
        }
      : {}),
    ...(row.type === "build_sentence"
      ? { chunks: form.chunks, distractor: form.distractor, before: form.before, after: form.after }
      : {}),
    ...(row.type === "email" ? { to: form.to, subject: form.subject, goals: form.goals } : {}),
  };
}

async function checkReferences(db: Db, values: WritingPromptValues): Promise<Failure | null> {
  if (values.relatedPassageId && !(await getPassage(db, values.relatedPassageId))) {
    return fail(400, "adminPrompts.passageNotFound", { field: "relatedPassageId" });
  }
  if (values.relatedAudioId && !(await getAudio(db, values.relatedAudioId))) {
    return fail(400, "adminPrompts.audioNotFound", { field: "relatedAudioId" });
  }
  return null;
}

export async function addWritingPrompt(db: Db, input: WritingPromptInput): Promise<Result<{ id: number }>> {
  const values = writingValues(input);
  const refused = await checkReferences(db, values);
  if (refused) return refused;
  return { ok: true, id: await createWritingPrompt(db, values) };
}

export async function editWritingPrompt(db: Db, id: number, input: WritingPromptInput): Promise<Result<{ id: number }>> {
  const values = writingValues(input);
  const refused = await checkReferences(db, values);
  if (refused) return refused;
  if (!(await updateWritingPrompt(db, id, values))) return fail(404, "adminPrompts.writing.notFound");
  return { ok: true, id };
}

/** What keeps a prompt from being deleted: learner submissions and full tests that use it. */
export async function writingPromptUsage(db: Db, id: number) {
  const [submissions, tests] = await Promise.all([countWritingSubmissions(db, id), fullTestsUsing(db, "writingPromptIds", id)]);
  return { submissions, tests };
}

/**
 * Deletes a prompt nobody uses. A prompt answered by learners or part of a full test is refused
 * (their history and the test would lose it); the admin removes it from the test first.
 */
export async function removeWritingPrompt(db: Db, id: number): Promise<Result> {
  if (!(await getWritingPrompt(db, id))) return fail(404, "adminPrompts.writing.notFound");
  const usage = await writingPromptUsage(db, id);
  if (usage.tests.length) {
    return fail(409, "adminPrompts.inUseByTest", { params: { title: usage.tests.map((t) => t.title).join(", ") } });
  }
  if (usage.submissions) return fail(409, "adminPrompts.inUseBySubmissions", { params: { count: usage.submissions } });
  await deleteWritingPrompt(db, id);
  return { ok: true };
}

/** The inline "Create New" reading passage of the writing form. */
export async function createWritingPassage(db: Db, input: { title: string; content: string }) {
  return createPassage(db, { title: input.title, content: input.content, difficultyLevel: 3, isForWriting: true });
}
