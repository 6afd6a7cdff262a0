import type { MetaFunction } from "@remix-run/cloudflare";
import { NotFound } from "~/components/error-boundary";
import { pageTitle } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "error.notFoundTitle");

/** Unknown paths: a real 404 page with status 404. */
export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
