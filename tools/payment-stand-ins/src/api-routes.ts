// The Stripe API calls the store makes, answered from the stand-in's objects.
import type Stripe from "stripe";
import { noSuchObject, StripeApiError } from "./errors.js";
import { expansions, type FormObject, text } from "./form.js";
import type { StripeObjects } from "./store.js";

export interface ApiCall {
  method: string;
  path: string;
  form: FormObject;
  idempotencyKey: string | undefined;
}

const MAX_LIST_LIMIT = 100;

export function answerApi(objects: StripeObjects, call: ApiCall): object {
  const { method, path, form } = call;
  const origin = { idempotencyKey: call.idempotencyKey ?? null };
  const parts = path.split("/").filter(Boolean); // ["v1", "checkout", "sessions", id, "expire"]
  const route = `${method} /${parts.map((part, index) => (isId(part, index) ? ":id" : part)).join("/")}`;
  const id = parts.find((part, index) => isId(part, index)) ?? "";
  switch (route) {
    case "POST /v1/checkout/sessions":
      return objects.createSession(form);
    case "GET /v1/checkout/sessions/:id":
      return withIntent(objects, objects.session(id), expansions(form));
    case "POST /v1/checkout/sessions/:id/expire":
      return objects.expireSession(id, origin);
    case "POST /v1/refunds":
      return objects.createRefund(form, origin);
    case "GET /v1/refunds/:id":
      return objects.getRefund(id);
    case "GET /v1/payment_intents/:id":
      return objects.paymentIntent(id);
    case "GET /v1/balance_transactions":
      return balanceTransactions(objects, form);
    case "GET /v1/payouts":
      return list(
        "/v1/payouts",
        [...objects.payouts]
          .reverse()
          .filter((payout) => !text(form, "status") || payout.status === text(form, "status")),
        form,
      );
    case "GET /v1/payouts/:id":
      return objects.getPayout(id);
    default:
      throw new StripeApiError(
        404,
        "invalid_request_error",
        `Unrecognized request URL (${method}: ${path}). The Stripe stand-in implements only the calls the store makes; add this one to tools/payment-stand-ins if the store now needs it.`,
      );
  }
}

/** Path segments after a resource name are ids (cs_test_..., re_..., po_...). */
function isId(part: string, index: number): boolean {
  return index >= 2 && /^(cs_test|pi|re|po|txn|ch|du)_/.test(part);
}

function withIntent(objects: StripeObjects, session: Stripe.Checkout.Session, expand: string[]): object {
  if (!expand.includes("payment_intent") || typeof session.payment_intent !== "string") return session;
  return { ...session, payment_intent: objects.paymentIntent(session.payment_intent) };
}

function balanceTransactions(objects: StripeObjects, form: FormObject): object {
  const payoutId = text(form, "payout");
  if (payoutId && !objects.payouts.some((payout) => payout.id === payoutId))
    throw noSuchObject("payout", payoutId);
  const newestFirst = [...objects.balanceTransactions]
    .reverse()
    .filter((entry) => !payoutId || objects.payoutOf.get(entry.id) === payoutId);
  const page = list("/v1/balance_transactions", newestFirst, form);
  if (!expansions(form).includes("data.source")) return page;
  return {
    ...page,
    data: page.data.map((entry) => ({
      ...entry,
      source: typeof entry.source === "string" ? objects.sourceOf(entry.source) : entry.source,
    })),
  };
}

function list<T extends { id: string }>(
  url: string,
  newestFirst: T[],
  form: FormObject,
): { object: "list"; data: T[]; has_more: boolean; url: string } {
  const limitText = text(form, "limit");
  const limit = limitText === undefined ? 10 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIST_LIMIT) {
    throw new StripeApiError(
      400,
      "invalid_request_error",
      `Invalid integer: limit must be between 1 and ${MAX_LIST_LIMIT}, got '${limitText}'.`,
      "parameter_invalid_integer",
      "limit",
    );
  }
  const after = text(form, "starting_after");
  let start = 0;
  if (after) {
    const index = newestFirst.findIndex((entry) => entry.id === after);
    if (index < 0) throw noSuchObject("object", after);
    start = index + 1;
  }
  const data = newestFirst.slice(start, start + limit);
  return { object: "list", data, has_more: start + limit < newestFirst.length, url };
}
