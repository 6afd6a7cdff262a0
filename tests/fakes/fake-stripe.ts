/**
 * A local stand-in for the parts of Stripe's HTTP API this app calls, so tests run the REAL Stripe
 * SDK (pointed here with STRIPE_API_BASE) without calling Stripe. Node only: started by
 * vitest.integration.config.ts and by the E2E global setup.
 *
 * Stripe's API:   POST /v1/checkout/sessions, POST /v1/billing_portal/sessions,
 *                 GET/DELETE /v1/subscriptions/:id, GET /v1/charges/:id
 *                 (form-encoded bodies with bracket keys, Bearer key, Stripe's error shape)
 * Hosted pages:   GET /c/pay/:session (checkout), GET /p/session/:id (portal), GET /hotmart/checkout
 * Test controls:  PUT /__fake/subscriptions/:id, PUT /__fake/charges/:id (JSON object to serve),
 *                 GET /__fake/checkout-sessions, PUT /__fake/fail/:endpoint {"fail":true|false}
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

type Json = Record<string, unknown>;

export interface FakeStripe {
  url: string;
  close(): Promise<void>;
}

/** Stripe's form encoding (`a[b][0][c]=v`) back into an object. */
export function parseStripeForm(body: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Json = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  return out;
}

function stripeError(res: http.ServerResponse, status: number, message: string, code?: string) {
  res.writeHead(status, { "Content-Type": "application/json", "Stripe-Should-Retry": "false" });
  res.end(JSON.stringify({ error: { type: status >= 500 ? "api_error" : "invalid_request_error", message, code } }));
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

function page(res: http.ServerResponse, title: string, body: string) {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  res.end(`<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`);
}

let counter = 0;
const newId = (prefix: string) => `${prefix}_fake${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function startFakeStripe(options: { port?: number } = {}): Promise<FakeStripe> {
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const failing = new Set<string>();
  let base = "";

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", base);
    const parts = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
    const method = req.method ?? "GET";

    // test controls
    if (parts[0] === "__fake") {
      const data = body ? (JSON.parse(body) as Json) : {};
      if (method === "PUT" && parts[1] === "subscriptions") {
        subscriptions.set(parts[2], { object: "subscription", ...data, id: parts[2] });
        return json(res, 200, subscriptions.get(parts[2]));
      }
      if (method === "GET" && parts[1] === "subscriptions") {
        return subscriptions.has(parts[2]) ? json(res, 200, subscriptions.get(parts[2])) : json(res, 404, {});
      }
      if (method === "PUT" && parts[1] === "charges") {
        charges.set(parts[2], { object: "charge", ...data, id: parts[2] });
        return json(res, 200, charges.get(parts[2]));
      }
      if (method === "GET" && parts[1] === "checkout-sessions") return json(res, 200, [...sessions.values()]);
      if (method === "PUT" && parts[1] === "fail") {
        if (data.fail) failing.add(parts[2]);
        else failing.delete(parts[2]);
        return json(res, 200, { failing: [...failing] });
      }
      return json(res, 404, { error: "unknown control" });
    }

    // hosted pages a browser is sent to
    if (method === "GET" && parts[0] === "c" && parts[1] === "pay") {
      const session = sessions.get(parts[2] ?? "");
      return page(res, "Fake Stripe Checkout", `<p data-testid="checkout-session">${session?.id ?? "unknown"}</p>`);
    }
    if (method === "GET" && parts[0] === "p" && parts[1] === "session") return page(res, "Fake Stripe customer portal", "");
    if (method === "GET" && parts[0] === "hotmart") {
      return page(res, "Fake Hotmart Checkout", `<p data-testid="hotmart-query">${url.search.replace(/</g, "&lt;")}</p>`);
    }

    // the API
    if (parts[0] !== "v1") return stripeError(res, 404, `Unrecognized request URL (${method}: ${url.pathname}).`);
    if (!/^Bearer sk_(test|live)_\S+$/.test(req.headers.authorization ?? "")) {
      return stripeError(res, 401, "Invalid API Key provided.");
    }
    const params = parseStripeForm(method === "GET" ? url.search.slice(1) : body);
    const resource = parts.slice(1).join("/");

    if (method === "POST" && resource === "checkout/sessions") {
      if (failing.has("checkout")) return stripeError(res, 500, "An error occurred with our connection to Stripe.");
      const lineItems = params.line_items as Record<string, Json> | undefined;
      if (params.mode !== "subscription" || !lineItems?.["0"]?.price) {
        return stripeError(res, 400, "Missing required param: line_items[0][price].");
      }
      if (!params.success_url || !params.cancel_url) return stripeError(res, 400, "Missing required param: success_url.");
      if (params.customer && params.customer_email) {
        return stripeError(res, 400, "You may only specify one of these parameters: customer, customer_email.");
      }
      const id = newId("cs_test");
      const session: Json = {
        id,
        object: "checkout.session",
        mode: params.mode,
        status: "open",
        payment_status: "unpaid",
        url: `${base}/c/pay/${id}`,
        client_reference_id: params.client_reference_id ?? null,
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        metadata: params.metadata ?? {},
        subscription_data: params.subscription_data ?? null,
        line_items: lineItems,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        subscription: null,
      };
      sessions.set(id, session);
      return json(res, 200, session);
    }
    if (method === "POST" && resource === "billing_portal/sessions") {
      if (failing.has("portal")) return stripeError(res, 500, "An error occurred with our connection to Stripe.");
      if (!params.customer) return stripeError(res, 400, "Missing required param: customer.");
      const id = newId("bps");
      return json(res, 200, { id, object: "billing_portal.session", customer: params.customer, return_url: params.return_url, url: `${base}/p/session/${id}` });
    }
    if (parts[1] === "subscriptions" && parts[2]) {
      const sub = subscriptions.get(parts[2]);
      if (!sub) return stripeError(res, 404, `No such subscription: '${parts[2]}'`, "resource_missing");
      if (method === "GET") return json(res, 200, sub);
      if (method === "DELETE") {
        const now = Math.floor(Date.now() / 1000);
        Object.assign(sub, { status: "canceled", canceled_at: now, ended_at: now });
        return json(res, 200, sub);
      }
    }
    if (method === "GET" && parts[1] === "charges" && parts[2]) {
      const charge = charges.get(parts[2]);
      return charge ? json(res, 200, charge) : stripeError(res, 404, `No such charge: '${parts[2]}'`, "resource_missing");
    }
    return stripeError(res, 404, `Unrecognized request URL (${method}: ${url.pathname}).`);
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  server.unref();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
