import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { writingPath } from "~/domain/writing-speaking";
import { requireUser } from "~/lib/auth.server";
import { parseId } from "~/lib/practice.server";
import { getWritingPrompt } from "~/models/writing-prompt.server";

/** /writing-practice/:promptId: a permanent redirect to the prompt's screen by its type (query kept). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const id = parseId(params.promptId);
  const prompt = id ? await getWritingPrompt(context.db, id) : null;
  const search = new URL(request.url).search;
  // unknown ids land on the simple screen, which shows "Exercise Not Found"
  throw redirect((prompt ? writingPath(prompt) : `/writing-simple/${params.promptId}`) + search, 301);
}
