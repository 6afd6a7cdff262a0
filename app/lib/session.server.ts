/**
 * Our cookie session: the signed cookie carries a random token; D1 keeps only its hash
 * (table sessions), so sessions can be revoked (logout, password change, blocked user).
 */
import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import { TOKEN_TTL } from "~/domain/rate-limits";
import { randomToken, sha256 } from "~/lib/crypto.server";
import { getSessionSecret, isLocal } from "~/lib/env.server";
import {
  createSessionRow,
  deleteSessionRow,
  deleteUserSessions,
  getSessionUser,
  type User,
} from "~/models/user.server";

function sessionCookie(env: Env) {
  return createCookie("__session", {
    httpOnly: true,
    sameSite: "lax",
    secure: !isLocal(env),
    path: "/",
    secrets: [getSessionSecret(env)],
    maxAge: TOKEN_TTL.sessionMs / 1000,
  });
}

async function readToken(request: Request, env: Env): Promise<string | null> {
  const value = await sessionCookie(env).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length >= 20 ? value : null;
}

/** The hashed id of the request's session (whether or not it is still valid). */
export async function getSessionId(request: Request, env: Env): Promise<string | null> {
  const token = await readToken(request, env);
  return token ? sha256(token) : null;
}

/** Keyed by the request's load context: Remix gives each loader its own Request object, but all of
 * them share the one context built per request in workers/app.ts. */
const cache = new WeakMap<AppLoadContext, Promise<User | null>>();

/**
 * The signed-in user, or null. A blocked user's sessions are deleted here, so they stop working
 * at their next request.
 */
export function getSessionUserFromRequest(request: Request, context: AppLoadContext): Promise<User | null> {
  let pending = cache.get(context);
  if (!pending) {
    pending = (async () => {
      const id = await getSessionId(request, context.cloudflare.env);
      if (!id) return null;
      const user = await getSessionUser(context.db, id);
      if (user?.isBlocked) {
        await deleteUserSessions(context.db, user.id);
        return null;
      }
      return user;
    })();
    cache.set(context, pending);
  }
  return pending;
}

/** Starts a session for the user; returns the Set-Cookie header value. */
export async function createUserSession(context: AppLoadContext, userId: number): Promise<string> {
  cache.delete(context);
  const token = randomToken();
  const expires = new Date(Date.now() + TOKEN_TTL.sessionMs);
  await createSessionRow(context.db, await sha256(token), userId, expires);
  return sessionCookie(context.cloudflare.env).serialize(token, { expires });
}

/** Ends the request's session; returns the Set-Cookie header value that clears the cookie. */
export async function destroyUserSession(request: Request, context: AppLoadContext): Promise<string> {
  cache.delete(context);
  const id = await getSessionId(request, context.cloudflare.env);
  if (id) await deleteSessionRow(context.db, id);
  return sessionCookie(context.cloudflare.env).serialize("", { maxAge: 0, expires: new Date(0) });
}
