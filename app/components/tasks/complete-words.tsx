import { Form, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { SubmitButton } from "~/components/forms";
import { Countdown } from "~/components/practice/countdown";
import { useT } from "~/lib/i18n/react";

import type { CtwLearnerSegment } from "~/domain/tasks/complete-words";

export type { CtwLearnerSegment };

export type CtwGapResult = { index: number; visible: string; missing: string; word: string; answer: string; correct: boolean };
export type CtwShownResult = { correct: number; total: number; gaps: CtwGapResult[] };

/**
 * Complete the Words: the paragraph with a text input after the visible half of each gapped word
 * (sized to the missing letters). One form posts all ten answers; without JavaScript it is a plain
 * form, with it the countdown submits what was typed when the time runs out.
 */
export function CompleteWordsPractice({
  segments,
  result,
  remaining,
  error,
  preview = false,
}: {
  segments: CtwLearnerSegment[];
  result: CtwShownResult | null;
  remaining: number;
  error?: string | null;
  /** admin preview: the same screen, without a form that posts */
  preview?: boolean;
}) {
  const t = useT();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  if (result) return <CompleteWordsResult segments={segments} result={result} />;
  const locked = !preview && remaining <= 0;
  const paragraph = (
    <p className="rounded-lg border border-slate-200 bg-white p-4 leading-loose" data-testid="ctw-paragraph">
      {segments.map((s, i) =>
        s.kind === "text" ? (
          <span key={i}>{s.text}</span>
        ) : (
          <span key={i} className="whitespace-nowrap">
            {s.visible}
            <input
              type="text"
              name={`gap[${s.index}]`}
              aria-label={t("tasksRL.ctw.gapLabel", { n: s.index + 1, visible: s.visible, count: s.length })}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={s.length + 12}
              disabled={locked}
              style={{ width: `${s.length + 1.5}ch` }}
              className="mx-px border-0 border-b-2 border-brand-600 bg-brand-50 px-0.5 font-mono focus:outline-none focus:ring-2 focus:ring-brand-100"
            />
          </span>
        ),
      )}
    </p>
  );
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">{t("tasksRL.ctw.instructions")}</p>
        {preview ? null : <Countdown seconds={remaining} onExpire={() => form.current?.requestSubmit()} />}
      </div>
      {locked ? <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">{t("tasksRL.late")}</p> : null}
      {error ? <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">{error}</p> : null}
      {preview ? (
        paragraph
      ) : (
        <Form method="post" ref={form} className="space-y-4">
          <input type="hidden" name="intent" value="complete_words" />
          <input type="hidden" name="timeZone" ref={(el) => { if (el) el.value = Intl.DateTimeFormat().resolvedOptions().timeZone ?? ""; }} />
          {paragraph}
          <SubmitButton pending={navigation.state === "submitting"} disabled={locked}>{t("tasksRL.ctw.submit")}</SubmitButton>
        </Form>
      )}
    </section>
  );
}

/** The result: every gap marked right or wrong, with the word it should have been. */
export function CompleteWordsResult({ segments, result }: { segments: CtwLearnerSegment[]; result: CtwShownResult }) {
  const t = useT();
  const byIndex = new Map(result.gaps.map((g) => [g.index, g]));
  return (
    <section id="results" className="space-y-4">
      <h2 className="text-lg font-semibold">{t("practice.results")}</h2>
      <p role="status" className="rounded-md bg-slate-100 p-3 font-semibold" data-testid="ctw-score">
        {t("tasksRL.ctw.result", { correct: result.correct, total: result.total })}
      </p>
      <p className="rounded-lg border border-slate-200 bg-white p-4 leading-loose">
        {segments.map((s, i) => {
          if (s.kind === "text") return <span key={i}>{s.text}</span>;
          const gap = byIndex.get(s.index);
          return (
            <mark key={i} className={gap?.correct ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"}>
              {gap ? gap.word : s.visible}
            </mark>
          );
        })}
      </p>
      <ol className="grid gap-2 sm:grid-cols-2">
        {result.gaps.map((g) => (
          <li
            key={g.index}
            data-testid="ctw-gap-result"
            className={`rounded-md border p-2 text-sm ${g.correct ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-900"}`}
          >
            <strong>{g.index + 1}. {g.visible}<u>{g.answer || "\u00a0"}</u></strong>{" "}
            {g.correct ? t("tasksRL.ctw.correctWord") : t("tasksRL.ctw.wrongWord", { word: g.word })}
            {g.correct ? null : <span className="block text-xs">({t("tasksRL.ctw.yourAnswer", { answer: g.answer || t("tasksRL.ctw.noAnswer") })})</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
