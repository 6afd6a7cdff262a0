import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminPageHeader, buttonClass, LinkTabs } from "~/components/admin/admin-ui";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireAdmin } from "~/lib/auth.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "admin.dashboard.pageTitle");

const TABS = ["reading", "listening", "writing", "speaking", "fulltest", "blog"] as const;
type Tab = (typeof TABS)[number];

/** The links of each tab (admin spec section 2), with their catalog labels and descriptions. */
const LINKS: Record<Tab, Array<{ to: string; label: string; text: string }>> = {
  reading: [
    { to: "/admin/reading/passages", label: "admin.dashboard.readingPassages", text: "admin.dashboard.readingPassagesText" },
    { to: "/admin/reading/questions", label: "admin.dashboard.readingQuestions", text: "admin.dashboard.readingQuestionsText" },
    { to: "/admin/reading/new", label: "admin.dashboard.readingNew", text: "admin.dashboard.readingNewText" },
    { to: "/admin/reading/tasks", label: "tasksRL.admin.dashboardReading", text: "tasksRL.admin.readingIntro" },
  ],
  listening: [
    { to: "/admin/listening/audios", label: "admin.dashboard.listeningAudios", text: "admin.dashboard.listeningAudiosText" },
    { to: "/admin/listening/new", label: "admin.dashboard.listeningNew", text: "admin.dashboard.listeningNewText" },
    { to: "/admin/listening/audio-upload", label: "admin.dashboard.listeningUpload", text: "admin.dashboard.listeningUploadText" },
    { to: "/admin/listening/tasks", label: "tasksRL.admin.dashboardListening", text: "tasksRL.admin.listeningIntro" },
  ],
  writing: [
    { to: "/admin/writing/prompts", label: "admin.dashboard.writingPrompts", text: "admin.dashboard.writingPromptsText" },
    { to: "/admin/writing/criteria", label: "admin.dashboard.writingCriteria", text: "admin.dashboard.writingCriteriaText" },
    { to: "/admin/writing/new", label: "admin.dashboard.writingNew", text: "admin.dashboard.writingNewText" },
  ],
  speaking: [
    { to: "/admin/speaking/prompts", label: "admin.dashboard.speakingPrompts", text: "admin.dashboard.speakingPromptsText" },
    { to: "/admin/speaking/criteria", label: "admin.dashboard.speakingCriteria", text: "admin.dashboard.speakingCriteriaText" },
    { to: "/admin/speaking/new", label: "admin.dashboard.speakingNew", text: "admin.dashboard.speakingNewText" },
  ],
  fulltest: [
    { to: "/admin/fulltest/tests", label: "admin.dashboard.fullTests", text: "admin.dashboard.fullTestsText" },
    { to: "/admin/fulltest/create", label: "admin.dashboard.fullTestCreate", text: "admin.dashboard.fullTestCreateText" },
  ],
  blog: [
    { to: "/admin/blog/posts", label: "admin.dashboard.blogPosts", text: "admin.dashboard.blogPostsText" },
    { to: "/admin/blog/create", label: "admin.dashboard.blogCreate", text: "admin.dashboard.blogCreateText" },
  ],
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const requested = new URL(request.url).searchParams.get("tab");
  const tab: Tab = TABS.find((t) => t === requested) ?? "reading";
  return { tab };
}

export default function AdminDashboard() {
  const { tab } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div>
      <AdminPageHeader
        back={null}
        title={t("admin.dashboard.heading")}
        description={t("admin.dashboard.intro")}
        actions={
          <>
            <Link to="/admin/users" className={buttonClass.secondary}>{t("admin.dashboard.users")}</Link>
            <Link to="/admin/contact" className={buttonClass.secondary}>{t("admin.dashboard.contact")}</Link>
            <Link to="/admin/site-notice" className={buttonClass.secondary}>{t("admin.dashboard.siteNotice")}</Link>
          </>
        }
      />
      <LinkTabs
        active={tab}
        tabs={TABS.map((id) => ({ id, to: `/admin/dashboard?tab=${id}`, label: t(`admin.dashboard.tab.${id}`) }))}
      />
      <ul role="tabpanel" aria-label={t(`admin.dashboard.tab.${tab}`)} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {LINKS[tab].map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="block h-full rounded-xl border border-slate-200 p-5 hover:border-brand-600 hover:shadow">
              <h2 className="text-lg font-semibold">{t(link.label)}</h2>
              <p className="mt-1 text-sm text-slate-600">{t(link.text)}</p>
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
