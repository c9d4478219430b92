// The HTTP side of the Stripe stand-in: API key check, form bodies, idempotency keys, the request
// log, the hosted pay page, and the clock that expires sessions.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type Stripe from "stripe";
import { answerApi } from "./api-routes.js";
import { StripeApiError } from "./errors.js";
import { EventHub } from "./events.js";
import { parseForm } from "./form.js";
import { hostedPage, notFoundPage } from "./hosted-page.js";
import { IdempotencyKeys } from "./idempotency.js";
import type { StripeStandIn, StripeStandInOptions } from "./index.js";
import { StripeObjects } from "./store.js";

const EXPIRY_CHECK_MS = 1000;

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  if (!options.webhookSecret?.startsWith("whsec_")) {
    throw new Error(
      `The Stripe stand-in needs webhookSecret like "whsec_...", the value the store's STRIPE_WEBHOOK_SECRET holds; got ${JSON.stringify(options.webhookSecret)}.`,
    );
  }
  const hub = new EventHub(options.webhookUrl, options.webhookSecret, options.autoDeliver ?? true);
  let url = "";
  const objects = new StripeObjects(hub, () => url);
  const requests: StripeStandIn["requests"] = [];
  const idempotent = new IdempotencyKeys();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const target = new URL(request.url ?? "/", "http://stand-in");
    const method = request.method ?? "GET";
    const raw = await readBody(request);
    const form = parseForm(method === "GET" ? target.searchParams.toString() : raw);
    if (objects.expireDueSessions() > 0) void hub.afterChange();

    const page = target.pathname.match(/^\/c\/pay\/([^/]+)$/);
    if (page?.[1]) return servePage(page[1], method, response);

    const idempotencyKey = header(request, "idempotency-key");
    requests.push({
      method,
      path: target.pathname,
      ...(idempotencyKey ? { idempotencyKey } : {}),
      body: form,
    });
    const authError = checkKey(header(request, "authorization"));
    if (authError) return sendJson(response, authError.status, authError.toJSON());

    const route = `${method} ${target.pathname}`;
    const keyed = idempotencyKey && method === "POST" ? idempotencyKey : undefined;
    const earlier = keyed ? idempotent.replay(keyed, route, form) : undefined;
    if (earlier) return sendJson(response, earlier.status, earlier.body, { "idempotent-replayed": "true" });
    let status = 200;
    let body: object;
    try {
      body = structuredClone(answerApi(objects, { method, path: target.pathname, form, idempotencyKey }));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      body = error.toJSON();
    }
    if (keyed) idempotent.remember(keyed, route, form, status, body);
    sendJson(response, status, body);
    // Events go out after the answer, as Stripe's webhooks follow its API responses.
    void hub.afterChange();
  }

  async function servePage(id: string, method: string, response: ServerResponse): Promise<void> {
    const session = objects.sessions.get(id);
    if (!session) return sendHtml(response, 404, notFoundPage(id));
    if (method === "POST" && session.status === "open") {
      const paid = await pay(id);
      response.writeHead(303, {
        location: (paid.success_url ?? url).replaceAll("{CHECKOUT_SESSION_ID}", id),
      });
      response.end();
      return;
    }
    sendHtml(response, method === "POST" ? 409 : 200, hostedPage(session, objects.lineItems.get(id) ?? []));
  }

  async function pay(sessionId: string, amountTotal?: number): Promise<Stripe.Checkout.Session> {
    const session = structuredClone(objects.pay(sessionId, amountTotal));
    await hub.afterChange();
    return session;
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (!response.headersSent)
        sendJson(response, 500, {
          error: { type: "api_error", message: `Stripe stand-in failed: ${message}` },
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error) =>
      reject(
        new Error(
          `The Stripe stand-in could not listen on 127.0.0.1:${options.port ?? 0} (${error.message}). Pick another port, or 0 for any free one.`,
        ),
      ),
    );
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}`;
  const clock = setInterval(() => {
    if (objects.expireDueSessions() > 0) void hub.afterChange();
  }, EXPIRY_CHECK_MS);
  clock.unref();

  return {
    url,
    sdkOptions: { host: "127.0.0.1", port, protocol: "http" },
    setWebhook: (webhookUrl) => hub.setWebhook(webhookUrl),
    close: async () => {
      clearInterval(clock);
      await hub.settle();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    sessions: objects.sessions,
    pay: (sessionId, opts) => pay(sessionId, opts?.amountTotal),
    dashboardRefund: async (paymentIntentId, amount) => {
      const refund = structuredClone(objects.dashboardRefund(paymentIntentId, amount));
      await hub.afterChange();
      return refund;
    },
    dispute: async (paymentIntentId, amount) => {
      const dispute = structuredClone(objects.dispute(paymentIntentId, amount));
      await hub.afterChange();
      return dispute;
    },
    payout: async () => {
      const payout = structuredClone(objects.payout());
      await hub.afterChange();
      return payout;
    },
    send: (event, opts) => hub.send(event, opts?.signature ?? "good"),
    events: hub.events,
    deliverPending: () => hub.deliverPending(),
    deliveriesSettled: () => hub.settle(),
    holdEvents: () => hub.hold(),
    requests,
  };
}

function checkKey(authorization: string | undefined): StripeApiError | undefined {
  // Bearer as the SDK sends it, or Basic with the key as user name as in Stripe's curl examples.
  const basic = authorization?.match(/^Basic (.+)$/)?.[1];
  const key = basic
    ? Buffer.from(basic, "base64").toString("utf8").split(":")[0]
    : authorization?.match(/^Bearer (.+)$/)?.[1];
  if (!key) {
    return new StripeApiError(
      401,
      "invalid_request_error",
      "You did not provide an API key. Set STRIPE_SECRET_KEY to a test key such as sk_test_local; it is sent as 'Authorization: Bearer sk_test_...'.",
    );
  }
  if (!key.startsWith("sk_test_")) {
    return new StripeApiError(
      401,
      "invalid_request_error",
      `Invalid API Key provided: ${key.slice(0, 8)}***. The Stripe stand-in accepts only test secret keys (sk_test_...).`,
      "api_key_invalid",
    );
  }
  return undefined;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: object,
  extra: Record<string, string> = {},
): void {
  response.writeHead(status, {
    "content-type": "application/json",
    "request-id": `req_stand_in_${Date.now()}`,
    ...extra,
  });
  response.end(JSON.stringify(body, null, 2));
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  response.end(html);
}
