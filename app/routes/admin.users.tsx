import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminPageHeader, Badge, buttonClass } from "~/components/admin/admin-ui";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { hasPremiumAccess } from "~/domain/access";
import { TIME_MULTIPLIERS, UserAdminActionSchema } from "~/lib/admin-validation";
import { requireAdmin } from "~/lib/auth.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { useLocale, useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/responses.server";
import { searchUsers } from "~/models/user-admin.server";
import { applyUserAdminAction } from "~/services/user-admin.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "admin.users.pageTitle");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const rows = await searchUsers(context.db, q);
  return {
    q,
    meId: admin.id,
    users: rows.map((u) => ({
      id: u.id,
      username: u.username,
      name: u.name,
      email: u.email,
      isAdmin: u.isAdmin,
      isBlocked: u.isBlocked,
      isFraudSuspect: u.isFraudSuspect,
      emailVerified: u.emailVerified,
      premium: hasPremiumAccess(u),
      subscribed: u.isSubscribed,
      timeMultiplier: u.timeMultiplier,
      createdAt: u.createdAt.toISOString(),
      exercisesCompleted: u.exercisesCompleted,
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const locale = localeFromRequest(request);
  const submission = parseWithZod(await request.formData(), { schema: UserAdminActionSchema });
  if (submission.status !== "success") {
    return data({ userId: null, error: translate(locale, "admin.users.actionInvalid") }, { status: 400 });
  }
  const outcome = await applyUserAdminAction(context.db, admin, submission.value);
  if (!outcome.ok) {
    return data({ userId: submission.value.userId, error: translate(locale, outcome.error, outcome.params) }, { status: outcome.status });
  }
  const q = submission.value.q?.trim();
  return redirectWithToast(q ? `/admin/users?q=${encodeURIComponent(q)}` : "/admin/users", {
    type: "success",
    title: outcome.toast,
    params: { name: outcome.name, multiplier: submission.value.timeMultiplier ?? 1 },
  });
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["users"][number];

function ActionButton({ user, intent, label, q, danger }: { user: Row; intent: string; label: string; q: string; danger?: boolean }) {
  const navigation = useNavigation();
  return (
    <Form method="post">
      <input type="hidden" name="userId" value={user.id} />
      <input type="hidden" name="q" value={q} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={navigation.state === "submitting"}
        className={danger ? buttonClass.smallDanger : buttonClass.small}
        aria-label={`${label}: ${user.username}`}
      >
        {label}
      </button>
    </Form>
  );
}

function UserRow({ user, q, isMe }: { user: Row; q: string; isMe: boolean }) {
  const t = useT();
  const locale = useLocale();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <tr className="border-t border-slate-100 align-top">
      <td className="px-4 py-3">
        <p className="font-semibold">{user.name || user.username}</p>
        <p className="text-xs text-slate-600">@{user.username} · {user.email}</p>
        <div className="mt-1 flex flex-wrap gap-1">
          {user.isAdmin ? <Badge tone="purple">{t("admin.users.badgeAdmin")}</Badge> : null}
          {user.isBlocked ? <Badge tone="red">{t("admin.users.badgeBlocked")}</Badge> : null}
          {user.isFraudSuspect ? <Badge tone="yellow">{t("admin.users.badgeFraud")}</Badge> : null}
        </div>
        {actionData?.userId === user.id ? <p role="alert" className="mt-2 text-sm font-semibold text-red-700">{actionData.error}</p> : null}
      </td>
      <td className="px-4 py-3">
        <Badge tone={user.premium ? "green" : "slate"}>{user.premium ? t("admin.users.planPremium") : t("admin.users.planFree")}</Badge>
      </td>
      <td className="px-4 py-3">{user.emailVerified ? t("admin.users.verified") : t("admin.users.unverified")}</td>
      <td className="px-4 py-3 text-xs text-slate-700">
        <p>{t("admin.users.joined", { date: new Date(user.createdAt).toLocaleDateString(locale, { timeZone: "UTC" }) })}</p>
        <p>{t("admin.users.exercisesCompleted", { count: user.exercisesCompleted })}</p>
      </td>
      <td className="px-4 py-3">
        <Form method="post" className="flex items-center gap-1">
          <input type="hidden" name="userId" value={user.id} />
          <input type="hidden" name="q" value={q} />
          <label className="sr-only" htmlFor={`time-${user.id}`}>{t("admin.users.extendedTimeFor", { name: user.username })}</label>
          <select id={`time-${user.id}`} name="timeMultiplier" defaultValue={String(user.timeMultiplier)} className="rounded-md border border-slate-300 px-2 py-1 text-sm">
            {TIME_MULTIPLIERS.map((m) => (
              <option key={m} value={String(m)}>{m.toFixed(1)}x</option>
            ))}
          </select>
          <button type="submit" name="intent" value="setTime" disabled={navigation.state === "submitting"} className={buttonClass.small} aria-label={`${t("admin.users.setTime")}: ${user.username}`}>
            {t("admin.users.setTime")}
          </button>
        </Form>
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-1">
          {user.isBlocked ? (
            <ActionButton user={user} q={q} intent="unblock" label={t("admin.users.unblock")} />
          ) : isMe ? null : (
            <ActionButton user={user} q={q} intent="block" label={t("admin.users.block")} danger />
          )}
          {user.isFraudSuspect ? <ActionButton user={user} q={q} intent="clearFraud" label={t("admin.users.clearFraud")} /> : null}
          {user.isAdmin ? (
            <ActionButton user={user} q={q} intent="removeAdmin" label={t("admin.users.removeAdmin")} danger />
          ) : (
            <ActionButton user={user} q={q} intent="grantAdmin" label={t("admin.users.grantAdmin")} />
          )}
        </div>
      </td>
    </tr>
  );
}

export default function AdminUsers() {
  const { q, users, meId } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div>
      <AdminPageHeader title={t("admin.users.heading")} description={t("admin.users.intro")} />
      <Form method="get" role="search" className="mb-6 flex max-w-xl gap-2">
        <label htmlFor="user-search" className="sr-only">{t("admin.users.search")}</label>
        <input
          id="user-search"
          type="search"
          name="q"
          defaultValue={q}
          placeholder={t("admin.users.searchPlaceholder")}
          className="flex-1 rounded-md border border-slate-300 px-3 py-2"
        />
        <button type="submit" className={buttonClass.primary}>{t("admin.users.search")}</button>
      </Form>
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase text-slate-600">
            <tr>
              <th className="px-4 py-3">{t("admin.users.colUser")}</th>
              <th className="px-4 py-3">{t("admin.users.colPlan")}</th>
              <th className="px-4 py-3">{t("admin.users.colVerification")}</th>
              <th className="px-4 py-3">{t("admin.users.colActivity")}</th>
              <th className="px-4 py-3">{t("admin.users.colExtendedTime")}</th>
              <th className="px-4 py-3">{t("admin.col.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {users.length === 0 ? (
              <tr><td colSpan={6} className="px-4 py-6 text-center text-slate-500">{t("admin.users.none")}</td></tr>
            ) : (
              users.map((u) => <UserRow key={u.id} user={u} q={q} isMe={u.id === meId} />)
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
