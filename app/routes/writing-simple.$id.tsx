import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { NotFoundView, WritingTask } from "~/components/practice/writing-task";
import { BuildSentenceTask } from "~/components/tasks/build-sentence-task";
import { pageTitle } from "~/lib/meta";
import { writingAction, writingLoader } from "~/lib/writing-practice.server";

export const meta: MetaFunction<typeof loader> = ({ matches }) => pageTitle(matches, "ws.writingTitle");

export async function loader(args: LoaderFunctionArgs) {
  return writingLoader(args, "simple");
}

export async function action(args: ActionFunctionArgs) {
  return writingAction(args);
}

export default function WritingSimple() {
  const data = useLoaderData<typeof loader>();
  if (data.view === "invalid") return <NotFoundView title="ws.invalidExercise" text="ws.invalidExerciseText" />;
  if (data.view === "notFound") return <NotFoundView title="ws.exerciseNotFound" text="ws.exerciseNotFoundText" />;
  if (data.view === "buildSentence") return <BuildSentenceTask data={data} />;
  return <WritingTask />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
