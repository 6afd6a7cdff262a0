import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { itemResponse } from "~/lib/practice-api.server";

/** GET /api/passages/:id: a passage and its questions (answers only for answered questions). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return itemResponse(request, context, "reading", params.id);
}
