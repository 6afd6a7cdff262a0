import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { accountDeps } from "~/lib/auth.server";
import { localeFromRequest } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { failureReply, redirectWithToast } from "~/lib/responses.server";
import { ResetPasswordSchema } from "~/lib/validation";
import { resetPassword } from "~/services/accounts.server";
import { ResetForm } from "./auth";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "reset.pageTitle");

export async function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ResetPasswordSchema });
  if (submission.status !== "success") {
    return data({ intent: "reset" as const, result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  const outcome = await resetPassword(accountDeps(request, context), submission.value);
  if (!outcome.ok) {
    return data(
      { intent: "reset" as const, result: failureReply(submission, outcome, localeFromRequest(request), ["password", "confirmPassword"]) },
      { status: outcome.status },
    );
  }
  return redirectWithToast("/auth", { type: "success", title: "toast.resetSuccess", description: "toast.resetSuccessText" });
}

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t("auth.resetHeading")}</h1>
      <p className="mb-4 mt-2 text-slate-600">{token ? t("auth.resetIntro") : t("reset.missingToken")}</p>
      <ResetForm token={token} action={token ? `/reset-password?token=${encodeURIComponent(token)}` : "/reset-password"} />
      <Link to="/auth" className="mt-4 inline-block text-sm text-brand-700 hover:underline">
        {t("auth.backToLogin")}
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
