import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

/** /speaking-practice/:id is an alias of /speaking/:id (query kept). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  throw redirect(`/speaking/${encodeURIComponent(params.id ?? "")}${new URL(request.url).search}`, 301);
}
