import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireAdmin } from "~/lib/auth.server";

/** /admin: the dashboard. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  throw redirect("/admin/dashboard");
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
