/**
 * The stages of a current-format (adaptive, 2026) attempt, inside /full-test/:testId (ADR 0017).
 * Plain forms posting to the page's action, so everything works without JavaScript: reading
 * modules are one form, listening is one question per page (its window is kept by the server),
 * writing and speaking are one form each.
 */
import { Form, useNavigation, useRevalidator } from "@remix-run/react";
import { SubmitButton } from "~/components/forms";
import { Countdown } from "~/components/practice/countdown";
import { letterFor } from "~/domain/practice/answers";
import { isTaskType, taskLabelKey } from "~/domain/tasks/registry";
import { useT } from "~/lib/i18n/react";
import type { CurrentStageView } from "~/services/current-full-test.server";
import { Recorder } from "./recorder";
import { OncePlayer } from "./stages";

type View<K extends CurrentStageView["kind"]> = Extract<CurrentStageView, { kind: K }>;

function StageForm({ stage, children, multipart, label }: { stage: string; children: React.ReactNode; multipart?: boolean; label?: string }) {
  const t = useT();
  const navigation = useNavigation();
  return (
    <Form method="post" encType={multipart ? "multipart/form-data" : undefined} className="flex flex-col gap-6" data-testid={`${stage}-form`}>
      <input type="hidden" name="intent" value="module" />
      <input type="hidden" name="stage" value={stage} />
      {children}
      <div>
        <SubmitButton pending={navigation.formData?.get("stage") === stage}>{label ?? t("ftc.submitModule")}</SubmitButton>
      </div>
    </Form>
  );
}

function TypeHeading({ type }: { type: string }) {
  const t = useT();
  return <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{isTaskType(type) ? t(taskLabelKey(type)) : type}</p>;
}

function Choices({ questionId, options }: { questionId: number; options: string[] }) {
  return (
    <>
      {options.map((option, i) => (
        <label key={i} className="flex items-start gap-2">
          <input type="radio" name={`q-${questionId}`} value={letterFor(i)} />
          <span>
            <strong>{letterFor(i)}.</strong> {option}
          </span>
        </label>
      ))}
    </>
  );
}

export function CurrentReadingStage({ stage, view }: { stage: string; view: View<"reading"> }) {
  const t = useT();
  let number = 0;
  return (
    <StageForm stage={stage}>
      {view.items.map((item) => {
        if ("segments" in item) {
          return (
            <section key={item.id} className="rounded-xl border border-slate-200 bg-white p-5" data-testid="ctw">
              <TypeHeading type="complete_words" />
              <p className="mb-3 text-sm text-slate-600">{t("ftc.ctwInstructions")}</p>
              <p className="leading-loose">
                {item.segments.map((seg, k) =>
                  seg.kind === "text" ? (
                    <span key={k}>{seg.text}</span>
                  ) : (
                    <span key={k} className="whitespace-nowrap">
                      {seg.visible}
                      <input
                        name={`ctw-${item.id}-${seg.index}`}
                        aria-label={t("ftc.gapLabel", { number: seg.index + 1 })}
                        size={Math.max(2, seg.length)}
                        maxLength={40}
                        autoComplete="off"
                        spellCheck={false}
                        className="mx-0.5 rounded border border-slate-400 px-1 font-mono"
                      />
                    </span>
                  ),
                )}
              </p>
            </section>
          );
        }
        return (
          <section key={item.id} className="grid gap-6 rounded-xl border border-slate-200 bg-white p-5 lg:grid-cols-2">
            <article>
              <TypeHeading type={item.kind} />
              <h2 className="mb-3 text-lg font-semibold">{item.title}</h2>
              {item.paragraphs.map((text, k) => (
                <p key={k} className="mb-3 whitespace-pre-line leading-relaxed">
                  {text}
                </p>
              ))}
            </article>
            <ol className="flex flex-col gap-4">
              {item.questions.map((q) => {
                number += 1;
                return (
                  <li key={q.id}>
                    <fieldset className="rounded-lg border border-slate-200 p-4">
                      <legend className="px-1 font-semibold">
                        {t("fullTest.question", { number })}: {q.questionText}
                      </legend>
                      <Choices questionId={q.id} options={q.options} />
                    </fieldset>
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </StageForm>
  );
}

export function CurrentListeningStage({ stage, view }: { stage: string; view: View<"listening"> }) {
  const t = useT();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5" data-testid="listening-question">
      <p className="text-sm text-slate-600">{t("ftc.listenInstructions")}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold">{t("ftc.questionOf", { current: view.index + 1, total: view.total })}</p>
        {/* with JavaScript the window ticks and the page reloads when it closes; without, the server keeps it anyway */}
        <div data-testid="question-timer" aria-label={t("ftc.questionTime", { seconds: view.questionSeconds })}>
          <Countdown key={`${stage}-${view.index}`} seconds={view.questionSeconds} onExpire={() => setTimeout(() => revalidator.revalidate(), 500)} />
        </div>
      </div>
      <TypeHeading type={view.taskType} />
      <h2 className="text-lg font-semibold">{view.audioTitle}</h2>
      {view.audio ? <OncePlayer url={view.audio.url} /> : null}
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="stage" value={stage} />
        <input type="hidden" name="index" value={view.index} />
        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 font-semibold">
            {t("fullTest.question", { number: view.index + 1 })}: {view.question.questionText}
          </legend>
          {view.question.options.map((option, i) => (
            <label key={i} className="flex items-start gap-2">
              <input type="radio" name="answer" value={letterFor(i)} />
              <span>
                <strong>{letterFor(i)}.</strong> {option}
              </span>
            </label>
          ))}
        </fieldset>
        <div>
          <SubmitButton pending={navigation.state !== "idle"}>{t("ftc.next")}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

export function CurrentWritingStage({ stage, view }: { stage: string; view: View<"writing"> }) {
  const t = useT();
  let sentence = 0;
  return (
    <StageForm stage={stage} label={t("fullTest.submitSection")}>
      {view.prompts.map((p) => {
        if (p.build) {
          sentence += 1;
          const build = p.build;
          return (
            <section key={p.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5" data-testid="build-sentence">
              <TypeHeading type="build_sentence" />
              {sentence === 1 ? <p className="text-sm text-slate-600">{t("ftc.buildInstructions")}</p> : null}
              <p className="font-medium">{p.question}</p>
              <div className="flex flex-wrap items-center gap-2">
                {build.before ? <span>{build.before}</span> : null}
                {Array.from({ length: build.slots }, (_, slot) => (
                  <select
                    key={slot}
                    name={`bs-${p.id}-${slot}`}
                    aria-label={t("ftc.slot", { number: slot + 1 })}
                    className="rounded-md border border-slate-300 p-1"
                    defaultValue=""
                  >
                    <option value="">{t("ftc.choose")}</option>
                    {build.chunks.map((chunk) => (
                      <option key={chunk} value={chunk}>
                        {chunk}
                      </option>
                    ))}
                  </select>
                ))}
                <span>{build.after}</span>
              </div>
            </section>
          );
        }
        return (
          <section key={p.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
            <TypeHeading type={p.type} />
            {p.email ? (
              <div className="rounded-lg bg-slate-50 p-4 text-sm">
                <p>{t("ftc.emailTo", { to: p.email.to })}</p>
                <p>{t("ftc.emailSubject", { subject: p.email.subject })}</p>
              </div>
            ) : null}
            <p className="whitespace-pre-line font-medium">{p.question.replace(/^\[\[academic_discussion\]\]\s*/, "")}</p>
            {p.email?.goals.length ? (
              <>
                <p className="text-sm font-semibold">{t("ftc.emailGoals")}</p>
                <ul className="list-disc pl-6">
                  {p.email.goals.map((g) => (
                    <li key={g}>{g}</li>
                  ))}
                </ul>
              </>
            ) : null}
            <label className="flex flex-col gap-1">
              <span className="font-semibold">{t("fullTest.yourEssay")}</span>
              <textarea name={`essay-${p.id}`} rows={10} maxLength={20000} className="rounded-md border border-slate-300 p-3" />
            </label>
          </section>
        );
      })}
    </StageForm>
  );
}

export function CurrentSpeakingStage({ stage, view }: { stage: string; view: View<"speaking"> }) {
  const t = useT();
  return (
    <StageForm stage={stage} multipart label={t("fullTest.submitSection")}>
      {view.prompts.map((p, i) => (
        <section key={p.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
          <TypeHeading type={p.type} />
          <h2 className="text-lg font-semibold">{t("fullTest.speakingTask", { number: i + 1 })}</h2>
          {p.set ? <p className="text-sm text-slate-600">{p.set}</p> : null}
          {p.audioUrl ? <OncePlayer url={p.audioUrl} /> : null}
          {p.question ? <p className="whitespace-pre-line font-medium">{p.question}</p> : <p>{t("ftc.listenRepeat")}</p>}
          <p className="text-sm text-slate-600">{t("ftc.speakSeconds", { seconds: p.seconds })}</p>
          <Recorder name={`recording-${p.id}`} maxSeconds={p.seconds} />
        </section>
      ))}
    </StageForm>
  );
}
