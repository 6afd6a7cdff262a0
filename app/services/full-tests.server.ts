/**
 * Full test administration, shared by the admin pages and /api/admin/full-tests: the composition
 * rule (3 reading passages with questions, 3 listening audios with questions, 1 integrated + 1
 * academic discussion writing prompt, 4 speaking prompts), the editor's candidates and their
 * "Used in" notes.
 */
import { FULL_TEST_COUNTS, hasWritingMix } from "~/domain/fulltest/composition";
import { currentTestData, idsOfSection } from "~/domain/fulltest/current";
import { CURRENT_AUDIO_KINDS, CURRENT_ONLY_SPEAKING_TYPES, CURRENT_ONLY_WRITING_TYPES, CURRENT_PASSAGE_KINDS } from "~/domain/tasks/registry";
import type { Db } from "~/lib/db.server";
import type { FullTestInput } from "~/lib/forms/full-test";
import {
  countAttemptsInProgress,
  createFullTest,
  deleteFullTest,
  getFullTest,
  listAudiosWithQuestionCounts,
  listFullTests,
  listPassagesWithQuestionCounts,
  listSpeakingPromptTypes,
  listWritingPromptTypes,
  updateFullTest,
  type FullTestRow,
} from "~/models/full-test.server";
import type { Failure, Result } from "~/services/accounts.server";

const fail = (status: Failure["status"], error: string, extra: Partial<Failure> = {}): Failure => ({
  ok: false,
  status,
  error,
  ...extra,
});

export function fullTestJson(row: Pick<FullTestRow, "id" | "title" | "readingPassageIds" | "listeningAudioIds" | "writingPromptIds" | "speakingPromptIds" | "createdAt">) {
  return {
    id: row.id,
    title: row.title,
    readingPassageIds: row.readingPassageIds ?? [],
    listeningAudioIds: row.listeningAudioIds ?? [],
    writingPromptIds: row.writingPromptIds ?? [],
    speakingPromptIds: row.speakingPromptIds ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

/** Checks what the ids point at: everything exists, reading and listening items have questions, the writing mix. */
async function checkComposition(db: Db, input: FullTestInput): Promise<Failure | null> {
  const [passages, audios, writing, speaking] = await Promise.all([
    listPassagesWithQuestionCounts(db, input.readingPassageIds),
    listAudiosWithQuestionCounts(db, input.listeningAudioIds),
    listWritingPromptTypes(db, input.writingPromptIds, { classic: true }),
    listSpeakingPromptTypes(db, input.speakingPromptIds, { classic: true }),
  ]);
  if (passages.length !== FULL_TEST_COUNTS.reading || passages.some((p) => p.questionCount === 0)) {
    return fail(400, "adminPrompts.fullTest.readingUnavailable", { field: "readingPassageIds" });
  }
  if (audios.length !== FULL_TEST_COUNTS.listening || audios.some((a) => a.questionCount === 0)) {
    return fail(400, "adminPrompts.fullTest.listeningUnavailable", { field: "listeningAudioIds" });
  }
  if (writing.length !== FULL_TEST_COUNTS.writing) {
    return fail(400, "adminPrompts.fullTest.promptUnavailable", { field: "writingPromptIds" });
  }
  if (!hasWritingMix(writing.map((w) => w.type))) {
    return fail(400, "adminPrompts.fullTest.writingMix", { field: "writingPromptIds" });
  }
  if (speaking.length !== FULL_TEST_COUNTS.speaking) {
    return fail(400, "adminPrompts.fullTest.promptUnavailable", { field: "speakingPromptIds" });
  }
  return null;
}

export async function addFullTest(db: Db, input: FullTestInput): Promise<Result<{ id: number }>> {
  const refused = await checkComposition(db, input);
  if (refused) return refused;
  return { ok: true, id: await createFullTest(db, input) };
}

export async function editFullTest(db: Db, id: number, input: FullTestInput): Promise<Result<{ id: number }>> {
  if (!(await getFullTest(db, id))) return fail(404, "adminPrompts.fullTest.notFound");
  const refused = await checkComposition(db, input);
  if (refused) return refused;
  await updateFullTest(db, id, input);
  return { ok: true, id };
}

/**
 * Deletes a test. Learners' results stay (their link to the test is cleared by the schema); a test
 * that someone is taking right now is refused, so no running exam loses its content.
 */
export async function removeFullTest(db: Db, id: number): Promise<Result> {
  if (!(await getFullTest(db, id))) return fail(404, "adminPrompts.fullTest.notFound");
  const running = await countAttemptsInProgress(db, id);
  if (running) return fail(409, "adminPrompts.fullTest.inProgress", { params: { count: running } });
  await deleteFullTest(db, id);
  return { ok: true };
}

type UsedIn = Record<number, string[]>;

const SECTION_OF_KEY = {
  readingPassageIds: "reading",
  listeningAudioIds: "listening",
  writingPromptIds: "writing",
  speakingPromptIds: "speaking",
} as const;

function usage(tests: Awaited<ReturnType<typeof listFullTests>>, key: "readingPassageIds" | "listeningAudioIds" | "writingPromptIds" | "speakingPromptIds", excludeId?: number): UsedIn {
  const out: UsedIn = {};
  for (const test of tests) {
    if (test.id === excludeId) continue;
    // a current-format test keeps its items in `data` (the Academic Discussion prompts serve both formats)
    const ids = test.format === "current" ? idsOfSection(currentTestData(test.data), SECTION_OF_KEY[key]) : (test[key] ?? []);
    for (const id of new Set(ids)) (out[id] ??= []).push(test.title);
  }
  return out;
}

const notIn = (list: readonly string[]) => (kind: string | null) => kind === null || !list.includes(kind);

/**
 * Everything the create/edit page lists: reading passages and listening audios that have questions
 * (an item without questions cannot make a test section), every writing and speaking prompt, and
 * for each item the titles of the other tests that use it.
 */
export async function fullTestEditorData(db: Db, editingId?: number) {
  const [passages, audios, writing, speaking, tests] = await Promise.all([
    listPassagesWithQuestionCounts(db),
    listAudiosWithQuestionCounts(db),
    listWritingPromptTypes(db, undefined, { classic: true }),
    listSpeakingPromptTypes(db, undefined, { classic: true }),
    listFullTests(db),
  ]);
  return {
    // the previous format's assembly lists previous-format items only
    reading: passages.filter((p) => p.questionCount > 0 && notIn(CURRENT_PASSAGE_KINDS)(p.kind)),
    listening: audios.filter((a) => a.questionCount > 0 && notIn(CURRENT_AUDIO_KINDS)(a.kind)),
    writing: writing.filter((w) => notIn(CURRENT_ONLY_WRITING_TYPES)(w.type)),
    speaking: speaking.filter((s) => notIn(CURRENT_ONLY_SPEAKING_TYPES)(s.type)),
    usedIn: {
      reading: usage(tests, "readingPassageIds", editingId),
      listening: usage(tests, "listeningAudioIds", editingId),
      writing: usage(tests, "writingPromptIds", editingId),
      speaking: usage(tests, "speakingPromptIds", editingId),
    },
  };
}
