/**
 * Loader and action of the writing prompt editor, shared by /admin/writing/new and
 * /admin/writing/edit/:id. The form posts the prompt (intent "save") or the inline "Create New"
 * reading passage (intent "createPassage"), which is created and selected while the rest of the
 * form keeps its values (also without JavaScript).
 */
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/cloudflare";
import type { Db } from "~/lib/db.server";
import {
  INTEGRATED_WRITING_QUESTION,
  WritingInlinePassageSchema,
  WritingPromptSchema,
  isWritingType,
  type WritingType,
} from "~/lib/forms/writing-prompt";
import { localeFromRequest } from "~/lib/i18n";
import { failureReply, redirectWithToast } from "~/lib/responses.server";
import { listAudioOptions } from "~/models/audio.server";
import { getPassage, listPassages } from "~/models/passage.server";
import type { WritingPromptRow } from "~/models/writing-prompt.server";
import {
  addWritingPrompt,
  createWritingPassage,
  editWritingPrompt,
  writingFormValues,
} from "~/services/writing-prompts.server";

export type Created = { kind: "passage" | "audio"; id: number } | null;

export async function writingEditorData(db: Db, request: Request, prompt?: WritingPromptRow) {
  const requested = new URL(request.url).searchParams.get("type");
  const type: WritingType | null = isWritingType(requested) ? requested : prompt && isWritingType(prompt.type) ? prompt.type : null;
  const [passages, audios] = await Promise.all([listPassages(db, { forWriting: true }), listAudioOptions(db)]);
  const passageOptions = passages.map((p) => ({ id: p.id, title: p.title }));
  // the current passage stays selectable even if it is not marked for writing
  if (prompt?.relatedPassageId && !passageOptions.some((p) => p.id === prompt.relatedPassageId)) {
    const current = await getPassage(db, prompt.relatedPassageId);
    if (current) passageOptions.unshift({ id: current.id, title: current.title });
  }
  const stored = prompt ? writingFormValues(prompt) : null;
  let defaultValue: Record<string, string>;
  if (stored && stored.type === type) {
    defaultValue = {
      question: stored.question,
      difficulty: stored.difficulty,
      relatedPassageId: stored.relatedPassageId ? String(stored.relatedPassageId) : "",
      relatedAudioId: stored.relatedAudioId ? String(stored.relatedAudioId) : "",
      professorPost: stored.professorPost,
      firstStudentPost: stored.firstStudentPost,
      secondStudentPost: stored.secondStudentPost,
      chunks: stored.chunks.join("\n"),
      distractor: stored.distractor,
      before: stored.before,
      after: stored.after,
      to: stored.to,
      subject: stored.subject,
      goals: stored.goals.join("\n"),
    };
  } else {
    // a new prompt, or a type change: that type's fields start empty (admin spec section 4)
    defaultValue = {
      question: stored?.question ?? (type === "integrated" ? INTEGRATED_WRITING_QUESTION : ""),
      difficulty: stored?.difficulty ?? "medium",
      ...(type === "build_sentence" ? { after: "." } : {}),
    };
  }
  return { type, defaultValue, passages: passageOptions, audios };
}

export async function writingEditorAction(db: Db, request: Request, promptId?: number) {
  const formData = await request.formData();
  const locale = localeFromRequest(request);

  if (formData.get("intent") === "createPassage") {
    const submission = parseWithZod(formData, { schema: WritingInlinePassageSchema });
    if (submission.status !== "success") {
      return data({ result: submission.reply(), created: null as Created }, { status: 400 });
    }
    const id = await createWritingPassage(db, { title: submission.value.passageTitle!, content: submission.value.passageContent! });
    const result = submission.reply();
    // select the new passage and empty the inline form; everything else keeps its value
    result.initialValue = { ...(result.initialValue ?? {}), relatedPassageId: String(id), passageTitle: "", passageContent: "" };
    return data({ result, created: { kind: "passage", id } as Created });
  }

  const submission = parseWithZod(formData, { schema: WritingPromptSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), created: null as Created }, { status: 400 });
  }
  const outcome = promptId
    ? await editWritingPrompt(db, promptId, submission.value)
    : await addWritingPrompt(db, submission.value);
  if (!outcome.ok) {
    return data({ result: failureReply(submission, outcome, locale), created: null as Created }, { status: outcome.status });
  }
  const current = submission.value.type === "build_sentence" || submission.value.type === "email";
  return redirectWithToast(current ? "/admin/writing/prompts?format=current" : "/admin/writing/prompts", {
    type: "success",
    title: promptId ? "adminPrompts.writing.updated" : "adminPrompts.writing.added",
  });
}
