import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { hasPremiumAccess } from "~/domain/access";
import { requireUser } from "~/lib/auth.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "exercises.pageTitle");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { premium: hasPremiumAccess(user) };
}

const SECTIONS = [
  { to: "/reading", title: "exercises.reading", text: "exercises.readingText" },
  { to: "/listening", title: "exercises.listening", text: "exercises.listeningText" },
  { to: "/writing", title: "exercises.writing", text: "exercises.writingText" },
  { to: "/speaking", title: "exercises.speaking", text: "exercises.speakingText" },
  { to: "/full-test", title: "exercises.fullTest", text: "exercises.fullTestText" },
];

export default function Exercises() {
  const { premium } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div>
      {premium ? null : (
        <div role="note" className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <div>
            <p className="font-semibold text-amber-900">{t("exercises.limitedTitle")}</p>
            <p className="text-sm text-amber-900">{t("exercises.limitedText")}</p>
          </div>
          <Link to="/subscribe" className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white">
            {t("exercises.subscribeNow")}
          </Link>
        </div>
      )}
      <h1 className="text-2xl font-bold">{t("exercises.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("exercises.intro")}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SECTIONS.map((s) => (
          <li key={s.to}>
            <Link to={s.to} className="block h-full rounded-xl border border-slate-200 p-5 hover:border-brand-600 hover:shadow">
              <h2 className="text-lg font-semibold">{t(s.title)}</h2>
              <p className="mt-1 text-sm text-slate-600">{t(s.text)}</p>
              <span className="mt-3 inline-block text-sm font-semibold text-brand-700">{t("exercises.start")} →</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
