/**
 * Guard of the /api/admin/* JSON calls: 401 JSON when signed out, 403 JSON for anyone who is not
 * an admin (DECISIONS.md "Access").
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ZodTypeAny, z } from "zod";
import { readBody, requireApiUser, zodErrorMessage } from "~/lib/api.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { jsonError } from "~/lib/responses.server";
import type { User } from "~/models/user.server";

export async function requireApiAdmin(request: Request, context: AppLoadContext): Promise<User> {
  const user = await requireApiUser(request, context);
  if (!user.isAdmin) throw jsonError(403, translate(localeFromRequest(request), "error.accessDenied"));
  return user;
}

/** A positive integer route parameter, or a 404 JSON answer to throw. */
export function apiIdParam(request: Request, value: string | undefined, notFoundKey: string): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw jsonError(404, translate(localeFromRequest(request), notFoundKey));
  return id;
}

/**
 * Validates `base` (the stored record's fields, for PATCH) overlaid with the JSON body; on failure
 * a 400 JSON answer in the same shape as `parseBody`.
 */
export async function parseMergedBody<S extends ZodTypeAny>(
  request: Request,
  schema: S,
  base: Record<string, unknown> = {},
): Promise<{ ok: true; value: z.output<S> } | { ok: false; response: Response }> {
  const locale = localeFromRequest(request);
  const body = await readBody(request);
  if (!body) return { ok: false, response: jsonError(400, translate(locale, "error.invalidJson")) };
  const result = schema.safeParse({ ...base, ...body });
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_form";
    (fieldErrors[key] ??= []).push(translate(locale, issue.message));
  }
  return { ok: false, response: jsonError(400, zodErrorMessage(result.error, locale), { fieldErrors }) };
}
