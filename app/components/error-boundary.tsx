import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useT } from "~/lib/i18n/react";

export function NotFound() {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-bold">{t("error.notFoundTitle")}</h1>
      <p className="mt-4 text-slate-600">{t("error.notFoundText")}</p>
      <Link to="/" className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
        {t("error.backHome")}
      </Link>
    </section>
  );
}

export function AccessDenied() {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-bold">{t("error.accessDenied")}</h1>
      <p className="mt-4 text-slate-600">{t("error.accessDeniedText")}</p>
      <Link to="/" className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
        {t("error.returnHome")}
      </Link>
    </section>
  );
}

/** The one error boundary: 404 and 403 get their pages; anything else a generic message. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound />;
    if (error.status === 403) return <AccessDenied />;
  }
  if (typeof document !== "undefined") console.error(error);
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-bold">{t("error.unexpectedTitle")}</h1>
      <p className="mt-4 text-slate-600">{t("error.unexpectedText")}</p>
      <Link to="/" className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
        {t("error.backHome")}
      </Link>
    </section>
  );
}
