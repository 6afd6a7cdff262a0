/**
 * Helpers of the /api/admin/* JSON calls. The guard itself (401 JSON when signed out, 403 JSON for
 * anyone who is not an admin) lives with the other API helpers.
 */
import type { ZodTypeAny, z } from "zod";
import { readBody, validateBody } from "~/lib/api.server";
import { localeFromRequest, translate } from "~/lib/i18n";
import { jsonError } from "~/lib/responses.server";

export { requireApiAdmin } from "~/lib/api.server";

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
  const body = await readBody(request);
  if (!body) return { ok: false, response: jsonError(400, translate(localeFromRequest(request), "error.invalidJson")) };
  return validateBody(request, { ...base, ...body }, schema);
}
