import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed, parseBody, requireApiAdmin } from "~/lib/api.server";
import { PassageSchema } from "~/lib/admin-validation";
import { getPassage, listPassages } from "~/models/passage.server";
import { addPassage } from "~/services/content-admin.server";

/** GET /api/admin/passages[?forWriting=true|forSpeaking=true]: passages with their question counts. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApiAdmin(request, context);
  const url = new URL(request.url);
  return Response.json(
    await listPassages(context.db, {
      forWriting: url.searchParams.get("forWriting") === "true",
      forSpeaking: url.searchParams.get("forSpeaking") === "true",
    }),
  );
}

/** POST /api/admin/passages {title, content, difficultyLevel, isForWriting?, isForSpeaking?}: 201 with the passage. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  await requireApiAdmin(request, context);
  const parsed = await parseBody(request, PassageSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await addPassage(context.db, parsed.value);
  if (!outcome.ok) throw new Error(outcome.error);
  return Response.json(await getPassage(context.db, outcome.id), { status: 201 });
}
