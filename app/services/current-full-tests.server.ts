/**
 * Admin assembly of current-format full tests (ADR 0017): the candidates of each module with their
 * "Used in" marks, and the composition check (app/domain/fulltest/current.ts) before anything is
 * stored: a refused test changes nothing and names the module at fault.
 */
import {
  checkModule,
  checkPromptList,
  currentTestData,
  disjointModules,
  idsOfSection,
  MODULES,
  type CompositionProblem,
} from "~/domain/fulltest/current";
import {
  CURRENT_AUDIO_KINDS,
  CURRENT_PASSAGE_KINDS,
  TASK_TYPES,
  taskTypesOf,
  type TaskType,
} from "~/domain/tasks/registry";
import type { Db } from "~/lib/db.server";
import type { CurrentFullTestInput } from "~/lib/forms/full-test-current-admin";
import {
  createCurrentFullTest,
  getFullTest,
  listCurrentItems,
  listCurrentPrompts,
  listFullTests,
  updateCurrentFullTest,
} from "~/models/full-test.server";
import type { Failure, Result } from "~/services/accounts.server";

const WRITING_TYPES = taskTypesOf("writing").map((t) => t.type);
const SPEAKING_TYPES = taskTypesOf("speaking").map((t) => t.type);
const typeOrder = (type: string | null) => TASK_TYPES.indexOf(type as TaskType);

function refused(problem: CompositionProblem): Failure {
  return { ok: false, status: 400, error: problem.error, field: problem.field, params: problem.params };
}

async function checkCurrent(db: Db, input: CurrentFullTestInput): Promise<Failure | null> {
  for (const section of ["reading", "listening"] as const) {
    const all = MODULES.flatMap((m) => input[section][m]);
    const items = await listCurrentItems(db, section, section === "reading" ? CURRENT_PASSAGE_KINDS : CURRENT_AUDIO_KINDS, all);
    for (const module of MODULES) {
      const problem = checkModule(section, module, input[section][module], items);
      if (problem) return refused(problem);
    }
    if (!disjointModules(input[section])) {
      return refused({ field: `${section}.harder`, error: "ftc.admin.duplicateItem", params: { module: section } });
    }
  }
  for (const section of ["writing", "speaking"] as const) {
    const prompts = await listCurrentPrompts(db, section, section === "writing" ? WRITING_TYPES : SPEAKING_TYPES, input[section]);
    const problem = checkPromptList(section, input[section], prompts);
    if (problem) return refused(problem);
  }
  return null;
}

const dataOf = (input: CurrentFullTestInput) => ({
  reading: input.reading,
  listening: input.listening,
  writing: input.writing,
  speaking: input.speaking,
});

export async function saveCurrentFullTest(db: Db, input: CurrentFullTestInput, id?: number): Promise<Result<{ id: number }>> {
  if (id !== undefined) {
    const test = await getFullTest(db, id);
    if (!test || test.format !== "current") return { ok: false, status: 404, error: "adminPrompts.fullTest.notFound" };
  }
  const problem = await checkCurrent(db, input);
  if (problem) return problem;
  if (id !== undefined) {
    await updateCurrentFullTest(db, id, { title: input.title, data: dataOf(input) });
    return { ok: true, id };
  }
  return { ok: true, id: await createCurrentFullTest(db, { title: input.title, data: dataOf(input) }) };
}

export interface CurrentCandidate {
  id: number;
  label: string;
  type: string;
  questionCount: number | null;
  usedIn: string[];
}

/** Every item a current-format test can use, per section, with the titles of the other tests using it. */
export async function currentEditorData(db: Db, editingId?: number) {
  const [passages, audios, writing, speaking, tests] = await Promise.all([
    listCurrentItems(db, "reading", CURRENT_PASSAGE_KINDS),
    listCurrentItems(db, "listening", CURRENT_AUDIO_KINDS),
    listCurrentPrompts(db, "writing", WRITING_TYPES),
    listCurrentPrompts(db, "speaking", SPEAKING_TYPES),
    listFullTests(db),
  ]);
  const used = (section: "reading" | "listening" | "writing" | "speaking") => {
    const out = new Map<number, string[]>();
    const classic = { reading: "readingPassageIds", listening: "listeningAudioIds", writing: "writingPromptIds", speaking: "speakingPromptIds" } as const;
    for (const test of tests) {
      if (test.id === editingId) continue;
      const ids = test.format === "current" ? idsOfSection(currentTestData(test.data), section) : (test[classic[section]] ?? []);
      for (const id of new Set(ids)) out.set(id, [...(out.get(id) ?? []), test.title]);
    }
    return out;
  };
  const position = (data: unknown) => Number((data as { position?: unknown } | null)?.position ?? 0);
  const items = (rows: Array<{ id: number; title: string; kind: string | null; questionCount: number }>, usedIn: Map<number, string[]>) =>
    rows
      .slice()
      .sort((a, b) => typeOrder(a.kind) - typeOrder(b.kind) || a.id - b.id)
      .map<CurrentCandidate>((r) => ({ id: r.id, label: r.title, type: r.kind ?? "", questionCount: r.questionCount, usedIn: usedIn.get(r.id) ?? [] }));
  const prompts = (rows: Array<{ id: number; type: string; question: string; data: unknown }>, usedIn: Map<number, string[]>) =>
    rows
      .slice()
      .sort((a, b) => typeOrder(a.type) - typeOrder(b.type) || position(a.data) - position(b.data) || a.id - b.id)
      .map<CurrentCandidate>((r) => ({
        id: r.id,
        label: r.question.replace(/^\[\[academic_discussion\]\]\s*/, "").slice(0, 120),
        type: r.type,
        questionCount: null,
        usedIn: usedIn.get(r.id) ?? [],
      }));
  return {
    reading: items(passages, used("reading")),
    listening: items(audios, used("listening")),
    writing: prompts(writing, used("writing")),
    speaking: prompts(speaking, used("speaking")),
  };
}

/** The editor's values of a stored current-format test (ids as strings, for the checkboxes). */
export function currentEditorValues(test: { title: string; data: unknown }) {
  const d = currentTestData(test.data);
  const s = (ids: number[]) => ids.map(String);
  const m = (x: { routing: number[]; easier: number[]; harder: number[] }) => ({ routing: s(x.routing), easier: s(x.easier), harder: s(x.harder) });
  return { title: test.title, reading: m(d.reading), listening: m(d.listening), writing: s(d.writing), speaking: s(d.speaking) };
}
