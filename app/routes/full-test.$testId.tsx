import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/forms";
import { CurrentResultsView } from "~/components/full-test/current-results";
import { CurrentListeningStage, CurrentReadingStage, CurrentSpeakingStage, CurrentWritingStage } from "~/components/full-test/current-stages";
import { ResultsView } from "~/components/full-test/results";
import { BreakStage, ListeningStage, ReadingStage, SpeakingStage, WritingStage } from "~/components/full-test/stages";
import { Countdown } from "~/components/practice/countdown";
import { requireUser } from "~/lib/auth.server";
import { CurrentAnswerSchema, CurrentModuleSchema, currentFieldsFromForm } from "~/lib/forms/full-test-current";
import { SectionSubmitSchema, sectionPayloadFromForm } from "~/lib/forms/full-test-section";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { parseId } from "~/lib/practice.server";
import { redirectWithToast } from "~/lib/responses.server";
import {
  answerCurrentQuestion,
  fullTestPage,
  startFullTest,
  submitCurrentFormStage,
  submitSection,
  type Recording,
} from "~/services/full-test-attempts.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageTitle(matches, data && "test" in data && data.test ? data.test.title : data && data.view === "results" ? data.results.title : "fullTest.listTitle");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const attemptId = new URL(request.url).searchParams.get("attempt");
  const page = await fullTestPage({ db: context.db, env: context.cloudflare.env }, user, parseId(params.testId), attemptId);
  if (page.view === "notFound") return data(page, { status: 404 });
  if (page.view === "finished") throw redirect(`/full-test/${params.testId}?attempt=${page.attemptId}`);
  return page;
}

async function recordingsFrom(form: FormData): Promise<Record<string, Recording>> {
  const out: Record<string, Recording> = {};
  for (const [name, value] of form.entries()) {
    const match = /^recording-(\d{1,9})$/.exec(name);
    if (match && typeof value !== "string" && value.size > 0) out[match[1]] = { audio: await value.arrayBuffer(), mimeType: value.type };
  }
  return out;
}

const submitFailure = (status: number, detail?: string) =>
  data({ error: "fullTest.submitError", text: "fullTest.submitErrorText", detail: detail ?? null }, { status });

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const testId = parseId(params.testId);
  if (!testId) throw new Response("Not Found", { status: 404 });
  const deps = { db: context.db, env: context.cloudflare.env };
  const here = `/full-test/${testId}`;
  const form = await request.formData();

  if (form.get("intent") === "start") {
    const started = await startFullTest(deps, user, testId);
    if (started.ok) return redirect(here);
    if (started.status === 403) {
      throw await redirectWithToast("/subscribe", { type: "error", title: "fullTest.freeTierLimit", description: "fullTest.freeTierLimitText" });
    }
    throw new Response("Not Found", { status: 404 });
  }

  const intent = form.get("intent");
  if (intent === "module" || intent === "answer") {
    const parsedCurrent =
      intent === "module"
        ? CurrentModuleSchema.safeParse(Object.fromEntries(form))
        : CurrentAnswerSchema.safeParse({ intent, stage: form.get("stage"), index: form.get("index"), answer: form.get("answer") ?? "" });
    if (!parsedCurrent.success) return submitFailure(400, "fullTest.badSection");
    let current: Awaited<ReturnType<typeof submitCurrentFormStage>> | Awaited<ReturnType<typeof answerCurrentQuestion>>;
    try {
      current =
        parsedCurrent.data.intent === "answer"
          ? await answerCurrentQuestion(deps, user, testId, parsedCurrent.data)
          : await submitCurrentFormStage(deps, user, testId, {
              stage: parsedCurrent.data.stage,
              fields: currentFieldsFromForm(form),
              recordings: await recordingsFrom(form),
            });
    } catch (error) {
      console.error("full test: stage submit failed:", error instanceof Error ? error.message : error);
      return submitFailure(503);
    }
    if (!current.ok) {
      if (current.error === "fullTest.timeUp") {
        return redirectWithToast(here, { type: "error", title: "fullTest.timeUp", description: "fullTest.timeUpText" });
      }
      if (current.error === "fullTest.sectionClosed") return redirectWithToast(here, { type: "info", title: "fullTest.sectionClosed" });
      return submitFailure(current.status, current.error);
    }
    if (current.state.stage === "results") return redirect(`${here}?attempt=${current.attempt.id}`);
    if ("accepted" in current) {
      return current.accepted ? redirect(here) : redirectWithToast(here, { type: "error", title: "ftc.answerLate" });
    }
    return redirectWithToast(here, { type: "success", title: "fullTest.sectionSubmitted" });
  }

  const parsed = SectionSubmitSchema.safeParse(sectionPayloadFromForm(form));
  if (!parsed.success) return submitFailure(400, "fullTest.badSection");
  let outcome: Awaited<ReturnType<typeof submitSection>>;
  try {
    outcome = await submitSection(deps, user, testId, { ...parsed.data, recordings: await recordingsFrom(form) });
  } catch (error) {
    console.error("full test: section submit failed:", error instanceof Error ? error.message : error);
    return submitFailure(503);
  }
  if (!outcome.ok) {
    if (outcome.error === "fullTest.timeUp") {
      return redirectWithToast(here, { type: "error", title: "fullTest.timeUp", description: "fullTest.timeUpText" });
    }
    if (outcome.error === "fullTest.sectionClosed") return redirectWithToast(here, { type: "info", title: "fullTest.sectionClosed" });
    return submitFailure(outcome.status, outcome.error);
  }
  if (outcome.state.stage === "results") return redirect(`${here}?attempt=${outcome.attempt.id}`);
  return redirectWithToast(here, { type: "success", title: "fullTest.sectionSubmitted" });
}

const STAGE_NUMBER = { reading: 1, listening: 2, break: 2, writing: 3, speaking: 4 } as const;
const CURRENT_STAGE_NUMBER = { reading_routing: 1, reading_second: 1, listening_routing: 2, listening_second: 2, writing: 3, speaking: 4 } as const;

function NotFound() {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <h1 className="text-2xl font-bold">{t("fullTest.notFound")}</h1>
      <p className="my-4 text-slate-600">{t("fullTest.notFoundText")}</p>
      <Link to="/full-tests" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
        {t("fullTest.backToTests")}
      </Link>
    </div>
  );
}

export default function FullTestPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();

  if (page.view === "notFound") return <NotFound />;
  if (page.view === "results") {
    return (
      <div className="mx-auto max-w-4xl">
        {"format" in page.results ? <CurrentResultsView results={page.results} /> : <ResultsView results={page.results} />}
      </div>
    );
  }
  if (page.view === "currentIntro") {
    return (
      <TestIntro
        format={t("ftc.formatCurrent")}
        title={page.test.title}
        text={t("ftc.introText")}
        sections={t("ftc.introSections", page.minutes)}
        multiplier={page.multiplier}
      />
    );
  }
  if (page.view === "current") {
    const content = page.content;
    return (
      <StageShell
        stage={page.stage}
        progress={`${page.test.title} · ${t("ftc.progress", { current: CURRENT_STAGE_NUMBER[page.stage as keyof typeof CURRENT_STAGE_NUMBER] ?? 1 })}`}
        heading={t(`ftc.stage.${page.stage}`)}
        remaining={page.remaining}
        timeUpNotice={page.timeUpNotice}
        error={actionData && "error" in actionData ? actionData : null}
      >
        {content.kind === "reading" ? <CurrentReadingStage key={page.stage} stage={page.stage} view={content} /> : null}
        {content.kind === "listening" ? <CurrentListeningStage key={`${page.stage}-${content.index}`} stage={page.stage} view={content} /> : null}
        {content.kind === "writing" ? <CurrentWritingStage stage={page.stage} view={content} /> : null}
        {content.kind === "speaking" ? <CurrentSpeakingStage stage={page.stage} view={content} /> : null}
      </StageShell>
    );
  }
  if (page.view === "intro") {
    return (
      <TestIntro title={page.test.title} text={t("fullTest.introText")} sections={t("fullTest.introSections", page.minutes)} multiplier={page.multiplier} />
    );
  }
  if (page.view !== "stage") return null;
  return (
    <StageShell
      stage={page.stage}
      progress={`${page.test.title} · ${t("fullTest.progress", { current: STAGE_NUMBER[page.stage] })}`}
      heading={t(`fullTest.stage.${page.stage}`)}
      remaining={page.remaining}
      timeUpNotice={page.timeUpNotice}
      error={actionData && "error" in actionData ? actionData : null}
    >
      {page.stage === "reading" ? <ReadingStage passages={page.reading} /> : null}
      {page.stage === "listening" ? <ListeningStage audios={page.listening} /> : null}
      {page.stage === "break" ? <BreakStage /> : null}
      {page.stage === "writing" ? <WritingStage prompts={page.writing} /> : null}
      {page.stage === "speaking" ? <SpeakingStage prompts={page.speaking} /> : null}
    </StageShell>
  );
}

/** The page before an attempt starts: format, what the sections are, the accommodation, Start. */
function TestIntro({ format, title, text, sections, multiplier }: { format?: string; title: string; text: string; sections: string; multiplier: number }) {
  const t = useT();
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-6">
      {format ? <p className="text-sm font-semibold text-brand-700">{format}</p> : null}
      <h1 className="text-2xl font-bold">{title}</h1>
      <h2 className="mt-4 text-lg font-semibold">{t("fullTest.introHeading")}</h2>
      <p className="my-3 text-slate-700">{text}</p>
      <p className="mb-3 text-sm text-slate-600">{sections}</p>
      {multiplier !== 1 ? <p className="mb-3 text-sm">{t("fullTest.accommodation", { multiplier })}</p> : null}
      <Form method="post">
        <input type="hidden" name="intent" value="start" />
        <SubmitButton pending={navigation.state !== "idle"}>{t("fullTest.start")}</SubmitButton>
      </Form>
    </div>
  );
}

/** A stage of either format: the sticky header with the server's countdown, the time-up and error notices, the stage. */
function StageShell({
  stage,
  progress,
  heading,
  remaining,
  timeUpNotice,
  error,
  children,
}: {
  stage: string;
  progress: string;
  heading: string;
  remaining: number;
  timeUpNotice: boolean;
  error: { error: string; text: string; detail?: string | null } | null;
  children: React.ReactNode;
}) {
  const t = useT();
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white/95 py-3">
        <div>
          <p className="text-sm text-slate-600">{progress}</p>
          <h1 className="text-2xl font-bold" data-testid="stage-heading">
            {heading}
          </h1>
        </div>
        {/* at zero, read the stage again from the server (the Durable Object has moved on) */}
        {revalidator.state === "loading" ? <p role="status">{t("fullTest.loading")}</p> : null}
        <Countdown key={stage} seconds={remaining} onExpire={() => setTimeout(() => revalidator.revalidate(), 1000)} />
      </header>
      {timeUpNotice ? (
        <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          <p className="font-semibold">{t("fullTest.timeUp")}</p>
          <p>{t("fullTest.timeUpText")}</p>
        </div>
      ) : null}
      {error ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          <p className="font-semibold">{t(error.error)}</p>
          <p>{t(error.text)}</p>
          {error.detail ? <p className="text-sm">{t(error.detail)}</p> : null}
        </div>
      ) : null}
      {children}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
