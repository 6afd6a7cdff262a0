import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed, parseBody, publicUser, requireApiUser } from "~/lib/api.server";
import { accountDeps } from "~/lib/auth.server";
import { ProfileSchema } from "~/lib/validation";
import { getUserById } from "~/models/user.server";
import { updateProfile } from "~/services/accounts.server";

export const loader = methodNotAllowed;

/** PATCH /api/user/profile {name?, email?}: returns the updated user. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "POST") return methodNotAllowed();
  const user = await requireApiUser(request, context);
  const parsed = await parseBody(request, ProfileSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await updateProfile(accountDeps(request, context), user, parsed.value);
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json(publicUser((await getUserById(context.db, user.id))!));
}
