/**
 * The contact form: the message is stored (contact_messages) and mailed to every admin through
 * the mailer (the dev outbox locally). Rate-limited per IP address.
 */
import { RATE_POLICIES } from "~/domain/rate-limits";
import type { Db } from "~/lib/db.server";
import type { ContactInput } from "~/lib/contact-validation";
import { translate, type Locale } from "~/lib/i18n";
import type { Mailer } from "~/lib/mailer.server";
import { recordHit, retryAfter } from "~/lib/rate-limit.server";
import { createContactMessage, listAdminEmails } from "~/models/contact-message.server";
import type { Failure, Result } from "~/services/accounts.server";

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  ip: string;
  appUrl: string;
  /** The admins' mails are written in this language (the site's default). */
  locale: Locale;
}

export async function submitContactMessage(
  deps: ContactDeps,
  input: ContactInput,
  userId: number | null,
): Promise<Result<{ id: number }>> {
  const limits: Array<[typeof RATE_POLICIES.contactIp, string]> = [[RATE_POLICIES.contactIp, deps.ip]];
  const wait = await retryAfter(deps.db, limits);
  if (wait > 0) {
    const failure: Failure = { ok: false, status: 429, error: "contact.tooMany", params: { minutes: Math.max(1, Math.ceil(wait / 60)) } };
    return failure;
  }
  await recordHit(deps.db, limits);
  const subject = input.subject?.trim() || null;
  const row = await createContactMessage(deps.db, {
    name: input.name,
    email: input.email,
    subject,
    message: input.message,
    userId,
  });
  const t = (key: string, params?: Record<string, string>) => translate(deps.locale, key, params);
  const mailSubject = t("contact.mail.subject", { subject: subject ?? t("contact.mail.noSubject"), name: input.name });
  const text = [
    t("contact.mail.intro"),
    "",
    `${t("contact.name")}: ${input.name}`,
    `${t("contact.email")}: ${input.email}`,
    `${t("contact.subject")}: ${subject ?? t("contact.mail.noSubject")}`,
    "",
    input.message,
    "",
    t("contact.mail.footer", { url: `${deps.appUrl}/admin/contact` }),
  ].join("\n");
  for (const to of await listAdminEmails(deps.db)) {
    try {
      await deps.mailer.send({ to, subject: mailSubject, text });
    } catch (error) {
      // the message is stored and listed at /admin/contact even when a mail fails
      console.error("contact mail failed", to, error);
    }
  }
  return { ok: true, id: row.id };
}
