/**
 * The stages of a full-test attempt, rendered inside /full-test/:testId (docs/decisions/0010).
 * Every stage is a plain form posting to the page's action: it works without JavaScript; with it,
 * the audio plays once, prose summaries stop at 3 picks and speaking gets a recorder.
 */
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { SubmitButton } from "~/components/forms";
import { letterFor } from "~/domain/practice/answers";
import { useT } from "~/lib/i18n/react";
import { Recorder } from "./recorder";

type Question = { id: number; questionText: string; options: string[]; questionType: string };

function SectionForm({ section, children, multipart }: { section: string; children: React.ReactNode; multipart?: boolean }) {
  const t = useT();
  const navigation = useNavigation();
  return (
    <Form method="post" encType={multipart ? "multipart/form-data" : undefined} className="flex flex-col gap-6" data-testid={`${section}-form`}>
      <input type="hidden" name="intent" value="submit" />
      <input type="hidden" name="section" value={section} />
      {children}
      <div>
        <SubmitButton pending={navigation.formData?.get("section") === section}>{t("fullTest.submitSection")}</SubmitButton>
      </div>
    </Form>
  );
}

function ProseChoices({ question }: { question: Question }) {
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <>
      {question.options.map((option, i) => {
        const letter = letterFor(i);
        const checked = picked.includes(letter);
        return (
          <label key={letter} className="flex items-start gap-2">
            <input
              type="checkbox"
              name={`q-${question.id}`}
              value={letter}
              // with JavaScript a fourth pick is not possible; without it the server gives it no credit
              disabled={!checked && picked.length >= 3}
              onChange={(e) => setPicked((list) => (e.target.checked ? [...list, letter] : list.filter((l) => l !== letter)))}
            />
            <span>
              <strong>{letter}.</strong> {option}
            </span>
          </label>
        );
      })}
    </>
  );
}

function Questions({ questions, start }: { questions: Question[]; start: number }) {
  const t = useT();
  return (
    <ol className="flex flex-col gap-4">
      {questions.map((q, n) => (
        <li key={q.id} id={`q-${q.id}`}>
          <fieldset className="rounded-lg border border-slate-200 p-4">
            <legend className="px-1 font-semibold">
              {t("fullTest.question", { number: start + n })}: {q.questionText}
            </legend>
            {q.questionType === "prose_summary" ? (
              <>
                <p className="mb-2 text-sm text-slate-600">{t("fullTest.pickThree")}</p>
                <ProseChoices question={q} />
              </>
            ) : (
              q.options.map((option, i) => (
                <label key={i} className="flex items-start gap-2">
                  <input type="radio" name={`q-${q.id}`} value={letterFor(i)} />
                  <span>
                    <strong>{letterFor(i)}.</strong> {option}
                  </span>
                </label>
              ))
            )}
          </fieldset>
        </li>
      ))}
    </ol>
  );
}

export function ReadingStage({ passages }: { passages: Array<{ id: number; title: string; paragraphs: string[]; questions: Question[] }> }) {
  const t = useT();
  let start = 1;
  return (
    <SectionForm section="reading">
      {passages.map((p, i) => {
        const first = start;
        start += p.questions.length;
        return (
          <section key={p.id} className="grid gap-6 lg:grid-cols-2" aria-labelledby={`passage-${p.id}`}>
            <article className="rounded-xl border border-slate-200 bg-white p-5">
              <h2 id={`passage-${p.id}`} className="mb-3 text-lg font-semibold">
                {t("fullTest.passage", { number: i + 1, title: p.title })}
              </h2>
              {p.paragraphs.map((text, k) => (
                <p key={k} className="mb-3 leading-relaxed">
                  {text}
                </p>
              ))}
            </article>
            <Questions questions={p.questions} start={first} />
          </section>
        );
      })}
    </SectionForm>
  );
}

/** With JavaScript: one play, no seeking; without it, the browser's controls. */
export function OncePlayer({ url }: { url: string }) {
  const t = useT();
  const audio = useRef<HTMLAudioElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [state, setState] = useState<"idle" | "playing" | "played">("idle");
  useEffect(() => setEnhanced(true), []);
  return (
    <div>
      <audio ref={audio} src={url} preload="none" controls={!enhanced} className="w-full" onEnded={() => setState("played")}>
        {t("fullTest.audioFallback")}
      </audio>
      {enhanced ? (
        <button
          type="button"
          disabled={state !== "idle"}
          onClick={() => {
            setState("playing");
            void audio.current?.play().catch(() => setState("played"));
          }}
          className="mt-2 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {state === "idle" ? t("fullTest.playOnce") : state === "playing" ? t("fullTest.playing") : t("fullTest.played")}
        </button>
      ) : null}
    </div>
  );
}

export function ListeningStage({ audios }: { audios: Array<{ id: number; title: string; url: string; questions: Question[] }> }) {
  const t = useT();
  let start = 1;
  return (
    <SectionForm section="listening">
      {audios.map((a, i) => {
        const first = start;
        start += a.questions.length;
        return (
          <section key={a.id} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="text-lg font-semibold">{t("fullTest.audio", { number: i + 1, title: a.title })}</h2>
            <OncePlayer url={a.url} />
            <Questions questions={a.questions} start={first} />
          </section>
        );
      })}
    </SectionForm>
  );
}

export function BreakStage() {
  const t = useT();
  const navigation = useNavigation();
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-semibold">{t("fullTest.breakHeading")}</h2>
      <p className="my-3 text-slate-700">{t("fullTest.breakText")}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="submit" />
        <input type="hidden" name="section" value="break" />
        <SubmitButton pending={navigation.state !== "idle"}>{t("fullTest.skipBreak")}</SubmitButton>
      </Form>
    </section>
  );
}

type WritingPrompt = {
  id: number;
  type: string;
  question: string | null;
  discussion: { professorPost: string; firstStudentPost: string; secondStudentPost: string; instructions: string } | null;
  passage: { title: string; paragraphs: string[] } | null;
  audio: { title: string; url: string; transcription: string } | null;
};

function countWords(text: string) {
  return text.trim() ? text.trim().split(/\s+/).length : 0;
}

function Essay({ promptId }: { promptId: number }) {
  const t = useT();
  const [words, setWords] = useState(0);
  return (
    <label className="flex flex-col gap-1">
      <span className="font-semibold">{t("fullTest.yourEssay")}</span>
      <textarea
        name={`essay-${promptId}`}
        rows={12}
        className="rounded-md border border-slate-300 p-3"
        onChange={(e) => setWords(countWords(e.target.value))}
      />
      <span className="text-sm text-slate-600" aria-live="polite">
        {t("fullTest.wordCount", { count: words })}
      </span>
    </label>
  );
}

export function WritingStage({ prompts }: { prompts: WritingPrompt[] }) {
  const t = useT();
  const kind = (type: string) =>
    type === "integrated" ? "fullTest.writingIntegrated" : type === "academic_discussion" ? "fullTest.writingDiscussion" : "fullTest.writingIndependent";
  return (
    <SectionForm section="writing">
      {prompts.map((p, i) => (
        <section key={p.id} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="text-lg font-semibold">
            {t("fullTest.task", { number: i + 1 })}: {t(kind(p.type))}
          </h2>
          {p.passage ? (
            <article className="rounded-lg bg-slate-50 p-4">
              <h3 className="font-semibold">{t("fullTest.readingPassage")}: {p.passage.title}</h3>
              {p.passage.paragraphs.map((text, k) => (
                <p key={k} className="mt-2">
                  {text}
                </p>
              ))}
            </article>
          ) : null}
          {p.audio ? (
            <div className="rounded-lg bg-slate-50 p-4">
              <h3 className="mb-2 font-semibold">{t("fullTest.lecture")}: {p.audio.title}</h3>
              <OncePlayer url={p.audio.url} />
              {p.audio.transcription ? (
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-semibold">{t("fullTest.transcript")}</summary>
                  <p className="mt-2 whitespace-pre-line text-sm">{p.audio.transcription}</p>
                </details>
              ) : null}
            </div>
          ) : null}
          {p.discussion ? (
            <div className="flex flex-col gap-3">
              {p.discussion.instructions ? <p className="whitespace-pre-line">{p.discussion.instructions}</p> : null}
              {(
                [
                  ["fullTest.professor", p.discussion.professorPost],
                  ["fullTest.student1", p.discussion.firstStudentPost],
                  ["fullTest.student2", p.discussion.secondStudentPost],
                ] as const
              ).map(([who, post]) => (
                <blockquote key={who} className="rounded-lg border-l-4 border-brand-600 bg-slate-50 p-3">
                  <p className="text-sm font-semibold">{t(who)}</p>
                  <p className="whitespace-pre-line">{post}</p>
                </blockquote>
              ))}
            </div>
          ) : (
            <p className="whitespace-pre-line font-medium">{p.question}</p>
          )}
          <Essay promptId={p.id} />
        </section>
      ))}
    </SectionForm>
  );
}

type SpeakingPrompt = {
  id: number;
  question: string;
  preparationTime: number;
  speakingTime: number;
  passage: { title: string; paragraphs: string[] } | null;
  audio: { title: string; url: string } | null;
};

export function SpeakingStage({ prompts }: { prompts: SpeakingPrompt[] }) {
  const t = useT();
  return (
    <SectionForm section="speaking" multipart>
      {prompts.map((p, i) => (
        <section key={p.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="text-lg font-semibold">{t("fullTest.speakingTask", { number: i + 1 })}</h2>
          {p.passage ? (
            <article className="rounded-lg bg-slate-50 p-4">
              <h3 className="font-semibold">{p.passage.title}</h3>
              {p.passage.paragraphs.map((text, k) => (
                <p key={k} className="mt-2">
                  {text}
                </p>
              ))}
            </article>
          ) : null}
          {p.audio ? <OncePlayer url={p.audio.url} /> : null}
          <p className="whitespace-pre-line font-medium">{p.question}</p>
          <p className="text-sm text-slate-600">{t("fullTest.speakingTimes", { prep: p.preparationTime, speak: 45 })}</p>
          <Recorder name={`recording-${p.id}`} maxSeconds={45} />
        </section>
      ))}
    </SectionForm>
  );
}
