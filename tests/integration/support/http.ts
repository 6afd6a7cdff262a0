import { env, SELF } from "cloudflare:test";

export const ORIGIN = "http://localhost";

/** A tiny cookie jar: a browser's worth of state for SELF.fetch calls. */
export class Browser {
  cookies = new Map<string, string>();

  constructor(public headers: Record<string, string> = {}) {}

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    for (const [k, v] of Object.entries(this.headers)) if (!headers.has(k)) headers.set(k, v);
    if (!headers.has("Host")) headers.set("Host", "localhost");
    if (this.cookies.size) headers.set("Cookie", this.cookieHeader());
    if (init.method && init.method !== "GET" && !headers.has("Origin")) headers.set("Origin", ORIGIN);
    const response = await SELF.fetch(ORIGIN + path, { redirect: "manual", ...init, headers });
    this.store(response);
    return response;
  }

  get(path: string) {
    return this.fetch(path);
  }

  post(path: string, form: Record<string, string>) {
    return this.fetch(path, { method: "POST", body: new URLSearchParams(form) });
  }

  json(path: string, body?: unknown, method = "POST") {
    return this.fetch(path, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
}

export function location(response: Response) {
  const value = response.headers.get("Location");
  return value ? new URL(value, ORIGIN).pathname + new URL(value, ORIGIN).search : null;
}

/** The newest dev-outbox mail to an address. */
export async function latestMail(to: string) {
  return env.DB.prepare("SELECT subject, text FROM mail_outbox WHERE `to` = ? ORDER BY id DESC LIMIT 1")
    .bind(to)
    .first<{ subject: string; text: string }>();
}

export async function latestCode(to: string) {
  const mail = await latestMail(to);
  return mail?.text.match(/\b(\d{6})\b/)?.[1] ?? null;
}

export async function latestLinkToken(to: string, path: string) {
  const mail = await latestMail(to);
  const match = mail?.text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`));
  return match ? decodeURIComponent(match[1]) : null;
}

let counter = 0;
/** Registers a new account through the form and returns its browser (signed in, unverified). */
export async function registerUser(options: { verify?: boolean; password?: string } = {}) {
  counter += 1;
  const username = `user${Date.now().toString(36)}${counter}`;
  const email = `${username}@example.com`;
  const password = options.password ?? "secret123";
  const browser = new Browser({ "CF-Connecting-IP": `10.0.0.${counter % 250}` });
  const response = await browser.post("/auth?tab=register", { intent: "register", username, email, password });
  if (response.status !== 302) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  if (options.verify !== false) {
    const code = await latestCode(email);
    const verified = await browser.post("/email-verification", { intent: "verify", code: code! });
    if (verified.status !== 302) throw new Error(`verification failed: ${verified.status}`);
  }
  return { browser, username, email, password };
}
