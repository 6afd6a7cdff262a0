/**
 * One-shot toasts carried across a redirect in a short-lived cookie (post/redirect/get), so they
 * work without JavaScript. Title and description are catalog keys with params.
 */
import { createCookie } from "@remix-run/cloudflare";
import { z } from "zod";
import type { Params } from "~/lib/i18n";

export const ToastSchema = z.object({
  type: z.enum(["success", "error", "info"]).default("info"),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  params: z.record(z.union([z.string(), z.number()])).optional(),
});
export type Toast = z.infer<typeof ToastSchema>;

const toastCookie = createCookie("__toast", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 });

export async function toastHeader(toast: { type?: Toast["type"]; title: string; description?: string; params?: Params }) {
  return toastCookie.serialize(JSON.stringify(toast));
}

/** Reads the pending toast (if any) and the header that clears it. */
export async function popToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const raw = await toastCookie.parse(request.headers.get("Cookie"));
  if (!raw) return { toast: null, clear: null };
  let toast: Toast | null = null;
  try {
    const parsed = ToastSchema.safeParse(JSON.parse(String(raw)));
    if (parsed.success) toast = parsed.data;
  } catch {
    toast = null;
  }
  return { toast, clear: await toastCookie.serialize("", { maxAge: 0, expires: new Date(0) }) };
}
