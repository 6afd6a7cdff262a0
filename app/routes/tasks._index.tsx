import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/lib/auth.server";

/** /tasks: the current format's task types live on the exercises hub. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  throw redirect("/exercises#current-test");
}
