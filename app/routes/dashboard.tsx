import { createCookie, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireUser } from "~/lib/auth.server";
import { sha256 } from "~/lib/crypto.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { getDashboard } from "~/services/dashboard.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "dashboard.pageTitle");

/** Remembers which site notice the learner dismissed ("I Understand"), by a hash of its text. */
const noticeCookie = createCookie("notice_seen", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 * 60 * 24 * 365 });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const dashboard = await getDashboard(context.db, user);
  const seen = await noticeCookie.parse(request.headers.get("Cookie"));
  const noticeHash = dashboard.notice ? (await sha256(dashboard.notice)).slice(0, 16) : null;
  return { ...dashboard, notice: noticeHash && seen !== noticeHash ? dashboard.notice : null, noticeHash };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const form = await request.formData();
  const hash = String(form.get("noticeHash") ?? "").slice(0, 16);
  return new Response(null, {
    status: 303,
    headers: { Location: "/dashboard", "Set-Cookie": await noticeCookie.serialize(hash) },
  });
}

const SECTIONS = [
  { key: "reading", label: "exercises.reading", to: "/reading" },
  { key: "listening", label: "exercises.listening", to: "/listening" },
  { key: "writing", label: "exercises.writing", to: "/writing" },
  { key: "speaking", label: "exercises.speaking", to: "/speaking" },
  { key: "fullTest", label: "dashboard.fullTest", to: "/full-tests" },
] as const;

export default function Dashboard() {
  const { premium, notice, noticeHash, stats, sections } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      {notice ? (
        <section role="dialog" aria-labelledby="notice-title" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
          <h2 id="notice-title" className="font-semibold text-amber-900">{t("dashboard.noticeTitle")}</h2>
          <p className="mt-1 whitespace-pre-line text-amber-900">{notice}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="noticeHash" value={noticeHash ?? ""} />
            <button type="submit" className="rounded-md bg-amber-600 px-3 py-1.5 text-sm font-semibold text-white">
              {t("dashboard.noticeUnderstand")}
            </button>
          </Form>
        </section>
      ) : null}
      <h1 className="text-2xl font-bold">{t("dashboard.heading")}</h1>
      <section className={`rounded-xl border p-5 ${premium ? "border-brand-600 bg-brand-50" : "border-slate-200"}`}>
        <h2 className="text-lg font-semibold">{premium ? t("dashboard.premium") : t("dashboard.free")}</h2>
        <p className="text-slate-700">{premium ? t("dashboard.premiumText") : t("dashboard.freeText")}</p>
        {premium ? null : (
          <Link to="/subscribe" className="mt-3 inline-block rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white">
            {t("dashboard.upgrade")}
          </Link>
        )}
      </section>
      <dl className="grid grid-cols-3 gap-4">
        <div className="rounded-lg bg-slate-50 p-4 text-center">
          <dt className="text-xs text-slate-500">{t("dashboard.exercisesCompleted")}</dt>
          <dd className="text-3xl font-bold" data-testid="exercises-completed">{stats.exercisesCompleted.total}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-4 text-center">
          <dt className="text-xs text-slate-500">{t("dashboard.streak")}</dt>
          <dd className="text-3xl font-bold">{t("dashboard.days", { n: stats.currentStreak })}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-4 text-center">
          <dt className="text-xs text-slate-500">{t("dashboard.daysActive")}</dt>
          <dd className="text-3xl font-bold">{stats.totalDaysActive}</dd>
        </div>
      </dl>
      <ul className="space-y-4">
        {SECTIONS.map((s) => {
          const section = sections[s.key];
          const percent = section.total ? Math.min(100, Math.round((section.done / section.total) * 100)) : 0;
          return (
            <li key={s.key} className="rounded-lg border border-slate-200 p-4" data-testid={`progress-${s.key}`}>
              <div className="flex items-center justify-between gap-3">
                <h3 className="font-semibold">{t(s.label)}</h3>
                <div className="flex items-center gap-2 text-sm">
                  {section.limitReached ? (
                    <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">{t("dashboard.limitReached")}</span>
                  ) : null}
                  <span>{t("dashboard.progressOf", { done: section.done, total: section.total })}</span>
                </div>
              </div>
              <div
                className="mt-2 h-2 rounded-full bg-slate-100"
                role="progressbar"
                aria-label={t(s.label)}
                aria-valuemin={0}
                aria-valuemax={section.total}
                aria-valuenow={section.done}
              >
                <div className="h-2 rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
              </div>
              {section.limitReached ? null : (
                <Link to={s.to} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
                  {t("dashboard.practise")} →
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
