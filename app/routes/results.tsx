import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

/** /results: the Performance tab of the profile (DECISIONS.md "Routes"). */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URLSearchParams(new URL(request.url).search);
  params.set("tab", "performance");
  return redirect(`/profile?${params}`, 301);
}
