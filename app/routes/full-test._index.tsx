import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

/** /full-test without an id: the list of tests (DECISIONS.md "Routes"), keeping the query string. */
export async function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/full-tests${new URL(request.url).search}`, 301);
}
