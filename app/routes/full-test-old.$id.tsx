import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

/** The old full-test screen's address: a permanent redirect to /full-test/:id, keeping the query string. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return redirect(`/full-test/${encodeURIComponent(params.id ?? "")}${new URL(request.url).search}`, 301);
}
