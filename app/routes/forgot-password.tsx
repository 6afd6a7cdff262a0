import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, FormErrors, SubmitButton } from "~/components/forms";
import { accountDeps, requireAnonymous } from "~/lib/auth.server";
import { localeFromRequest } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { failureReply, redirectWithToast } from "~/lib/responses.server";
import { ForgotPasswordSchema, ResetPasswordSchema } from "~/lib/validation";
import { requestPasswordReset, resetPassword } from "~/services/accounts.server";
import { ResetForm } from "./auth";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "forgot.pageTitle");

type Step = "email" | "token" | "done";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  const step = new URL(request.url).searchParams.get("step");
  return { step: (step === "token" || step === "done" ? step : "email") as Step };
}

/** Step 1 sends the token (same answer whether or not the email exists); step 2 resets. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const formData = await request.clone().formData();
  const locale = localeFromRequest(request);
  const deps = accountDeps(request, context);
  if (formData.get("intent") === "reset") {
    const submission = parseWithZod(formData, { schema: ResetPasswordSchema });
    if (submission.status !== "success") {
      return data({ intent: "reset" as const, result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
    }
    const outcome = await resetPassword(deps, submission.value);
    if (!outcome.ok) {
      return data({ intent: "reset" as const, result: failureReply(submission, outcome, locale, ["password", "confirmPassword"]) }, { status: outcome.status });
    }
    return redirectWithToast("/forgot-password?step=done", { type: "success", title: "toast.resetSuccess", description: "toast.resetSuccessText" });
  }
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema });
  if (submission.status !== "success") {
    return data({ intent: "email" as const, result: submission.reply() }, { status: 400 });
  }
  const outcome = await requestPasswordReset(deps, submission.value.email);
  if (!outcome.ok) {
    return data({ intent: "email" as const, result: failureReply(submission, outcome, locale) }, { status: outcome.status });
  }
  return redirectWithToast("/forgot-password?step=token", { type: "success", title: "forgot.success" });
}

function EmailStep() {
  const t = useT();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "forgot-form",
    lastResult: actionData?.intent === "email" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <h1 className="text-2xl font-bold">{t("forgot.heading")}</h1>
      <p className="mb-4 mt-2 text-slate-600">{t("forgot.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="email" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label={t("auth.email")}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          errors={fields.email.errors}
        />
        <SubmitButton pending={navigation.state === "submitting"}>{t("forgot.sendButton")}</SubmitButton>
      </Form>
      <Link to="/forgot-password?step=token" className="mt-4 inline-block text-sm text-brand-700 hover:underline">
        {t("forgot.haveToken")}
      </Link>
    </>
  );
}

export default function ForgotPassword() {
  const { step } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {step === "email" ? <EmailStep /> : null}
      {step === "token" ? (
        <>
          <h1 className="text-2xl font-bold">{t("forgot.step2Heading")}</h1>
          <p className="mt-2 rounded-md bg-brand-50 p-3 text-sm text-brand-800" role="status">{t("forgot.success")}</p>
          <p className="mb-4 mt-2 text-slate-600">{t("forgot.step2Intro")}</p>
          <ResetForm token="" action="/forgot-password?step=token" />
        </>
      ) : null}
      {step === "done" ? (
        <>
          <h1 className="text-2xl font-bold">{t("forgot.doneHeading")}</h1>
          <p className="mt-2 text-slate-600">{t("forgot.doneText")}</p>
        </>
      ) : null}
      <Link to="/auth" className="mt-6 inline-block text-sm text-brand-700 hover:underline">
        {t("forgot.backToLogin")}
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
