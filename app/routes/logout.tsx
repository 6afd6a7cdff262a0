import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirectWithToast } from "~/lib/responses.server";
import { destroyUserSession } from "~/lib/session.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const cookie = await destroyUserSession(request, context);
  return redirectWithToast("/", { type: "success", title: "toast.loggedOut", description: "toast.loggedOutText" }, [cookie]);
}
