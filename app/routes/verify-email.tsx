import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { accountDeps } from "~/lib/auth.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { verifyEmailLink } from "~/services/accounts.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "verify.pageTitle");

/** Verifies the email from the link's token (single use, 24 hours). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  const outcome = await verifyEmailLink(accountDeps(request, context), token);
  if (outcome.ok) return { success: true as const, message: "verify.successText" };
  return data({ success: false as const, message: outcome.error }, { status: outcome.status });
}

export default function VerifyEmail() {
  const { success, message } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <h1 className="text-2xl font-bold">{success ? t("verify.successHeading") : t("verify.errorHeading")}</h1>
      <p className="mt-3 text-slate-600" role={success ? "status" : "alert"}>{t(message)}</p>
      <Link
        to={success ? "/dashboard" : "/"}
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {success ? t("verify.goToDashboard") : t("verify.returnHome")}
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
