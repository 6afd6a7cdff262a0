/**
 * The task types of the current TOEFL iBT (since 21 January 2026), next to the previous format's
 * sections. One entry per task type says where its items are stored, how it is scored, how long a
 * learner has, and how the learner reaches it. Everything that lists, times or routes the new
 * types reads this table; nothing else hard-codes the list. See docs/decisions/0014.
 *
 * Storage (no new content tables; the existing ones are extended, see ADR 0014):
 * - reading types are `passages` rows whose `kind` is the task type (questions in `questions`,
 *   type "reading"; Complete the Words has no question rows: its gaps are derived from the text);
 * - listening types are `audios` rows whose `kind` is the task type (questions in `questions`,
 *   type "listening"). The previous format's audios use the kinds "conversation" and "lecture",
 *   which is why the new ids are distinct ("listen_conversation", "academic_talk", ...);
 * - writing types are `writing_prompts` rows whose `type` is the task type ("academic_discussion" is
 *   shared by both formats);
 * - speaking types are `speaking_prompts` rows whose `type` is the task type, with the audio the
 *   learner hears in `related_audio_id`.
 * Type-specific fields live in each row's `data` JSON, validated by the type's domain module.
 */

export type Section = "reading" | "listening" | "writing" | "speaking";
export type TaskStorage = "passage" | "audio" | "writing_prompt" | "speaking_prompt";

export const TASK_TYPES = [
  "complete_words",
  "daily_life",
  "academic_passage",
  "choose_response",
  "listen_conversation",
  "listen_announcement",
  "academic_talk",
  "build_sentence",
  "email",
  "academic_discussion",
  "listen_repeat",
  "interview",
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export interface TaskTypeInfo {
  type: TaskType;
  section: Section;
  storage: TaskStorage;
  /** URL segment of the type's item list: /tasks/<slug>. */
  slug: string;
  /** "objective": scored by the server when submitted; "graded": through the grading queue. */
  scoring: "objective" | "graded";
  /**
   * Practice clock. `perQuestionSeconds`: each question has its own countdown (listening);
   * `itemSeconds`: the whole item (reading texts, writing tasks); speaking types time each
   * answer (`answerSeconds`, or the sentence's own window for Listen and Repeat).
   */
  timing:
    | { kind: "item"; itemSeconds: number }
    | { kind: "perQuestion"; perQuestionSeconds: number }
    | { kind: "answer"; answerSeconds: number | "window"; preparationSeconds: 0 };
  /** Questions per item (multiple-choice types) or scored gaps (Complete the Words). */
  scoredItems: { min: number; max: number };
}

const info = (i: TaskTypeInfo) => i;

/**
 * Times are ours where ETS publishes only section totals: reading 30 min for 35 items, listening
 * 29 min, writing 23 min (7 for the email, 10 for the discussion, the rest for 10 sentences),
 * speaking ~8 min. Practice items get the same share of time they get in the full test.
 */
export const TASK_REGISTRY: Record<TaskType, TaskTypeInfo> = {
  complete_words: info({
    type: "complete_words", section: "reading", storage: "passage", slug: "complete-the-words", scoring: "objective",
    timing: { kind: "item", itemSeconds: 180 }, scoredItems: { min: 10, max: 10 },
  }),
  daily_life: info({
    type: "daily_life", section: "reading", storage: "passage", slug: "read-in-daily-life", scoring: "objective",
    timing: { kind: "item", itemSeconds: 150 }, scoredItems: { min: 2, max: 3 },
  }),
  academic_passage: info({
    type: "academic_passage", section: "reading", storage: "passage", slug: "read-an-academic-passage", scoring: "objective",
    timing: { kind: "item", itemSeconds: 420 }, scoredItems: { min: 5, max: 5 },
  }),
  choose_response: info({
    type: "choose_response", section: "listening", storage: "audio", slug: "listen-and-choose-a-response", scoring: "objective",
    timing: { kind: "perQuestion", perQuestionSeconds: 20 }, scoredItems: { min: 1, max: 1 },
  }),
  listen_conversation: info({
    type: "listen_conversation", section: "listening", storage: "audio", slug: "listen-to-a-conversation", scoring: "objective",
    timing: { kind: "perQuestion", perQuestionSeconds: 30 }, scoredItems: { min: 2, max: 2 },
  }),
  listen_announcement: info({
    type: "listen_announcement", section: "listening", storage: "audio", slug: "listen-to-an-announcement", scoring: "objective",
    timing: { kind: "perQuestion", perQuestionSeconds: 30 }, scoredItems: { min: 2, max: 2 },
  }),
  academic_talk: info({
    type: "academic_talk", section: "listening", storage: "audio", slug: "listen-to-an-academic-talk", scoring: "objective",
    timing: { kind: "perQuestion", perQuestionSeconds: 30 }, scoredItems: { min: 4, max: 4 },
  }),
  build_sentence: info({
    type: "build_sentence", section: "writing", storage: "writing_prompt", slug: "build-a-sentence", scoring: "objective",
    timing: { kind: "item", itemSeconds: 36 }, scoredItems: { min: 1, max: 1 },
  }),
  email: info({
    type: "email", section: "writing", storage: "writing_prompt", slug: "write-an-email", scoring: "graded",
    timing: { kind: "item", itemSeconds: 7 * 60 }, scoredItems: { min: 1, max: 1 },
  }),
  academic_discussion: info({
    type: "academic_discussion", section: "writing", storage: "writing_prompt", slug: "academic-discussion", scoring: "graded",
    timing: { kind: "item", itemSeconds: 10 * 60 }, scoredItems: { min: 1, max: 1 },
  }),
  listen_repeat: info({
    type: "listen_repeat", section: "speaking", storage: "speaking_prompt", slug: "listen-and-repeat", scoring: "graded",
    timing: { kind: "answer", answerSeconds: "window", preparationSeconds: 0 }, scoredItems: { min: 1, max: 1 },
  }),
  interview: info({
    type: "interview", section: "speaking", storage: "speaking_prompt", slug: "take-an-interview", scoring: "graded",
    timing: { kind: "answer", answerSeconds: 45, preparationSeconds: 0 }, scoredItems: { min: 1, max: 1 },
  }),
};

/** Listen and Repeat: the answer window of the sentence at each position of a set of seven. */
export const LISTEN_REPEAT_WINDOWS = [8, 8, 10, 10, 10, 12, 12] as const;

export const SECTIONS: readonly Section[] = ["reading", "listening", "writing", "speaking"];

export function isTaskType(value: unknown): value is TaskType {
  return typeof value === "string" && (TASK_TYPES as readonly string[]).includes(value);
}

export function taskTypeBySlug(slug: string): TaskTypeInfo | null {
  return Object.values(TASK_REGISTRY).find((t) => t.slug === slug) ?? null;
}

export function taskTypesOf(section: Section): TaskTypeInfo[] {
  return TASK_TYPES.map((t) => TASK_REGISTRY[t]).filter((t) => t.section === section);
}

/** The `passages.kind` values of the current format (everything else is the previous format). */
export const CURRENT_PASSAGE_KINDS = TASK_TYPES.filter((t) => TASK_REGISTRY[t].storage === "passage");
/** The `audios.kind` values of the current format. */
export const CURRENT_AUDIO_KINDS = TASK_TYPES.filter((t) => TASK_REGISTRY[t].storage === "audio");
/** Writing prompt types only the current format uses (academic_discussion belongs to both). */
export const CURRENT_ONLY_WRITING_TYPES = ["build_sentence", "email"] as const;
/** Speaking prompt types only the current format uses. */
export const CURRENT_ONLY_SPEAKING_TYPES = ["listen_repeat", "interview"] as const;

/** Message keys of a task type's name and one-line description (area "tasks"). */
export const taskLabelKey = (type: TaskType) => `tasks.type.${type}` as const;
export const taskDescriptionKey = (type: TaskType) => `tasks.typeText.${type}` as const;
