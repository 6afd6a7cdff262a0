import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { hasPremiumAccess } from "~/domain/access";
import { requireUser } from "~/lib/auth.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "payments.successPageTitle");

/** Checks for the refresh: every 3 s, for about a minute. */
const REFRESH_SECONDS = 3;
const MAX_REFRESHES = 20;

/**
 * Stripe's return page. It changes nothing: access comes from the verified webhook, which usually
 * lands within seconds; until then the page refreshes itself (meta refresh without JavaScript).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const attempt = Math.min(Number(url.searchParams.get("n")) || 0, MAX_REFRESHES);
  const next = new URLSearchParams({ session_id: url.searchParams.get("session_id") ?? "", n: String(attempt + 1) });
  return { premium: hasPremiumAccess(user), attempt, nextUrl: `/subscribe/success?${next}` };
}

export default function SubscribeSuccess() {
  const { premium, attempt, nextUrl } = useLoaderData<typeof loader>();
  const t = useT();
  const revalidator = useRevalidator();
  const waiting = !premium && attempt < MAX_REFRESHES;
  useEffect(() => {
    if (premium) return;
    let count = 0;
    const timer = setInterval(() => {
      count += 1;
      if (count >= MAX_REFRESHES) clearInterval(timer);
      revalidator.revalidate();
    }, REFRESH_SECONDS * 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [premium]);
  return (
    <div className="mx-auto max-w-xl text-center" role="status">
      {waiting ? (
        <noscript>
          <meta httpEquiv="refresh" content={`${REFRESH_SECONDS};url=${nextUrl}`} />
        </noscript>
      ) : null}
      <h1 className="text-3xl font-bold text-slate-900">{t("payments.successTitle")}</h1>
      <p className="mt-4 text-slate-700">
        {premium ? t("payments.successActive") : waiting ? t("payments.successPending") : t("payments.successPendingLong")}
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/exercises" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t("payments.goToExercises")}
        </Link>
        {premium ? null : (
          <Link to={nextUrl} className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-700">
            {t("payments.refresh")}
          </Link>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
