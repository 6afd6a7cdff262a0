import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { nextResponse } from "~/lib/practice-api.server";

/** GET /api/audios/next?excludeCurrentId=: the learner's next audio, with isRepeat. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return nextResponse(request, context, "listening");
}
