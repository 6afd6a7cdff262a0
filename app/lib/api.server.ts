/**
 * Helpers for the JSON /api routes: body parsing, validation errors in the spec's format
 * (messages joined with a comma), and the public shape of a user.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ZodError, ZodTypeAny, z } from "zod";
import { getOptionalUser } from "~/lib/auth.server";
import { localeFromRequest, translate, type Locale } from "~/lib/i18n";
import { jsonError } from "~/lib/responses.server";
import type { User } from "~/models/user.server";
import type { Failure } from "~/services/accounts.server";

/** Reads a JSON (or form-encoded) body; null when it is not parseable. */
export async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
      return Object.fromEntries(await request.formData());
    }
    const text = await request.text();
    if (!text.trim()) return {};
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function zodErrorMessage(error: ZodError, locale: Locale): string {
  const messages = error.issues.map((issue) => translate(locale, issue.message));
  return [...new Set(messages)].join(", ");
}

type Parsed<S extends ZodTypeAny> = { ok: true; value: z.output<S> } | { ok: false; response: ReturnType<typeof jsonError> };

/** Parses and validates the body; on failure, a 400 JSON answer with the spec's messages. */
export async function parseBody<S extends ZodTypeAny>(request: Request, schema: S): Promise<Parsed<S>> {
  const locale = localeFromRequest(request);
  const body = await readBody(request);
  if (!body) return { ok: false, response: jsonError(400, translate(locale, "error.invalidJson")) };
  return validateBody(request, body, schema);
}

export function failureJson(request: Request, failure: Failure) {
  const message = translate(localeFromRequest(request), failure.error, failure.params);
  return jsonError(failure.status, message, failure.field ? { field: failure.field } : {});
}

export function publicUser(user: User) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    isAdmin: user.isAdmin,
    isSubscribed: user.isSubscribed,
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
    isFraudSuspect: user.isFraudSuspect,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The signed-in user for an /api call, or a 401 JSON response to throw. */
export async function requireApiUser(
  request: Request,
  context: AppLoadContext,
  options: { allowUnverified?: boolean } = {},
): Promise<User> {
  const user = await getOptionalUser(request, context);
  const locale = localeFromRequest(request);
  if (!user) throw jsonError(401, translate(locale, "error.unauthorized"));
  if (!user.emailVerified && !options.allowUnverified) {
    throw jsonError(403, translate(locale, "api.emailNotVerified"));
  }
  return user;
}

export function methodNotAllowed() {
  return Response.json({ error: "Method Not Allowed", message: "Method Not Allowed" }, { status: 405 });
}

/** The signed-in admin for an /api/admin call: 401 JSON when signed out, 403 JSON for anyone else. */
export async function requireApiAdmin(request: Request, context: AppLoadContext): Promise<User> {
  const user = await requireApiUser(request, context);
  if (!user.isAdmin) throw jsonError(403, translate(localeFromRequest(request), "error.accessDenied"));
  return user;
}

/** Validates an already-read body; on failure, the same 400 JSON answer as `parseBody`. */
export function validateBody<S extends ZodTypeAny>(request: Request, body: Record<string, unknown>, schema: S): Parsed<S> {
  const locale = localeFromRequest(request);
  const result = schema.safeParse(body);
  if (!result.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join(".") || "_form";
      (fieldErrors[key] ??= []).push(translate(locale, issue.message));
    }
    return { ok: false, response: jsonError(400, zodErrorMessage(result.error, locale), { fieldErrors }) };
  }
  return { ok: true, value: result.data };
}
