import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed } from "~/lib/api.server";
import { parseMergedBody, requireApiAdmin } from "~/lib/api-admin-guard.server";
import { FullTestSchema } from "~/lib/forms/full-test";
import { getFullTest, listFullTests } from "~/models/full-test.server";
import { addFullTest, fullTestJson } from "~/services/full-tests.server";

/** GET /api/admin/full-tests: every full test, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApiAdmin(request, context);
  const tests = await listFullTests(context.db);
  return Response.json(tests.map(fullTestJson));
}

/** POST /api/admin/full-tests {title, readingPassageIds, listeningAudioIds, writingPromptIds, speakingPromptIds} */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  await requireApiAdmin(request, context);
  const parsed = await parseMergedBody(request, FullTestSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await addFullTest(context.db, parsed.value);
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json(fullTestJson((await getFullTest(context.db, outcome.id))!), { status: 201 });
}
