/**
 * Labels and previews of writing and speaking prompt types shared by the admin screens: the previous
 * format's types have their admin labels, the current format's their task-type names (area "tasks").
 */
import { correctSentence, parseBuildSentenceData } from "./build-sentence";
import { parseEmailData } from "./email";
import { parseSetData } from "./listen-repeat";
import { CURRENT_ONLY_SPEAKING_TYPES, CURRENT_ONLY_WRITING_TYPES } from "./registry";

export function writingTypeLabelKey(type: string): string {
  return (CURRENT_ONLY_WRITING_TYPES as readonly string[]).includes(type) ? `tasks.type.${type}` : `adminPrompts.writingType.${type}`;
}

export function speakingTypeLabelKey(type: string): string {
  return (CURRENT_ONLY_SPEAKING_TYPES as readonly string[]).includes(type) ? `tasks.type.${type}` : `adminPrompts.speakingType.${type}`;
}

export type TaskPreview =
  | { type: "build_sentence"; context: string; sentence: string; chunks: string[]; distractor: string }
  | { type: "email"; situation: string; to: string; subject: string; goals: string[] }
  | { type: "listen_repeat" | "interview"; text: string; set: string; position: number; seconds: number; audioUrl: string | null };

/** What the admin's preview of a stored current-format prompt shows (null for other types). */
export function taskPreview(row: {
  type: string;
  question: string;
  data: unknown;
  speakingTime?: number | null;
  audioUrl?: string | null;
}): TaskPreview | null {
  if (row.type === "build_sentence") {
    const d = parseBuildSentenceData(row.data);
    return d ? { type: "build_sentence", context: row.question, sentence: correctSentence(d), chunks: d.chunks, distractor: d.distractor } : null;
  }
  if (row.type === "email") {
    const d = parseEmailData(row.data);
    return d ? { type: "email", situation: row.question, to: d.to, subject: d.subject, goals: [...d.goals] } : null;
  }
  if (row.type === "listen_repeat" || row.type === "interview") {
    const d = parseSetData(row.data);
    return d
      ? { type: row.type, text: row.question, set: d.set, position: d.position, seconds: row.speakingTime ?? 0, audioUrl: row.audioUrl ?? null }
      : null;
  }
  return null;
}
