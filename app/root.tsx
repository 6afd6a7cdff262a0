import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Toaster } from "~/components/toaster";
import { getOptionalUser } from "~/lib/auth.server";
import { isLocal } from "~/lib/env.server";
import { localeFromRequest, DEFAULT_LOCALE } from "~/lib/i18n";
import { I18nProvider } from "~/lib/i18n/react";
import { popToast } from "~/lib/toast.server";
import { catalogUrls } from "~/lib/i18n/catalog-urls.server";
import stylesheet from "~/tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request, context);
  const locale = localeFromRequest(request);
  const { toast, clear } = await popToast(request);
  return data(
    {
      user: user ? { username: user.username, name: user.name, isAdmin: user.isAdmin } : null,
      locale,
      catalogUrls: catalogUrls(locale, Boolean(user?.isAdmin)),
      toast: toast ? { ...toast, id: crypto.randomUUID() } : null,
      year: new Date().getFullYear(),
      isLocal: isLocal(context.cloudflare.env),
    },
    { headers: clear ? { "Set-Cookie": clear } : undefined },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const locale = root?.locale ?? DEFAULT_LOCALE;
  return (
    <html lang={locale} data-admin={root?.user?.isAdmin ? "1" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <Meta />
        <Links />
        {root?.catalogUrls.map((href) => <link key={href} rel="modulepreload" href={href} />)}
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <I18nProvider locale={locale}>
          <SiteHeader user={root?.user ?? null} />
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
            {children}
          </main>
          <SiteFooter year={root?.year ?? new Date().getFullYear()} />
          {root?.toast ? <Toaster toast={root.toast} /> : null}
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
