import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, requireApiUser } from "~/lib/api.server";
import { parseId } from "~/lib/practice.server";
import { sectionContentJson } from "~/services/full-test-attempts.server";

/** GET /api/full-test/:id/{reading,listening,writing,speaking}: a section's content (never the answers). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireApiUser(request, context);
  const content = await sectionContentJson(context.db, parseId(params.id), params.section ?? "");
  return content ? Response.json(content) : failureJson(request, { ok: false, status: 404, error: "fullTest.notFound" });
}
