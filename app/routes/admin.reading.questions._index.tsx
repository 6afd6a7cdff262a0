import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminPageHeader, Badge, buttonClass } from "~/components/admin/admin-ui";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { MAX_QUESTIONS_PER_PASSAGE } from "~/domain/questions";
import { requireAdmin } from "~/lib/auth.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { listPassages } from "~/models/passage.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "admin.questions.pageTitle");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { passages: await listPassages(context.db) };
}

/** Step one of /admin/reading/questions: pick a passage (title and question count). */
export default function ReadingQuestionsPicker() {
  const { passages } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl">
      <AdminPageHeader
        title={t("admin.questions.heading")}
        description={t("admin.questions.pickPassage")}
        actions={<Link to="/admin/reading/new" className={buttonClass.primary}>{t("admin.passages.add")}</Link>}
      />
      {passages.length === 0 ? (
        <p className="rounded-xl border border-slate-200 p-6 text-center text-slate-500">{t("admin.passages.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {passages.map((p) => (
            <li key={p.id}>
              <Link to={`/admin/reading/questions/${p.id}`} className="flex items-center justify-between gap-4 px-4 py-3 hover:bg-slate-50">
                <span className="font-medium">{p.title}</span>
                <Badge tone={p.questionCount >= MAX_QUESTIONS_PER_PASSAGE ? "green" : "slate"}>
                  {t("admin.questions.countOf", { count: p.questionCount, max: MAX_QUESTIONS_PER_PASSAGE })}
                </Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
