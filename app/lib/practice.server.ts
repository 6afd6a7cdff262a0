import { redirectWithToast } from "~/lib/responses.server";

/** Where a free learner over a section's limit goes (DECISIONS.md "Access and the free tier"). */
export function limitReachedRedirect() {
  return redirectWithToast("/subscribe", {
    type: "error",
    title: "practice.limitReached",
    description: "practice.limitReachedText",
  });
}

export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

/** The verdict shown for a stored answer. */
export function storedVerdict(row: { isCorrect: boolean | null; score: number | null }, maxPoints: number) {
  if (row.isCorrect) return "correct" as const;
  return maxPoints > 1 && (row.score ?? 0) > 0 ? ("partial" as const) : ("incorrect" as const);
}
