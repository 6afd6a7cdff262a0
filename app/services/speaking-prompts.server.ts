/**
 * Speaking prompt administration, shared by the admin pages and /api/admin/speaking-prompts,
 * with the inline passage and audio of the prompt form.
 */
import { parseSetData } from "~/domain/tasks/listen-repeat";
import type { Db } from "~/lib/db.server";
import type { SpeakingPromptInput } from "~/lib/forms/speaking-prompt";
import { createAudio, getAudio } from "~/models/audio.server";
import { fullTestsUsing } from "~/models/full-test.server";
import { createPassage, getPassage } from "~/models/passage.server";
import {
  countSpeakingSubmissions,
  createSpeakingPrompt,
  deleteSpeakingPrompt,
  getSpeakingPrompt,
  updateSpeakingPrompt,
  type SpeakingPromptRow,
  type SpeakingPromptValues,
} from "~/models/speaking-prompt.server";
import type { Failure, Result } from "~/services/accounts.server";

const fail = (status: Failure["status"], error: string, extra: Partial<Failure> = {}): Failure => ({
  ok: false,
  status,
  error,
  ...extra,
});

export function speakingValues(input: SpeakingPromptInput): SpeakingPromptValues {
  return {
    type: input.type,
    integratedType: input.integratedType,
    question: input.question,
    difficulty: input.difficulty,
    preparationTime: input.preparationTime,
    speakingTime: input.speakingTime,
    relatedPassageId: input.relatedPassageId,
    relatedAudioId: input.relatedAudioId,
    ...("data" in input ? { data: input.data } : {}),
  };
}

export function speakingFormValues(row: SpeakingPromptRow) {
  const set = row.type === "listen_repeat" || row.type === "interview" ? parseSetData(row.data) : null;
  return {
    ...(set ? { set: set.set, position: set.position } : {}),
    type: row.type,
    integratedType: row.integratedType,
    question: row.question,
    difficulty: row.difficulty,
    preparationTime: row.preparationTime,
    speakingTime: row.speakingTime,
    relatedPassageId: row.relatedPassageId,
    relatedAudioId: row.relatedAudioId,
  };
}

export function speakingPromptJson(row: SpeakingPromptRow) {
  return { id: row.id, ...speakingFormValues(row), createdAt: row.createdAt.toISOString() };
}

async function checkReferences(db: Db, values: SpeakingPromptValues): Promise<Failure | null> {
  if (values.relatedPassageId && !(await getPassage(db, values.relatedPassageId))) {
    return fail(400, "adminPrompts.passageNotFound", { field: "relatedPassageId" });
  }
  if (values.relatedAudioId && !(await getAudio(db, values.relatedAudioId))) {
    return fail(400, "adminPrompts.audioNotFound", { field: "relatedAudioId" });
  }
  return null;
}

export async function addSpeakingPrompt(db: Db, input: SpeakingPromptInput): Promise<Result<{ id: number }>> {
  const values = speakingValues(input);
  const refused = await checkReferences(db, values);
  if (refused) return refused;
  return { ok: true, id: await createSpeakingPrompt(db, values) };
}

export async function editSpeakingPrompt(db: Db, id: number, input: SpeakingPromptInput): Promise<Result<{ id: number }>> {
  const values = speakingValues(input);
  const refused = await checkReferences(db, values);
  if (refused) return refused;
  if (!(await updateSpeakingPrompt(db, id, values))) return fail(404, "adminPrompts.speaking.notFound");
  return { ok: true, id };
}

export async function speakingPromptUsage(db: Db, id: number) {
  const [submissions, tests] = await Promise.all([countSpeakingSubmissions(db, id), fullTestsUsing(db, "speakingPromptIds", id)]);
  return { submissions, tests };
}

/**
 * Deletes a prompt nobody uses. The old product deleted learners' recordings with the prompt; we
 * refuse instead (their history stays), and a prompt in a full test must leave the test first.
 */
export async function removeSpeakingPrompt(db: Db, id: number): Promise<Result> {
  if (!(await getSpeakingPrompt(db, id))) return fail(404, "adminPrompts.speaking.notFound");
  const usage = await speakingPromptUsage(db, id);
  if (usage.tests.length) {
    return fail(409, "adminPrompts.inUseByTest", { params: { title: usage.tests.map((t) => t.title).join(", ") } });
  }
  if (usage.submissions) return fail(409, "adminPrompts.inUseBySubmissions", { params: { count: usage.submissions } });
  await deleteSpeakingPrompt(db, id);
  return { ok: true };
}

export async function createSpeakingPassage(db: Db, input: { passageTitle: string; passageContent: string; passageDifficulty: number }) {
  return createPassage(db, {
    title: input.passageTitle,
    content: input.passageContent,
    difficultyLevel: input.passageDifficulty,
    isForSpeaking: true,
  });
}

export async function createSpeakingAudio(
  db: Db,
  input: { audioTitle: string; audioUrl: string; audioTranscription: string; audioDifficulty: number; audioDuration: number },
) {
  return createAudio(db, {
    title: input.audioTitle,
    url: input.audioUrl,
    transcription: input.audioTranscription,
    difficultyLevel: input.audioDifficulty,
    duration: input.audioDuration,
    isForSpeaking: true,
  });
}
