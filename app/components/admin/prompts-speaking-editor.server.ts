/**
 * Loader and action of the speaking prompt editor, shared by /admin/speaking/new and
 * /admin/speaking/edit/:id. Besides the prompt ("save") the form posts an inline passage
 * ("createPassage") or audio ("createAudio"): it is created and selected, and the rest of the form
 * keeps its values (also without JavaScript).
 */
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/cloudflare";
import type { Db } from "~/lib/db.server";
import {
  SpeakingInlineAudioSchema,
  SpeakingInlinePassageSchema,
  SpeakingPromptSchema,
  isSpeakingType,
  type SpeakingType,
} from "~/lib/forms/speaking-prompt";
import { localeFromRequest } from "~/lib/i18n";
import { failureReply, redirectWithToast } from "~/lib/responses.server";
import { getAudio, listAudios } from "~/models/audio.server";
import { getPassage, listPassages } from "~/models/passage.server";
import type { SpeakingPromptRow } from "~/models/speaking-prompt.server";
import {
  addSpeakingPrompt,
  createSpeakingAudio,
  createSpeakingPassage,
  editSpeakingPrompt,
  speakingFormValues,
} from "~/services/speaking-prompts.server";
import type { Created } from "./prompts-writing-editor.server";

export async function speakingEditorData(db: Db, request: Request, prompt?: SpeakingPromptRow) {
  const requested = new URL(request.url).searchParams.get("type");
  const type: SpeakingType | null = isSpeakingType(requested)
    ? requested
    : prompt && isSpeakingType(prompt.type)
      ? prompt.type
      : null;
  const [passages, audios] = await Promise.all([listPassages(db, { forSpeaking: true }), listAudios(db, { forSpeaking: true })]);
  const passageOptions = passages.map((p) => ({ id: p.id, title: p.title }));
  const audioOptions = audios.map((a) => ({ id: a.id, title: a.title }));
  if (prompt?.relatedPassageId && !passageOptions.some((p) => p.id === prompt.relatedPassageId)) {
    const current = await getPassage(db, prompt.relatedPassageId);
    if (current) passageOptions.unshift({ id: current.id, title: current.title });
  }
  if (prompt?.relatedAudioId && !audioOptions.some((a) => a.id === prompt.relatedAudioId)) {
    const current = await getAudio(db, prompt.relatedAudioId);
    if (current) audioOptions.unshift({ id: current.id, title: current.title });
  }
  const stored = prompt ? speakingFormValues(prompt) : null;
  const defaultValue: Record<string, string> =
    stored && stored.type === type
      ? {
          question: stored.question,
          difficulty: stored.difficulty,
          integratedType: stored.integratedType ?? "",
          preparationTime: String(stored.preparationTime),
          speakingTime: String(stored.speakingTime),
          relatedPassageId: stored.relatedPassageId ? String(stored.relatedPassageId) : "",
          relatedAudioId: stored.relatedAudioId ? String(stored.relatedAudioId) : "",
          set: stored.set ?? "",
          position: stored.position ? String(stored.position) : "",
        }
      : {
          // a new prompt, or a type change: task type, passage and audio start empty
          question: stored?.question ?? "",
          difficulty: stored?.difficulty ?? "medium",
          preparationTime: String(stored?.preparationTime ?? 15),
          speakingTime: String(stored?.speakingTime ?? 45),
        };
  return { type, defaultValue, passages: passageOptions, audios: audioOptions };
}

export async function speakingEditorAction(db: Db, request: Request, promptId?: number) {
  const formData = await request.formData();
  const locale = localeFromRequest(request);
  const intent = formData.get("intent");

  if (intent === "createPassage") {
    const submission = parseWithZod(formData, { schema: SpeakingInlinePassageSchema });
    if (submission.status !== "success") {
      return data({ result: submission.reply(), created: null as Created }, { status: 400 });
    }
    const id = await createSpeakingPassage(db, submission.value);
    const result = submission.reply();
    result.initialValue = { ...(result.initialValue ?? {}), relatedPassageId: String(id), passageTitle: "", passageContent: "", passageDifficulty: "3" };
    return data({ result, created: { kind: "passage", id } as Created });
  }

  if (intent === "createAudio") {
    const submission = parseWithZod(formData, { schema: SpeakingInlineAudioSchema });
    if (submission.status !== "success") {
      return data({ result: submission.reply(), created: null as Created }, { status: 400 });
    }
    const id = await createSpeakingAudio(db, submission.value);
    const result = submission.reply();
    result.initialValue = {
      ...(result.initialValue ?? {}),
      relatedAudioId: String(id),
      audioTitle: "",
      audioUrl: "",
      audioTranscription: "",
      audioDifficulty: "3",
      audioDuration: "120",
    };
    return data({ result, created: { kind: "audio", id } as Created });
  }

  const submission = parseWithZod(formData, { schema: SpeakingPromptSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), created: null as Created }, { status: 400 });
  }
  const outcome = promptId
    ? await editSpeakingPrompt(db, promptId, submission.value)
    : await addSpeakingPrompt(db, submission.value);
  if (!outcome.ok) {
    return data({ result: failureReply(submission, outcome, locale), created: null as Created }, { status: outcome.status });
  }
  const current = submission.value.type === "listen_repeat" || submission.value.type === "interview";
  return redirectWithToast(current ? "/admin/speaking/prompts?format=current" : "/admin/speaking/prompts", {
    type: "success",
    title: promptId ? "adminPrompts.speaking.updated" : "adminPrompts.speaking.added",
  });
}
