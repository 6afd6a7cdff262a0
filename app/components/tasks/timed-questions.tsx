import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { SubmitButton } from "~/components/forms";
import { Countdown } from "~/components/practice/countdown";
import { letterFor } from "~/domain/practice/answers";
import { useT } from "~/lib/i18n/react";

type Question = { id: number; questionText: string; options: string[] };

/**
 * The questions of a current-format listening item after its single play. The server's clock allows
 * questions x perQuestionSeconds (plus a small grace) and refuses later answers.
 * Without JavaScript: every question in one form with the item's countdown.
 * With JavaScript: one question at a time, each with its own countdown; when a question's time
 * runs out the next one opens, and after the last one the answers are submitted.
 */
export function TimedQuestions({
  questions,
  remaining,
  perQuestionSeconds,
}: {
  questions: Question[];
  remaining: number;
  perQuestionSeconds: number;
}) {
  const t = useT();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    setHydrated(true);
    // a reload mid-way resumes at the question the clock is on
    const elapsed = questions.length * perQuestionSeconds - remaining;
    setCurrent(Math.min(questions.length - 1, Math.max(0, Math.floor(elapsed / perQuestionSeconds))));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = () => form.current?.requestSubmit();
  const advance = () => (current + 1 < questions.length ? setCurrent(current + 1) : submit());
  // this question's own time, never more than what the item has left
  const questionSeconds = Math.min(
    perQuestionSeconds,
    Math.max(0, remaining - (questions.length - 1 - current) * perQuestionSeconds),
  );
  return (
    <Form method="post" ref={form} className="space-y-6">
      <input type="hidden" name="intent" value="submit" />
      <input type="hidden" name="timeZone" ref={(el) => { if (el) el.value = Intl.DateTimeFormat().resolvedOptions().timeZone ?? ""; }} />
      {hydrated ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-semibold">{t("tasksRL.questionClock", { n: current + 1, total: questions.length })}</p>
          <Countdown key={current} seconds={questionSeconds} onExpire={advance} />
        </div>
      ) : (
        <Countdown seconds={remaining} />
      )}
      <ol className="space-y-6">
        {questions.map((question, index) => (
          <li key={question.id} hidden={hydrated && index !== current} className="rounded-lg border border-slate-200 p-4">
            <fieldset>
              <legend className="font-medium">
                <span className="block text-xs font-semibold uppercase text-slate-500">{t("practice.questionN", { n: index + 1 })}</span>
                <span className="whitespace-pre-line">{question.questionText}</span>
              </legend>
              <div className="mt-3 space-y-2">
                {question.options.map((option, i) => (
                  <label key={i} className="flex cursor-pointer items-start gap-2 rounded-md border border-slate-200 p-2 hover:bg-slate-50">
                    <input type="radio" name={`q-${question.id}`} value={letterFor(i)} className="mt-1" />
                    <span>
                      <strong>{letterFor(i)}.</strong> {option}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {hydrated && current + 1 < questions.length ? (
        <button type="button" onClick={advance} className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
          {t("tasksRL.nextQuestion")}
        </button>
      ) : (
        <SubmitButton pending={navigation.state === "submitting"}>{t("practice.submitAll")}</SubmitButton>
      )}
    </Form>
  );
}
