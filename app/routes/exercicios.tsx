import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

/** An old address of the exercises hub: a permanent redirect keeping the query string. */
export async function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/exercises${new URL(request.url).search}`, 301);
}
