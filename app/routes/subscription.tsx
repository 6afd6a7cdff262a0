import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

/** /subscription is an alias of /subscribe (DECISIONS.md "Routes"): a permanent redirect keeping the query. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`/subscribe${search}`, 301);
}
