/**
 * Authentication (remix-auth v4 + FormStrategy over our accounts service) and the route guards.
 * Every loader and action calls its own guard.
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { getAppUrl } from "~/lib/env.server";
import { localeFromRequest } from "~/lib/i18n";
import { createMailer } from "~/lib/mailer.server";
import { clientIp } from "~/lib/rate-limit.server";
import { getSessionUserFromRequest } from "~/lib/session.server";
import type { User } from "~/models/user.server";
import { login, type AccountDeps, type Failure } from "~/services/accounts.server";

export type { User };

/** Dependencies of the account services for this request. */
export function accountDeps(request: Request, context: AppLoadContext): AccountDeps {
  const env = context.cloudflare.env;
  return {
    db: context.db,
    mailer: createMailer(env, context.db),
    appUrl: getAppUrl(env, request),
    locale: localeFromRequest(request),
    ip: clientIp(request),
  };
}

/** Thrown by the form strategy when the credentials are refused. */
export class LoginFailure extends Error {
  constructor(public failure: Failure) {
    super(failure.error);
  }
}

/** An authenticator bound to this request's dependencies (remix-auth v4 keeps no session). */
export function createAuthenticator(deps: AccountDeps) {
  const authenticator = new Authenticator<User>();
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const result = await login(deps, {
        username: String(form.get("username") ?? ""),
        password: String(form.get("password") ?? ""),
      });
      if (!result.ok) throw new LoginFailure(result);
      return result.user;
    }),
    "form",
  );
  return authenticator;
}

export function getOptionalUser(request: Request, context: AppLoadContext): Promise<User | null> {
  return getSessionUserFromRequest(request, context);
}

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  return redirect(back && back !== "/" ? `/auth?redirectTo=${encodeURIComponent(back)}` : "/auth");
}

/** Signed in, not blocked, and (unless `allowUnverified`) with a verified email. */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  options: { allowUnverified?: boolean } = {},
): Promise<User> {
  const user = await getOptionalUser(request, context);
  if (!user) throw loginRedirect(request);
  if (!user.emailVerified && !options.allowUnverified) throw redirect("/email-verification");
  return user;
}

export async function requireAdmin(request: Request, context: AppLoadContext): Promise<User> {
  const user = await requireUser(request, context);
  if (!user.isAdmin) throw new Response("Access Denied", { status: 403, statusText: "Access Denied" });
  return user;
}

/** For /auth and /: a signed-in visitor goes to the exercises. */
export async function requireAnonymous(request: Request, context: AppLoadContext): Promise<void> {
  const user = await getOptionalUser(request, context);
  if (user) throw redirect(user.emailVerified ? "/exercises" : "/email-verification");
}
