/**
 * Content administration use cases shared by the admin pages and the /api/admin JSON calls:
 * the same rules, the same messages (catalog keys), whichever door the request came through.
 */
import {
  AUDIO_SNIFF_BYTES,
  detectAudioFormat,
  MAX_AUDIO_BYTES,
  MAX_AUDIO_MEGABYTES,
  titleFromFileName,
  wavDurationSeconds,
} from "~/domain/audio-file";
import { isContentAudioKey, keyFromMediaUrl, mediaUrl } from "~/domain/media";
import { MAX_QUESTIONS_PER_PASSAGE, type QuestionKind } from "~/domain/questions";
import { eq } from "drizzle-orm";
import { schema, type Db } from "~/lib/db.server";
import type { Params } from "~/lib/i18n";
import type { AudioValues, PassageValues, QuestionValues } from "~/lib/admin-validation";
import { newAudioKey } from "~/lib/media.server";
import {
  countAudiosWithKey,
  createAudio,
  deleteAudioWithQuestions,
  getAudio,
  updateAudio,
  type AudioInput,
} from "~/models/audio.server";
import { audioUsage, passageUsage, type ContentUsage } from "~/models/content-usage.server";
import { createPassage, deletePassageWithQuestions, getPassage, updatePassage } from "~/models/passage.server";
import {
  checkQuestions,
  isListeningTaskType,
  isReadingTaskType,
  LISTENING_TASK_TYPES,
  READING_TASK_TYPES,
  type ListeningTaskType,
  type ReadingTaskType,
} from "~/domain/tasks/reading-listening-rules";
import { listCurrentAudios } from "~/models/audio.server";
import { listCurrentPassages } from "~/models/passage.server";
import { listQuestions } from "~/models/question.server";
import type { ListeningTaskValues, ReadingTaskValues } from "~/lib/current-task-schemas";
import {
  countQuestions,
  createQuestion,
  deleteQuestion,
  getQuestion,
  replaceQuestionsStatements,
  updateQuestion,
} from "~/models/question.server";
import type { Failure } from "~/services/accounts.server";

export type Result<T = object> = ({ ok: true } & T) | Failure;

const fail = (status: Failure["status"], error: string, extra: { params?: Params; field?: string } = {}): Failure => ({
  ok: false,
  status,
  error,
  ...extra,
});

/** The refusal message naming the first thing that uses a passage or audio. */
function inUse(what: "passage" | "audio", usage: ContentUsage): Failure {
  if (usage.kind === "fullTest") {
    return fail(409, `admin.${what}.inUseFullTest`, { params: { title: usage.title } });
  }
  const key = usage.kind === "writingPrompt" ? "inUseWritingPrompt" : "inUseSpeakingPrompt";
  return fail(409, `admin.${what}.${key}`, { params: { id: usage.id } });
}

// ---------------------------------------------------------------------------------------------
// Passages

export async function addPassage(db: Db, values: PassageValues): Promise<Result<{ id: number }>> {
  return { ok: true, id: await createPassage(db, values) };
}

/**
 * A current-format item is authored as a whole on its own screens (ADR 0015): the previous format's
 * passage, audio and question calls refuse to change it, so its rules cannot be bypassed.
 */
async function currentItemRefusal(db: Db, parent: { passageId?: number | null; audioId?: number | null }): Promise<Failure | null> {
  const kind = parent.passageId
    ? (await getPassage(db, parent.passageId))?.kind
    : parent.audioId
      ? (await getAudio(db, parent.audioId))?.kind
      : null;
  return isReadingTaskType(kind) || isListeningTaskType(kind) ? fail(409, "tasksRL.admin.useTaskScreens") : null;
}

export async function editPassage(db: Db, id: number, values: Partial<PassageValues>): Promise<Result> {
  const refused = await currentItemRefusal(db, { passageId: id });
  if (refused) return refused;
  return (await updatePassage(db, id, values)) ? { ok: true } : fail(404, "admin.passage.notFound");
}

/** Deletes a passage and its questions, unless a full test or a prompt uses it. */
export async function removePassage(db: Db, id: number): Promise<Result> {
  if (!(await getPassage(db, id))) return fail(404, "admin.passage.notFound");
  const [usage] = await passageUsage(db, id);
  if (usage) return inUse("passage", usage);
  await deletePassageWithQuestions(db, id);
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------
// Questions

/** Adds a question to a passage (at most 10) or an audio. */
export async function addQuestion(
  db: Db,
  kind: QuestionKind,
  parentId: number,
  values: QuestionValues,
): Promise<Result<{ id: number }>> {
  const parent = kind === "reading" ? await getPassage(db, parentId) : await getAudio(db, parentId);
  if (!parent) return fail(404, kind === "reading" ? "admin.passage.notFound" : "admin.audio.notFound");
  const refused = await currentItemRefusal(db, kind === "reading" ? { passageId: parentId } : { audioId: parentId });
  if (refused) return refused;
  const id = await createQuestion(db, kind, parentId, values);
  if (id === null) return fail(409, "admin.question.maxReached", { params: { max: MAX_QUESTIONS_PER_PASSAGE } });
  return { ok: true, id };
}

export async function editQuestion(db: Db, id: number, values: QuestionValues): Promise<Result> {
  const existing = await getQuestion(db, id);
  const refused = existing ? await currentItemRefusal(db, existing) : null;
  if (refused) return refused;
  return (await updateQuestion(db, id, values)) ? { ok: true } : fail(404, "admin.question.notFound");
}

export async function removeQuestion(db: Db, id: number, kind?: QuestionKind): Promise<Result> {
  const existing = await getQuestion(db, id);
  const refused = existing ? await currentItemRefusal(db, existing) : null;
  if (refused) return refused;
  return (await deleteQuestion(db, id, kind)) ? { ok: true } : fail(404, "admin.question.notFound");
}

export { countQuestions, getQuestion };

// ---------------------------------------------------------------------------------------------
// Audio

/** The R2 key behind a /media URL, when that file exists in the bucket. */
async function storedKeyOf(media: R2Bucket, url: string): Promise<string | null> {
  const key = keyFromMediaUrl(url);
  if (!key || !isContentAudioKey(key)) return null;
  return (await media.head(key)) ? key : null;
}

/** Adds an audio by URL; a /media URL of an uploaded file also records its R2 key. */
export async function addAudio(
  deps: { db: Db; media: R2Bucket },
  values: AudioValues,
): Promise<Result<{ id: number }>> {
  const key = keyFromMediaUrl(values.url);
  const r2Key = key ? await storedKeyOf(deps.media, values.url) : null;
  if (key && !r2Key) return fail(400, "admin.audio.urlInvalid", { field: "url" });
  const id = await createAudio(deps.db, { ...values, r2Key });
  return { ok: true, id };
}

export async function editAudio(
  deps: { db: Db; media: R2Bucket },
  id: number,
  values: Partial<AudioValues>,
): Promise<Result> {
  const refused = await currentItemRefusal(deps.db, { audioId: id });
  if (refused) return refused;
  const changes: Partial<AudioInput> = { ...values };
  if (values.url !== undefined) {
    const key = keyFromMediaUrl(values.url);
    const r2Key = key ? await storedKeyOf(deps.media, values.url) : null;
    if (key && !r2Key) return fail(400, "admin.audio.urlInvalid", { field: "url" });
    changes.r2Key = r2Key;
  }
  return (await updateAudio(deps.db, id, changes)) ? { ok: true } : fail(404, "admin.audio.notFound");
}

/**
 * Deletes an audio and its questions, unless a full test or a prompt uses it; its uploaded file
 * goes too when no other audio points at it.
 */
export async function removeAudio(deps: { db: Db; media: R2Bucket }, id: number): Promise<Result> {
  const audio = await getAudio(deps.db, id);
  if (!audio) return fail(404, "admin.audio.notFound");
  const [usage] = await audioUsage(deps.db, id);
  if (usage) return inUse("audio", usage);
  await deleteAudioWithQuestions(deps.db, id);
  if (audio.r2Key && (await countAudiosWithKey(deps.db, audio.r2Key)) === 0) {
    await deps.media.delete(audio.r2Key);
  }
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------
// Upload

export type UploadedAudio = {
  key: string;
  url: string;
  originalName: string;
  title: string;
  duration: number | null;
  size: number;
};

/**
 * Stores an uploaded file in R2 under a new key, after checking its size and that its bytes are
 * really audio (the declared type and the name are not trusted).
 */
export async function storeAudioUpload(
  media: R2Bucket,
  file: File,
  uploadedBy: number,
): Promise<Result<{ upload: UploadedAudio }>> {
  if (file.size === 0) return fail(400, "admin.upload.noFile", { field: "audio" });
  if (file.size > MAX_AUDIO_BYTES) {
    return fail(413, "admin.upload.tooLarge", { field: "audio", params: { max: MAX_AUDIO_MEGABYTES } });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = detectAudioFormat(bytes.subarray(0, AUDIO_SNIFF_BYTES));
  if (!format) return fail(400, "admin.upload.invalidType", { field: "audio" });
  const key = newAudioKey(format.ext);
  const originalName = (file.name || `audio.${format.ext}`).slice(0, 200);
  await media.put(key, bytes, {
    httpMetadata: { contentType: format.mime },
    customMetadata: { originalName, uploadedBy: String(uploadedBy) },
  });
  return {
    ok: true,
    upload: {
      key,
      url: mediaUrl(key),
      originalName,
      title: titleFromFileName(originalName),
      duration: format.ext === "wav" ? wavDurationSeconds(bytes.subarray(0, 4096)) : null,
      size: file.size,
    },
  };
}

/** An uploaded file waiting for its details (step 2), or a failure when the key is not one. */
export async function getPendingUpload(
  deps: { db: Db; media: R2Bucket },
  key: string,
): Promise<Result<{ upload: { key: string; url: string; originalName: string; title: string } }>> {
  if (!isContentAudioKey(key)) return fail(400, "admin.upload.noFileUploaded");
  const head = await deps.media.head(key);
  if (!head) return fail(400, "admin.upload.noFileUploaded");
  if ((await countAudiosWithKey(deps.db, key)) > 0) return fail(409, "admin.upload.alreadyAdded");
  const originalName = head.customMetadata?.originalName ?? key.split("/").pop()!;
  return { ok: true, upload: { key, url: mediaUrl(key), originalName, title: titleFromFileName(originalName) } };
}

/** The messages of an upload failure: an invalid type also says what to choose (admin spec section 5). */
export function uploadErrorKeys(failure: Failure): string[] {
  return failure.error === "admin.upload.invalidType" ? [failure.error, "admin.upload.selectAudio"] : [failure.error];
}

// ---------------------------------------------------------------------------------------------
// Current-format reading and listening items (ADR 0015): the text or transcript and all its
// questions are one form, checked as a whole by the schema (ReadingTaskSchema/ListeningTaskSchema,
// which run the domain rules) before these are called, and stored together.

function checkedQuestions(type: Exclude<ReadingTaskType | ListeningTaskType, "complete_words">, values: { questions: ReadingTaskValues["questions"] }) {
  return checkQuestions(type, Array.from(values.questions, (q) => q ?? {})).questions;
}

function passageFields(values: ReadingTaskValues) {
  return {
    title: values.title,
    content: values.content.trim(),
    difficultyLevel: values.difficultyLevel,
    kind: values.type,
    data: values.type === "daily_life" ? { genre: values.genre ?? "" } : null,
  };
}

export async function addReadingTask(db: Db, values: ReadingTaskValues): Promise<Result<{ id: number }>> {
  const list = values.type === "complete_words" ? [] : checkedQuestions(values.type, values);
  const id = await createPassage(db, passageFields(values));
  const statements = await replaceQuestionsStatements(db, "reading", id, list);
  if (statements.length) await db.batch(statements as unknown as Parameters<typeof db.batch>[0]);
  return { ok: true, id };
}

/** Edits a current-format passage; its task type never changes. */
export async function editReadingTask(db: Db, id: number, values: ReadingTaskValues): Promise<Result> {
  const passage = await getPassage(db, id);
  if (!passage || passage.kind !== values.type) return fail(404, "tasksRL.admin.notFound");
  const list = values.type === "complete_words" ? [] : checkedQuestions(values.type, values);
  const { kind: _kind, ...fields } = passageFields(values);
  const statements = await replaceQuestionsStatements(db, "reading", id, list);
  await db.batch([db.update(schema.passages).set(fields).where(eq(schema.passages.id, id)), ...statements] as unknown as Parameters<typeof db.batch>[0]);
  return { ok: true };
}

/** Adds a listening item for an uploaded file (step 2 of the two-step upload). */
export async function addListeningTask(deps: { db: Db; media: R2Bucket }, values: ListeningTaskValues): Promise<Result<{ id: number }>> {
  if (!values.key) return fail(400, "tasksRL.rule.audioRequired", { field: "key" });
  const pending = await getPendingUpload(deps, values.key);
  if (!pending.ok) return { ...pending, field: "key" };
  const id = await createAudio(deps.db, {
    title: values.title,
    url: mediaUrl(values.key),
    r2Key: values.key,
    transcription: values.transcription.trim(),
    difficultyLevel: values.difficultyLevel,
    duration: values.duration,
    kind: values.type,
  });
  const statements = await replaceQuestionsStatements(deps.db, "listening", id, checkedQuestions(values.type, values));
  if (statements.length) await deps.db.batch(statements as unknown as Parameters<typeof deps.db.batch>[0]);
  return { ok: true, id };
}

/** Edits a current-format listening item (its file stays; its task type never changes). */
export async function editListeningTask(db: Db, id: number, values: ListeningTaskValues): Promise<Result> {
  const audio = await getAudio(db, id);
  if (!audio || audio.kind !== values.type) return fail(404, "tasksRL.admin.notFound");
  const statements = await replaceQuestionsStatements(db, "listening", id, checkedQuestions(values.type, values));
  await db.batch([
    db
      .update(schema.audios)
      .set({ title: values.title, transcription: values.transcription.trim(), difficultyLevel: values.difficultyLevel, duration: values.duration })
      .where(eq(schema.audios.id, id)),
    ...statements,
  ] as unknown as Parameters<typeof db.batch>[0]);
  return { ok: true };
}

export type TaskSection = "reading" | "listening";

/** A current-format item of a section with its questions, or null (missing, or not a current kind). */
export async function getTaskItem(db: Db, section: TaskSection, id: number) {
  if (section === "reading") {
    const passage = await getPassage(db, id);
    if (!passage || !isReadingTaskType(passage.kind)) return null;
    return { section, type: passage.kind, item: passage, audio: null, questions: await listQuestions(db, { passageId: id }) };
  }
  const audio = await getAudio(db, id);
  if (!audio || !isListeningTaskType(audio.kind)) return null;
  return { section, type: audio.kind, item: audio, audio, questions: await listQuestions(db, { audioId: id }) };
}

/** The current-format items of a section (optionally of one type), newest first. */
export async function listTaskItems(db: Db, section: TaskSection, type?: string | null) {
  const kinds = section === "reading" ? READING_TASK_TYPES : LISTENING_TASK_TYPES;
  const only = (kinds as readonly string[]).filter((k) => !type || k === type);
  const rows = section === "reading" ? await listCurrentPassages(db, only) : await listCurrentAudios(db, only);
  return rows.map((r) => ({ id: r.id, title: r.title, kind: r.kind!, questionCount: r.questionCount }));
}

/** Deletes a current-format item with its questions (the usage rules of removePassage/removeAudio apply). */
export async function removeTaskItem(deps: { db: Db; media: R2Bucket }, section: TaskSection, id: number): Promise<Result> {
  if (!(await getTaskItem(deps.db, section, id))) return fail(404, "tasksRL.admin.notFound");
  return section === "reading" ? removePassage(deps.db, id) : removeAudio(deps, id);
}
