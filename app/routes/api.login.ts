import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { failureJson, methodNotAllowed, parseBody, publicUser } from "~/lib/api.server";
import { accountDeps, createAuthenticator, LoginFailure } from "~/lib/auth.server";
import { createUserSession } from "~/lib/session.server";
import { LoginSchema } from "~/lib/validation";

export const loader = methodNotAllowed;

/** POST /api/login {username, password}: signs in and returns the user. */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseBody(request.clone() as Request, LoginSchema);
  if (!parsed.ok) return parsed.response;
  // The strategy reads a form: hand it the validated credentials as one.
  const form = new Request(request.url, {
    method: "POST",
    headers: request.headers,
    body: new URLSearchParams({ username: parsed.value.username, password: parsed.value.password }),
  });
  form.headers.set("Content-Type", "application/x-www-form-urlencoded");
  try {
    const user = await createAuthenticator(accountDeps(request, context)).authenticate("form", form);
    return Response.json(publicUser(user), { headers: { "Set-Cookie": await createUserSession(context, user.id) } });
  } catch (error) {
    if (error instanceof LoginFailure) return failureJson(request, error.failure);
    throw error;
  }
}
