import type { Locator, Page } from "@playwright/test";

/**
 * Reads mail from the dev outbox page (/dev/outbox, local mode only). Its markup, newest first:
 *   <article data-testid="outbox-message">
 *     <p data-testid="outbox-to">learner@example.com</p>
 *     <h2 data-testid="outbox-subject">…</h2>
 *     <pre data-testid="outbox-text">… 123456 … http://127.0.0.1:8799/verify?token=… </pre>
 *   </article>
 * The outbox is opened in a new tab of the same browser context, so the caller's page keeps its
 * state (and JS on/off setting). Mail may be sent after the response (waitUntil): we poll.
 */
export interface OutboxOptions {
  /** How long to wait for a matching message (ms). Default 10 s. */
  timeout?: number;
  /** Skip a value already seen (e.g. the previous code) and wait for a newer one. */
  notEqual?: string;
  /** Only messages whose subject contains this text (case-insensitive). */
  subject?: string;
}

const CODE_RE = /(?<!\d)(\d{6})(?!\d)/;
const LINK_RE = /https?:\/\/[^\s<>"')\]]+/g;

async function messagesFor(outbox: Page, email: string, subject?: string): Promise<Locator[]> {
  const wanted = email.trim().toLowerCase();
  const result: Locator[] = [];
  for (const message of await outbox.getByTestId("outbox-message").all()) {
    const to = (await message.getByTestId("outbox-to").innerText()).trim().toLowerCase();
    if (!to.split(/[\s,;<>]+/).includes(wanted) && to !== wanted) continue;
    if (subject) {
      const s = (await message.getByTestId("outbox-subject").innerText()).toLowerCase();
      if (!s.includes(subject.toLowerCase())) continue;
    }
    result.push(message);
  }
  return result;
}

/** Polls the outbox until `pick` returns a value from one of `email`'s messages (newest first). */
async function pollOutbox(
  page: Page,
  email: string,
  what: string,
  pick: (text: string, outboxUrl: URL) => string | undefined,
  { timeout = 10_000, notEqual, subject }: OutboxOptions = {},
): Promise<string> {
  const outbox = await page.context().newPage();
  const deadline = Date.now() + timeout;
  try {
    for (;;) {
      const res = await outbox.goto("/dev/outbox");
      if (res && res.status() !== 200) {
        throw new Error(`/dev/outbox answered ${res.status()} (is APP_ENV local?)`);
      }
      const base = new URL(outbox.url());
      for (const message of await messagesFor(outbox, email, subject)) {
        const text = await message.getByTestId("outbox-text").innerText();
        const value = pick(text, base);
        if (value !== undefined && value !== notEqual) return value;
      }
      if (Date.now() > deadline) {
        throw new Error(`No ${what} for ${email} in /dev/outbox after ${timeout} ms`);
      }
      await outbox.waitForTimeout(250);
    }
  } finally {
    await outbox.close();
  }
}

/** The 6-digit code in the newest message to `email`. */
export function readLatestCode(page: Page, email: string, options?: OutboxOptions): Promise<string> {
  return pollOutbox(page, email, "6-digit code", (text) => text.match(CODE_RE)?.[1], options);
}

/**
 * The first link whose path starts with `pathPrefix` (e.g. "/verify-email") in the newest message
 * to `email` that has one. The link's origin is rewritten to the server under test, so
 * `page.goto(link)` works whatever APP_URL the mail was built with.
 */
export function readLatestLink(
  page: Page,
  email: string,
  pathPrefix: string,
  options?: OutboxOptions,
): Promise<string> {
  return pollOutbox(
    page,
    email,
    `link to ${pathPrefix}`,
    (text, base) => {
      for (const raw of text.match(LINK_RE) ?? []) {
        const link = new URL(raw.replace(/[.,;:!?]+$/, ""));
        if (!link.pathname.startsWith(pathPrefix)) continue;
        return new URL(link.pathname + link.search + link.hash, base.origin).toString();
      }
      return undefined;
    },
    options,
  );
}
