import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "@remix-run/cloudflare";
import { translate, type Locale } from "~/lib/i18n";
import { toastHeader, type Toast } from "~/lib/toast.server";
import type { Failure } from "~/services/accounts.server";

/** Redirect (post/redirect/get) carrying a toast and any extra cookies. */
export async function redirectWithToast(
  url: string,
  toast: Pick<Toast, "title"> & Partial<Toast>,
  cookies: string[] = [],
) {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { headers });
}

/** Puts a service failure on a Conform reply: on its field when it names one, else on the form. */
export function failureReply(
  submission: { reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }) => SubmissionResult<string[]> },
  failure: Failure,
  locale: Locale,
  hideFields?: string[],
) {
  const message = translate(locale, failure.error, failure.params);
  return submission.reply(
    failure.field
      ? { fieldErrors: { [failure.field]: [message] }, hideFields }
      : { formErrors: [message], hideFields },
  );
}

/** JSON error body of the /api routes: `error` is what the browser shows; `message` repeats it. */
export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}) {
  return Response.json({ error: message, message, ...extra }, { status });
}
