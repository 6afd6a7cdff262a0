import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, FormErrors, SubmitButton } from "~/components/forms";
import { SubscriptionPanel, VERIFY_PAYMENT_INTENT } from "~/components/subscription/subscription-panel";
import { hasPremiumAccess } from "~/domain/access";
import { subscriptionSummary } from "~/domain/subscription/status";
import { accountDeps, requireUser } from "~/lib/auth.server";
import { localeFromRequest } from "~/lib/i18n";
import { useLocale, useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { VerifyPaymentSchema } from "~/lib/payment-schemas";
import { clientIp } from "~/lib/rate-limit.server";
import { failureReply, redirectWithToast } from "~/lib/responses.server";
import { getSessionId } from "~/lib/session.server";
import { ChangePasswordSchema, ProfileSchema } from "~/lib/validation";
import { getProgress } from "~/models/progress.server";
import { changePassword, updateProfile } from "~/services/accounts.server";
import { verifyHotmartOrder } from "~/services/payment-verification.server";
import { PerformancePanel } from "~/components/full-test/results";
import { performanceData } from "~/services/full-test-attempts.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "profile.pageTitle");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const tab = new URL(request.url).searchParams.get("tab") === "performance" ? "performance" : "profile";
  return {
    tab: tab as "profile" | "performance",
    user: {
      username: user.username,
      name: user.name,
      email: user.email,
      premium: hasPremiumAccess(user),
      createdAt: user.createdAt.toISOString(),
      timeZone: user.timeZone,
    },
    progress: await getProgress(context.db, user.id),
    subscription: subscriptionSummary(user),
    performance: tab === "performance" ? await performanceData(context.db, user) : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const locale = localeFromRequest(request);
  const deps = accountDeps(request, context);
  if (formData.get("intent") === VERIFY_PAYMENT_INTENT) {
    const submission = parseWithZod(formData, { schema: VerifyPaymentSchema });
    if (submission.status !== "success") {
      return data({ intent: VERIFY_PAYMENT_INTENT, result: submission.reply() }, { status: 400 });
    }
    const outcome = await verifyHotmartOrder({ db: context.db, ip: clientIp(request) }, user, submission.value.orderNumber);
    if (!outcome.ok) {
      return data({ intent: VERIFY_PAYMENT_INTENT, result: failureReply(submission, outcome, locale) }, { status: outcome.status });
    }
    return redirectWithToast("/profile", { type: "success", title: "payments.verifySuccess", description: "payments.verify.success" });
  }
  if (formData.get("intent") === "password") {
    const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
    const hide = ["currentPassword", "newPassword", "confirmPassword"];
    if (submission.status !== "success") {
      return data({ intent: "password" as const, result: submission.reply({ hideFields: hide }) }, { status: 400 });
    }
    const sessionId = await getSessionId(request, context.cloudflare.env);
    const outcome = await changePassword(deps, user, submission.value, sessionId ?? undefined);
    if (!outcome.ok) {
      return data({ intent: "password" as const, result: failureReply(submission, outcome, locale, hide) }, { status: outcome.status });
    }
    return redirectWithToast("/profile", { type: "success", title: "profile.passwordChanged", description: "profile.passwordChangedText" });
  }
  const submission = parseWithZod(formData, { schema: ProfileSchema });
  if (submission.status !== "success") {
    return data({ intent: "profile" as const, result: submission.reply() }, { status: 400 });
  }
  const outcome = await updateProfile(deps, user, submission.value);
  if (!outcome.ok) {
    return data({ intent: "profile" as const, result: failureReply(submission, outcome, locale) }, { status: outcome.status });
  }
  return redirectWithToast(outcome.emailChanged ? "/email-verification" : "/profile", {
    type: "success",
    title: "profile.updated",
    description: outcome.emailChanged ? "profile.emailChangedText" : "profile.updatedText",
  });
}

/** Every IANA time zone the runtime knows (for the time-zone setting). */
function timeZones(): string[] {
  try {
    return (Intl as unknown as { supportedValuesOf(key: string): string[] }).supportedValuesOf("timeZone");
  } catch {
    return ["UTC"];
  }
}

function ProfileForm({ name, email, timeZone }: { name: string | null; email: string; timeZone: string | null }) {
  const t = useT();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "profile-form",
    lastResult: actionData?.intent === "profile" ? actionData.result : undefined,
    defaultValue: { name: name ?? "", email, timeZone: timeZone ?? "UTC" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t("profile.detailsHeading")}</h2>
      <input type="hidden" name="intent" value="profile" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t("profile.name")} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }} errors={fields.name.errors} />
      <Field label={t("profile.email")} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} errors={fields.email.errors} />
      <div className="flex flex-col gap-1">
        <label htmlFor={fields.timeZone.id} className="text-sm font-medium text-slate-800">{t("profile.timeZone")}</label>
        <select
          id={fields.timeZone.id}
          name={fields.timeZone.name}
          defaultValue={fields.timeZone.initialValue as string}
          className="rounded-md border border-slate-300 px-3 py-2"
        >
          {(timeZones().includes(timeZone ?? "UTC") ? timeZones() : [timeZone ?? "UTC", ...timeZones()]).map((zone) => (
            <option key={zone} value={zone}>{zone}</option>
          ))}
        </select>
        <p className="text-xs text-slate-500">{t("profile.timeZoneHint")}</p>
        <ErrorList errors={fields.timeZone.errors} />
      </div>
      <SubmitButton pending={navigation.formData?.get("intent") === "profile"}>{t("profile.save")}</SubmitButton>
    </Form>
  );
}

function PasswordForm() {
  const t = useT();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "password-form",
    lastResult: actionData?.intent === "password" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t("profile.passwordHeading")}</h2>
      <input type="hidden" name="intent" value="password" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t("profile.currentPassword")} inputProps={{ ...getInputProps(fields.currentPassword, { type: "password" }), autoComplete: "current-password" }} errors={fields.currentPassword.errors} />
      <Field label={t("profile.newPassword")} inputProps={{ ...getInputProps(fields.newPassword, { type: "password" }), autoComplete: "new-password" }} errors={fields.newPassword.errors} />
      <Field label={t("profile.confirmPassword")} inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }} errors={fields.confirmPassword.errors} />
      <SubmitButton pending={navigation.formData?.get("intent") === "password"}>{t("profile.changePassword")}</SubmitButton>
    </Form>
  );
}

export default function Profile() {
  const { tab, user, progress, subscription, performance } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();
  const locale = useLocale();
  const tabClass = (active: boolean) =>
    `rounded-md px-4 py-2 text-sm font-semibold ${active ? "bg-white text-brand-700 shadow" : "text-slate-600 hover:text-slate-900"}`;
  const stats: Array<[string, number]> = [
    ["profile.statsTotal", progress.totalExercisesCompleted],
    ["profile.statsReading", progress.readingExercisesDone],
    ["profile.statsListening", progress.listeningExercisesDone],
    ["profile.statsWriting", progress.writingExercisesDone],
    ["profile.statsSpeaking", progress.speakingExercisesDone],
  ];
  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{user.name || user.username}</h1>
          <p className="text-sm text-slate-600">
            {user.premium ? t("profile.planPremium") : t("profile.planFree")} ·{" "}
            {t("profile.memberSince", { date: new Date(user.createdAt).toLocaleDateString(locale, { timeZone: "UTC" }) })}
          </p>
        </div>
        <div className="flex gap-2">
          {user.premium ? null : (
            <Link to="/subscription" className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white">{t("profile.upgrade")}</Link>
          )}
          <Link to="/full-test" className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold">{t("profile.takeFullTest")}</Link>
        </div>
      </div>
      <div role="tablist" className="my-6 inline-flex gap-1 rounded-lg bg-slate-100 p-1">
        <Link role="tab" aria-selected={tab === "profile"} to="/profile" className={tabClass(tab === "profile")}>{t("profile.tabProfile")}</Link>
        <Link role="tab" aria-selected={tab === "performance"} to="/profile?tab=performance" className={tabClass(tab === "performance")}>{t("profile.tabPerformance")}</Link>
      </div>
      {tab === "profile" ? (
        <div className="grid gap-8 md:grid-cols-2">
          <section className="rounded-xl border border-slate-200 p-5">
            <p className="mb-3 text-sm text-slate-600">{t("profile.username")}: <strong>{user.username}</strong></p>
            <ProfileForm name={user.name} email={user.email} timeZone={user.timeZone} />
          </section>
          <section className="rounded-xl border border-slate-200 p-5">
            <PasswordForm />
          </section>
          <div className="md:col-span-2">
            <SubscriptionPanel
              subscription={subscription}
              verifyResult={actionData?.intent === VERIFY_PAYMENT_INTENT ? actionData.result : undefined}
            />
          </div>
        </div>
      ) : performance ? (
        <PerformancePanel stats={performance.stats} history={performance.history} />
      ) : (
        <section className="rounded-xl border border-slate-200 p-5">
          <h2 className="text-lg font-semibold">{t("profile.statsHeading")}</h2>
          <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-5">
            {stats.map(([key, value]) => (
              <div key={key} className="rounded-lg bg-slate-50 p-3 text-center">
                <dt className="text-xs text-slate-500">{t(key)}</dt>
                <dd className="text-2xl font-bold">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
