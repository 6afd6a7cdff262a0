/**
 * What a current-format (adaptive, 2026) full test is made of, and the check of an assembled one
 * (docs/decisions/0014 and 0017). `full_tests.data` holds the modules:
 * { reading: { routing, easier, harder }: passage ids, listening: { routing, easier, harder }: audio
 * ids, writing: prompt ids in order, speaking: prompt ids in order }.
 * Scored items: a question, or a gap of a Complete the Words paragraph (10 each).
 */
import { LISTEN_REPEAT_WINDOWS, TASK_REGISTRY, type TaskType } from "~/domain/tasks/registry";

export const MODULES = ["routing", "easier", "harder"] as const;
export type ModuleName = (typeof MODULES)[number];
export type ModuleLists = Record<ModuleName, number[]>;

export interface CurrentTestData {
  reading: ModuleLists;
  listening: ModuleLists;
  writing: number[];
  speaking: number[];
}

/** The gaps of one Complete the Words paragraph. */
export const COMPLETE_WORDS_GAPS = 10;

/**
 * Per module: how many items of each task type, and (for Read in Daily Life, whose texts carry 2-3
 * questions) the question total instead of an item count.
 */
export interface ModuleRule {
  items: Partial<Record<TaskType, number>>;
  questions?: Partial<Record<TaskType, number>>;
}

export const CURRENT_MODULE_RULES: { reading: Record<ModuleName, ModuleRule>; listening: Record<ModuleName, ModuleRule> } = {
  reading: {
    // 10 + 5 + 5 = 20 scored items
    routing: { items: { complete_words: 1, academic_passage: 1 }, questions: { daily_life: 5 } },
    // 10 + 5 = 15
    easier: { items: { complete_words: 1 }, questions: { daily_life: 5 } },
    // 10 + 5 = 15
    harder: { items: { complete_words: 1, academic_passage: 1 } },
  },
  listening: {
    // 8 + 4 + 4 + 4 = 20
    routing: { items: { choose_response: 8, listen_conversation: 2, listen_announcement: 2, academic_talk: 1 } },
    // 7 + 4 + 4 = 15
    easier: { items: { choose_response: 7, listen_conversation: 2, listen_announcement: 2 } },
    // 3 + 4 + 8 = 15
    harder: { items: { choose_response: 3, listen_conversation: 2, academic_talk: 2 } },
  },
};

export const CURRENT_WRITING_RULE: ReadonlyArray<readonly [TaskType, number]> = [
  ["build_sentence", 10],
  ["email", 1],
  ["academic_discussion", 1],
];
export const CURRENT_SPEAKING_RULE: ReadonlyArray<readonly [TaskType, number]> = [
  ["listen_repeat", LISTEN_REPEAT_WINDOWS.length],
  ["interview", 4],
];

export interface ComposedItem {
  id: number;
  /** passages.kind / audios.kind / prompt type */
  kind: string | null;
  questionCount: number;
}

export type CompositionProblem =
  | { field: string; error: "ftc.admin.moduleCounts"; params: { module: string } }
  | { field: string; error: "ftc.admin.missingQuestions"; params: { module: string } }
  | { field: string; error: "ftc.admin.unknownItem"; params: { module: string } }
  | { field: string; error: "ftc.admin.duplicateItem"; params: { module: string } }
  | { field: string; error: "ftc.admin.sectionCounts"; params: { module: string } };

/** Scored items of one item of a task type with `questionCount` question rows. */
export function scoredItemsOf(kind: string | null, questionCount: number): number {
  return kind === "complete_words" ? COMPLETE_WORDS_GAPS : questionCount;
}

/** The first problem of one reading or listening module, or null. */
export function checkModule(section: "reading" | "listening", module: ModuleName, ids: readonly number[], items: readonly ComposedItem[]): CompositionProblem | null {
  const field = `${section}.${module}`;
  const params = { module: field };
  if (new Set(ids).size !== ids.length) return { field, error: "ftc.admin.duplicateItem", params };
  const byId = new Map(items.map((i) => [i.id, i]));
  const chosen = ids.map((id) => byId.get(id));
  if (chosen.some((i) => !i || !i.kind || TASK_REGISTRY[i.kind as TaskType]?.section !== section)) {
    return { field, error: "ftc.admin.unknownItem", params };
  }
  const list = chosen as ComposedItem[];
  for (const item of list) {
    const info = TASK_REGISTRY[item.kind as TaskType];
    const n = item.kind === "complete_words" ? COMPLETE_WORDS_GAPS : item.questionCount;
    if (n < info.scoredItems.min || n > info.scoredItems.max) return { field, error: "ftc.admin.missingQuestions", params };
  }
  const rule = CURRENT_MODULE_RULES[section][module];
  const kinds = new Set([...Object.keys(rule.items), ...Object.keys(rule.questions ?? {})]);
  if (list.some((i) => !kinds.has(i.kind!))) return { field, error: "ftc.admin.moduleCounts", params };
  for (const [kind, n] of Object.entries(rule.items)) {
    if (list.filter((i) => i.kind === kind).length !== n) return { field, error: "ftc.admin.moduleCounts", params };
  }
  for (const [kind, n] of Object.entries(rule.questions ?? {})) {
    const of = list.filter((i) => i.kind === kind);
    if (!of.length || of.reduce((sum, i) => sum + i.questionCount, 0) !== n) return { field, error: "ftc.admin.moduleCounts", params };
  }
  return null;
}

/** The first problem of the writing or speaking list (types, counts and order), or null. */
export function checkPromptList(section: "writing" | "speaking", ids: readonly number[], prompts: readonly { id: number; type: string }[]): CompositionProblem | null {
  const field = section;
  const params = { module: section };
  if (new Set(ids).size !== ids.length) return { field, error: "ftc.admin.duplicateItem", params };
  const byId = new Map(prompts.map((p) => [p.id, p]));
  if (ids.some((id) => !byId.has(id))) return { field, error: "ftc.admin.unknownItem", params };
  const expected = (section === "writing" ? CURRENT_WRITING_RULE : CURRENT_SPEAKING_RULE).flatMap(([type, n]) => Array<string>(n).fill(type));
  const types = ids.map((id) => byId.get(id)!.type);
  if (types.length !== expected.length || types.some((t, i) => t !== expected[i])) return { field, error: "ftc.admin.sectionCounts", params };
  return null;
}

/** Whether the modules of the two adaptive sections share no item (an item is in one module only). */
export function disjointModules(lists: ModuleLists): boolean {
  const all = [...lists.routing, ...lists.easier, ...lists.harder];
  return new Set(all).size === all.length;
}

/** Reads `full_tests.data` of a current-format test (missing parts as empty lists). */
export function currentTestData(data: unknown): CurrentTestData {
  const d = (data ?? {}) as Partial<Record<string, unknown>>;
  const ids = (v: unknown) => (Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n)) : []);
  const modules = (v: unknown): ModuleLists => {
    const m = (v ?? {}) as Partial<Record<ModuleName, unknown>>;
    return { routing: ids(m.routing), easier: ids(m.easier), harder: ids(m.harder) };
  };
  return { reading: modules(d.reading), listening: modules(d.listening), writing: ids(d.writing), speaking: ids(d.speaking) };
}

/** Every item id a test uses in a section (for "Used in" marks). */
export function idsOfSection(data: CurrentTestData, section: "reading" | "listening" | "writing" | "speaking"): number[] {
  if (section === "writing" || section === "speaking") return data[section];
  const m = data[section];
  return [...m.routing, ...m.easier, ...m.harder];
}

/**
 * The answer window of each question of a listening module, in seconds, in order: a question has
 * its task type's per-question time (registry); the first question of an audio also gets the
 * audio's length, since it opens while the audio plays.
 */
export function questionWindows(items: ReadonlyArray<{ kind: string | null; duration: number | null; questionCount: number }>): number[] {
  const out: number[] = [];
  for (const item of items) {
    const timing = TASK_REGISTRY[item.kind as TaskType]?.timing;
    const per = timing?.kind === "perQuestion" ? timing.perQuestionSeconds : 30;
    for (let i = 0; i < item.questionCount; i++) out.push(per + (i === 0 ? Math.max(0, Math.round(item.duration ?? 0)) : 0));
  }
  return out;
}

/** The adaptive section of a module stage and which module it is ("second" = the routed one). */
export function stageModule(stage: string): { section: "reading" | "listening"; module: "routing" | "second" } | null {
  const m = /^(reading|listening)_(routing|second)$/.exec(stage);
  return m ? { section: m[1] as "reading" | "listening", module: m[2] as "routing" | "second" } : null;
}
