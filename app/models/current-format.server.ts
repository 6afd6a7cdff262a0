/**
 * SQL conditions telling the previous format's reading and listening items from the current
 * format's (ADR 0014): a previous-format item has no kind, or a kind that is not a current task type.
 */
import { isNull, notInArray, or } from "drizzle-orm";
import { CURRENT_AUDIO_KINDS, CURRENT_PASSAGE_KINDS } from "~/domain/tasks/registry";
import { schema } from "~/lib/db.server";

const { passages, audios } = schema;

export const previousFormatPassage = () => or(isNull(passages.kind), notInArray(passages.kind, [...CURRENT_PASSAGE_KINDS]));
export const previousFormatAudio = () => or(isNull(audios.kind), notInArray(audios.kind, [...CURRENT_AUDIO_KINDS]));
