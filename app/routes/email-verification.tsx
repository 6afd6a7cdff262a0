import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, FormErrors, SubmitButton } from "~/components/forms";
import { accountDeps, requireUser } from "~/lib/auth.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { failureReply, redirectWithToast } from "~/lib/responses.server";
import { VerificationCodeSchema } from "~/lib/validation";
import { resendVerification, verifyEmailCode } from "~/services/accounts.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "code.pageTitle");

const REDIRECT_DELAY_MS = 1500;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, { allowUnverified: true });
  const verified = new URL(request.url).searchParams.get("verified") === "1";
  if (user.emailVerified && !verified) throw redirect("/exercises");
  return { email: user.email, verified: user.emailVerified };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context, { allowUnverified: true });
  const formData = await request.formData();
  const locale = localeFromRequest(request);
  const deps = accountDeps(request, context);
  if (formData.get("intent") === "resend") {
    const outcome = await resendVerification(deps, user);
    if (!outcome.ok) {
      return data(
        { intent: "resend" as const, result: null, resendError: translate(locale, outcome.error, outcome.params) },
        { status: outcome.status },
      );
    }
    return redirectWithToast("/email-verification", { type: "success", title: "code.resent" });
  }
  const submission = parseWithZod(formData, { schema: VerificationCodeSchema });
  if (submission.status !== "success") {
    return data({ intent: "verify" as const, result: submission.reply(), resendError: null }, { status: 400 });
  }
  const outcome = await verifyEmailCode(deps, user, submission.value.code);
  if (!outcome.ok) {
    return data(
      { intent: "verify" as const, result: failureReply(submission, outcome, locale), resendError: null },
      { status: outcome.status },
    );
  }
  return redirect("/email-verification?verified=1");
}

/** After success: on to /exercises in 1.5 s (a meta refresh without JavaScript, a timer with it). */
function Verified() {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/exercises"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="text-center" role="status">
      <noscript>
        <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_MS / 1000};url=/exercises`} />
      </noscript>
      <h1 className="text-2xl font-bold text-green-700">{t("code.successHeading")}</h1>
      <p className="mt-2 text-slate-600">{t("code.successText")}</p>
      <Link to="/exercises" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
        {t("code.continue")}
      </Link>
    </div>
  );
}

export default function EmailVerification() {
  const { email, verified } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  const [form, fields] = useForm({
    id: "code-form",
    lastResult: actionData?.intent === "verify" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: VerificationCodeSchema }),
    shouldRevalidate: "onSubmit",
  });
  return (
    <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {verified ? (
        <Verified />
      ) : (
        <>
          <h1 className="text-2xl font-bold">{t("code.heading")}</h1>
          <p className="mb-4 mt-2 text-slate-600">{t("code.intro", { email })}</p>
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="verify" />
            <FormErrors id={form.errorId} errors={form.errors} />
            <Field
              label={t("code.label")}
              inputProps={{
                ...getInputProps(fields.code, { type: "text" }),
                inputMode: "numeric",
                autoComplete: "one-time-code",
                maxLength: 6,
                className: "tracking-widest",
              }}
              errors={fields.code.errors}
            />
            <SubmitButton pending={navigation.formData?.get("intent") === "verify"}>{t("code.submit")}</SubmitButton>
          </Form>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="resend" />
            {actionData?.resendError ? (
              <p role="alert" className="mb-2 text-sm text-red-700">
                <strong>{t("code.resendFailedTitle")}</strong>: {actionData.resendError}
              </p>
            ) : null}
            <button type="submit" className="text-sm font-medium text-brand-700 hover:underline">
              {t("code.resend")}
            </button>
          </Form>
          <Form method="post" action="/logout" className="mt-2">
            <button type="submit" className="text-sm text-slate-500 hover:underline">{t("code.wrongAccount")}</button>
          </Form>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
