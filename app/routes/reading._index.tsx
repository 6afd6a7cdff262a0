import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireUser } from "~/lib/auth.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { limitReachedRedirect, parseId } from "~/lib/practice.server";
import { freeTierFor, nextItem } from "~/services/practice.server";
import { isSectionLimitReached } from "~/domain/free-tier";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "practice.readingTitle");

/** /reading: on to the learner's next passage (?exclude= skips the current one). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const exclude = parseId(new URL(request.url).searchParams.get("exclude") ?? undefined);
  if (isSectionLimitReached(await freeTierFor(context.db, user, "reading"))) throw await limitReachedRedirect();
  const next = await nextItem(context.db, user, "reading", exclude);
  if (!next) return null;
  throw redirect(`/reading/${next.id}${next.isRepeat ? "?repeat=1" : ""}`);
}

export default function ReadingIndex() {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <h1 className="text-2xl font-bold">{t("practice.noPassages")}</h1>
      <p className="mt-2 text-slate-600">{t("practice.noItemsText")}</p>
      <Link to="/exercises" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
        {t("practice.backToExercises")}
      </Link>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
