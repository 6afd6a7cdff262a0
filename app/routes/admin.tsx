import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireAdmin } from "~/lib/auth.server";
import { loadAdminCatalog } from "~/lib/i18n/admin-catalog.client";

/**
 * The admin area's layout. Learners' pages do not download the admin texts, so a client-side
 * navigation into /admin (for example right after an administrator signs in) loads them first.
 * Every admin route keeps its own guard in its loader and action. The server loader (which makes the
 * layout render on the server, also without JavaScript) checks the role too.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export async function clientLoader() {
  await loadAdminCatalog(document.documentElement.lang === "pt-BR" ? "pt-BR" : "en");
  return null;
}

export default function AdminLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
