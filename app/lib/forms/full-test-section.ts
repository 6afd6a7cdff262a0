/**
 * A full-test section submit, shared by POST /api/full-test/:id/submit-section (JSON, the spec's
 * payloads) and the page's forms (turned into the same shape by `sectionPayloadFromForm`):
 * reading and listening send answers {questionId: letter} (a prose summary "A,C,E" or a list),
 * writing sends responses {promptId: essay}, speaking sends recordings {promptId: audio} (JSON: a
 * base64 data URL; the page: files in a multipart form, handled by the route).
 */
import { z } from "zod";

export const SECTION_SUBMIT_SECTIONS = ["reading", "listening", "break", "writing", "speaking"] as const;

const Letters = z.union([z.string().max(20), z.array(z.string().max(2)).max(6).transform((list) => list.join(","))]);

export const SectionSubmitSchema = z.object({
  section: z.enum(SECTION_SUBMIT_SECTIONS, { errorMap: () => ({ message: "fullTest.badSection" }) }),
  answers: z.record(z.string().regex(/^\d{1,9}$/), Letters).optional().default({}),
  responses: z.record(z.string().regex(/^\d{1,9}$/), z.string().max(20_000)).optional().default({}),
  recordings: z.record(z.string().regex(/^\d{1,9}$/), z.string().max(40_000_000)).optional().default({}),
});
export type SectionSubmit = z.output<typeof SectionSubmitSchema>;

/** The page's form fields (q-<questionId>, essay-<promptId>) as the JSON payload's shape. */
export function sectionPayloadFromForm(form: FormData) {
  const answers: Record<string, string> = {};
  const responses: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const q = /^q-(\d{1,9})$/.exec(name);
    if (q) answers[q[1]] = answers[q[1]] ? `${answers[q[1]]},${value}` : value;
    const e = /^essay-(\d{1,9})$/.exec(name);
    if (e) responses[e[1]] = value;
  }
  return { section: form.get("section"), answers, responses };
}
