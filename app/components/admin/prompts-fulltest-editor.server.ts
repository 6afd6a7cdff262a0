/**
 * Loader data and action of the full test editor, shared by /admin/fulltest/create and
 * /admin/fulltest/edit/:id.
 */
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/cloudflare";
import { questionSummary } from "~/domain/academic-discussion";
import type { Db } from "~/lib/db.server";
import { FullTestSchema } from "~/lib/forms/full-test";
import { localeFromRequest } from "~/lib/i18n";
import { failureReply, redirectWithToast } from "~/lib/responses.server";
import { CurrentFullTestSchema } from "~/lib/forms/full-test-current-admin";
import { saveCurrentFullTest } from "~/services/current-full-tests.server";
import { addFullTest, editFullTest, fullTestEditorData } from "~/services/full-tests.server";
import { truncate } from "./prompts-ui";

export type EditorItem = {
  id: number;
  label: string;
  detail: string | null;
  type: string | null;
  usedIn: string[];
  questionCount?: number;
};

export async function fullTestEditorLoaderData(db: Db, editingId?: number) {
  const d = await fullTestEditorData(db, editingId);
  const used = (section: keyof typeof d.usedIn, id: number) => d.usedIn[section][id] ?? [];
  return {
    reading: d.reading.map<EditorItem>((p) => ({ id: p.id, label: p.title, detail: null, type: null, usedIn: used("reading", p.id), questionCount: p.questionCount })),
    listening: d.listening.map<EditorItem>((a) => ({ id: a.id, label: a.title, detail: null, type: null, usedIn: used("listening", a.id), questionCount: a.questionCount })),
    writing: d.writing.map<EditorItem>((w) => ({ id: w.id, label: truncate(questionSummary(w.question), 120), detail: null, type: w.type, usedIn: used("writing", w.id) })),
    speaking: d.speaking.map<EditorItem>((s) => ({ id: s.id, label: truncate(s.question, 120), detail: s.integratedType, type: s.type, usedIn: used("speaking", s.id) })),
  };
}

/** The current-format (2026) editor's action: counts checked on the server, 400 and nothing changed when refused. */
export async function currentFullTestEditorAction(db: Db, request: Request, formData: FormData, testId?: number) {
  const submission = parseWithZod(formData, { schema: CurrentFullTestSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const outcome = await saveCurrentFullTest(db, submission.value, testId);
  if (!outcome.ok) {
    return data({ result: failureReply(submission, outcome, localeFromRequest(request)) }, { status: outcome.status });
  }
  return redirectWithToast("/admin/fulltest/tests", { type: "success", title: "ftc.admin.created" });
}

export async function fullTestEditorAction(db: Db, request: Request, testId?: number) {
  const formData = await request.formData();
  if (formData.get("format") === "current") return currentFullTestEditorAction(db, request, formData, testId);
  const submission = parseWithZod(formData, { schema: FullTestSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const outcome = testId ? await editFullTest(db, testId, submission.value) : await addFullTest(db, submission.value);
  if (!outcome.ok) {
    return data({ result: failureReply(submission, outcome, localeFromRequest(request)) }, { status: outcome.status });
  }
  return redirectWithToast("/admin/fulltest/tests", {
    type: "success",
    title: testId ? "adminPrompts.fullTest.updated" : "adminPrompts.fullTest.created",
  });
}
