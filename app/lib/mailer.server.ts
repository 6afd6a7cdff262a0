/**
 * The one way the app sends email. With MAIL_API_KEY set, messages go to an HTTP mail provider
 * (a Resend-compatible `POST /emails` API at MAIL_API_URL); without it they go to the dev outbox:
 * logged and readable at /dev/outbox in local mode. Every message is recorded in mail_outbox.
 */
import type { Db } from "~/lib/db.server";
import { recordMail } from "~/models/outbox.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(env: Env, db: Db, fetcher: typeof fetch = fetch): Mailer {
  const apiKey = env.MAIL_API_KEY;
  if (!apiKey) {
    return {
      async send(message) {
        console.log(`[dev outbox] to=${message.to} subject=${JSON.stringify(message.subject)}\n${message.text}`);
        await recordMail(db, { ...message, status: "logged" });
      },
    };
  }
  const url = env.MAIL_API_URL || "https://api.resend.com/emails";
  return {
    async send(message) {
      try {
        const response = await fetcher(url, {
          method: "POST",
          headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
          body: JSON.stringify({ from: env.MAIL_FROM, to: [message.to], subject: message.subject, text: message.text, html: message.html }),
        });
        if (!response.ok) throw new Error(`mail provider answered ${response.status}`);
        await recordMail(db, { ...message, status: "sent" });
      } catch (error) {
        await recordMail(db, { ...message, status: "failed", error: String(error) });
        throw error;
      }
    },
  };
}
