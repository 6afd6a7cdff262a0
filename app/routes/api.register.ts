import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed, parseBody, publicUser } from "~/lib/api.server";
import { accountDeps } from "~/lib/auth.server";
import { createUserSession } from "~/lib/session.server";
import { RegisterSchema } from "~/lib/validation";
import { register } from "~/services/accounts.server";

export const loader = methodNotAllowed;

/** POST /api/register {username, email, password}: creates the account, signs in, returns the user. */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseBody(request, RegisterSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await register(accountDeps(request, context), parsed.value);
  if (!outcome.ok) return failureJson(request, outcome);
  return Response.json(publicUser(outcome.user), {
    status: 201,
    headers: { "Set-Cookie": await createUserSession(context, outcome.user.id) },
  });
}
