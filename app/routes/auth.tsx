import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { Field, FormErrors, SubmitButton } from "~/components/forms";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import {
  accountDeps,
  createAuthenticator,
  LoginFailure,
  requireAnonymous,
} from "~/lib/auth.server";
import { localeFromRequest } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { failureReply, redirectWithToast } from "~/lib/responses.server";
import { createUserSession } from "~/lib/session.server";
import { LoginSchema, RegisterSchema, ResetPasswordSchema, safeRedirect } from "~/lib/validation";
import { register, resetPassword } from "~/services/accounts.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageTitle(matches, "auth.pageTitle"),
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  const url = new URL(request.url);
  const mode = url.searchParams.get("mode") === "reset" ? "reset" : null;
  const tab = mode ?? (url.searchParams.get("tab") === "register" ? "register" : "login");
  return {
    tab: tab as "login" | "register" | "reset",
    token: url.searchParams.get("token") ?? "",
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), ""),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const formData = await request.clone().formData();
  const intent = formData.get("intent");
  const locale = localeFromRequest(request);
  const deps = accountDeps(request, context);

  if (intent === "register") {
    const submission = parseWithZod(formData, { schema: RegisterSchema });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
    }
    const outcome = await register(deps, submission.value);
    if (!outcome.ok) {
      return data({ intent, result: failureReply(submission, outcome, locale, ["password"]) }, { status: outcome.status });
    }
    const cookie = await createUserSession(context, outcome.user.id);
    return redirectWithToast(
      "/email-verification",
      { type: "success", title: "toast.registrationSuccess", description: "toast.registrationSuccessText", params: { name: outcome.user.username } },
      [cookie],
    );
  }

  if (intent === "reset") {
    const submission = parseWithZod(formData, { schema: ResetPasswordSchema });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
    }
    const outcome = await resetPassword(deps, submission.value);
    if (!outcome.ok) {
      return data({ intent, result: failureReply(submission, outcome, locale, ["password", "confirmPassword"]) }, { status: outcome.status });
    }
    return redirectWithToast("/auth", { type: "success", title: "toast.resetSuccess", description: "toast.resetSuccessText" });
  }

  // login (the default intent)
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") {
    return data({ intent: "login", result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  try {
    const user = await createAuthenticator(deps).authenticate("form", request);
    const cookie = await createUserSession(context, user.id);
    const target = user.emailVerified ? safeRedirect(submission.value.redirectTo) : "/email-verification";
    return redirectWithToast(
      target,
      { type: "success", title: "toast.loginSuccess", description: "toast.loginSuccessText", params: { name: user.name || user.username } },
      [cookie],
    );
  } catch (error) {
    if (error instanceof LoginFailure) {
      return data(
        { intent: "login", result: failureReply(submission, error.failure, locale, ["password"]) },
        { status: error.failure.status },
      );
    }
    throw error;
  }
}

function Tabs({ tab }: { tab: "login" | "register" | "reset" }) {
  const t = useT();
  const tabClass = (active: boolean) =>
    `flex-1 rounded-md px-3 py-2 text-center text-sm font-semibold ${active ? "bg-white text-brand-700 shadow" : "text-slate-600 hover:text-slate-900"}`;
  return (
    <div role="tablist" className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
      <Link role="tab" aria-selected={tab === "login"} to="/auth" className={tabClass(tab === "login")} replace>
        {t("auth.tabLogin")}
      </Link>
      <Link role="tab" aria-selected={tab === "register"} to="/auth?tab=register" className={tabClass(tab === "register")} replace>
        {t("auth.tabRegister")}
      </Link>
    </div>
  );
}

function LoginForm({ redirectTo }: { redirectTo: string }) {
  const t = useT();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "login-form",
    lastResult: actionData?.intent === "login" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">{t("auth.loginHeading")}</h1>
      <p className="text-slate-600">{t("auth.loginIntro")}</p>
      <input type="hidden" name="intent" value="login" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        label={t("auth.username")}
        inputProps={{ ...getInputProps(fields.username, { type: "text" }), autoComplete: "username", autoCapitalize: "none" }}
        errors={fields.username.errors}
      />
      <Field
        label={t("auth.password")}
        inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
        errors={fields.password.errors}
      />
      <SubmitButton pending={navigation.formData?.get("intent") === "login"}>{t("auth.loginButton")}</SubmitButton>
      <Link to="/forgot-password" className="text-sm text-brand-700 hover:underline">
        {t("auth.forgotLink")}
      </Link>
    </Form>
  );
}

function RegisterForm() {
  const t = useT();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "register-form",
    lastResult: actionData?.intent === "register" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" action="/auth?tab=register" {...getFormProps(form)} className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">{t("auth.registerHeading")}</h1>
      <p className="text-slate-600">{t("auth.registerIntro")}</p>
      <input type="hidden" name="intent" value="register" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        label={t("auth.username")}
        inputProps={{ ...getInputProps(fields.username, { type: "text" }), autoComplete: "username", autoCapitalize: "none" }}
        errors={fields.username.errors}
      />
      <Field
        label={t("auth.email")}
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
        errors={fields.email.errors}
      />
      <Field
        label={t("auth.password")}
        inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
        errors={fields.password.errors}
      />
      <SubmitButton pending={navigation.formData?.get("intent") === "register"}>{t("auth.registerButton")}</SubmitButton>
    </Form>
  );
}

export function ResetForm({ token, action: formAction }: { token: string; action: string }) {
  const t = useT();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "reset-form",
    lastResult: actionData?.intent === "reset" ? actionData.result : undefined,
    defaultValue: { token },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" action={formAction} {...getFormProps(form)} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="reset" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        label={t("auth.resetToken")}
        inputProps={{ ...getInputProps(fields.token, { type: "text" }), autoComplete: "off", autoCapitalize: "none" }}
        errors={fields.token.errors}
      />
      <Field
        label={t("auth.newPassword")}
        inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
        errors={fields.password.errors}
      />
      <Field
        label={t("auth.confirmPassword")}
        inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
        errors={fields.confirmPassword.errors}
      />
      <SubmitButton pending={navigation.formData?.get("intent") === "reset"}>{t("auth.resetButton")}</SubmitButton>
    </Form>
  );
}

export default function AuthPage() {
  const { tab, token, redirectTo } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const t = useT();
  const benefits = ["auth.sideBenefit1", "auth.sideBenefit2", "auth.sideBenefit3", "auth.sideBenefit4"];
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <Link to="/" className="mb-4 inline-block text-sm text-slate-600 hover:text-brand-700">
          ← {t("auth.backHome")}
        </Link>
        {tab === "reset" ? (
          <>
            <h1 className="text-2xl font-bold">{t("auth.resetHeading")}</h1>
            <p className="mb-4 text-slate-600">{t("auth.resetIntro")}</p>
            <ResetForm token={token} action={`/auth?${searchParams.toString()}`} />
            <Link to="/auth" className="mt-4 inline-block text-sm text-brand-700 hover:underline">
              {t("auth.backToLogin")}
            </Link>
          </>
        ) : (
          <>
            <Tabs tab={tab} />
            {tab === "register" ? <RegisterForm /> : <LoginForm redirectTo={redirectTo} />}
          </>
        )}
      </div>
      <aside className="rounded-xl bg-brand-700 p-8 text-white">
        <h2 className="text-2xl font-bold">{t("auth.sideTitle")}</h2>
        <ul className="mt-6 space-y-4">
          {benefits.map((key) => (
            <li key={key} className="flex gap-3">
              <span aria-hidden="true">✓</span>
              <span>{t(key)}</span>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
