/**
 * Cross-site request forgery guard for every state-changing request. Browsers send
 * Sec-Fetch-Site (and Origin on POST); a form posted from another site is refused.
 * Webhooks (server-to-server, no browser headers) are exempt by path.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const EXEMPT_PREFIXES = ["/webhooks/", "/api/webhooks/"];

export function isCrossSiteMutation(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const url = new URL(request.url);
  if (EXEMPT_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return false;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null" && origin !== url.origin) return true;
  if (origin === "null") return true;
  return false;
}
