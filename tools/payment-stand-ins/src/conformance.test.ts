// Every kind of answer the stand-in makes carries the fields Stripe's published OpenAPI spec marks
// required for that object, with the spec's JSON types. Raw HTTP (not the SDK) so nothing is
// smoothed over between the wire and the check.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  currentFieldsSource,
  missingCurrentFields,
  requiredFieldProblems,
  type StripeObjectName,
  specSource,
} from "./conformance/required-fields.js";
import { type StripeStandIn, startStripeStandIn } from "./index.js";

let standIn: StripeStandIn;
/** Each answer with the spec object it should match, gathered by one walk through a payment's life. */
const answers: Array<{ what: string; object: StripeObjectName; value: unknown }> = [];

async function call(
  method: "GET" | "POST",
  path: string,
  form: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const body = new URLSearchParams(form).toString();
  const response = await fetch(`${standIn.url}${path}${method === "GET" && body ? `?${body}` : ""}`, {
    method,
    headers: {
      authorization: "Bearer sk_test_conformance",
      "content-type": "application/x-www-form-urlencoded",
    },
    ...(method === "POST" ? { body } : {}),
  });
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: "whsec_conformance", autoDeliver: false });
  const sessionForm = {
    mode: "payment",
    "line_items[0][price_data][currency]": "usd",
    "line_items[0][price_data][unit_amount]": "4500",
    "line_items[0][price_data][product_data][name]": "Home jersey",
    "line_items[0][quantity]": "1",
    success_url: "http://127.0.0.1:3000/done?session={CHECKOUT_SESSION_ID}",
    cancel_url: "http://127.0.0.1:3000/checkout",
  };
  const created = await call("POST", "/v1/checkout/sessions", sessionForm);
  answers.push({ what: "POST /v1/checkout/sessions", object: "checkout.session", value: created });
  const toExpire = await call("POST", "/v1/checkout/sessions", sessionForm);
  answers.push({
    what: "POST /v1/checkout/sessions/:id/expire",
    object: "checkout.session",
    value: await call("POST", `/v1/checkout/sessions/${toExpire.id}/expire`),
  });
  const paid = await standIn.pay(String(created.id));
  const expanded = await call("GET", `/v1/checkout/sessions/${paid.id}`, { "expand[]": "payment_intent" });
  answers.push({ what: "GET /v1/checkout/sessions/:id", object: "checkout.session", value: expanded });
  answers.push({ what: "expanded payment_intent", object: "payment_intent", value: expanded.payment_intent });
  const refund = await call("POST", "/v1/refunds", {
    payment_intent: String(paid.payment_intent),
    amount: "1000",
  });
  answers.push({ what: "POST /v1/refunds", object: "refund", value: refund });
  answers.push({
    what: "GET /v1/refunds/:id",
    object: "refund",
    value: await call("GET", `/v1/refunds/${refund.id}`),
  });
  await standIn.dispute(String(paid.payment_intent), 3500);
  const payout = await standIn.payout();
  answers.push({
    what: "GET /v1/payouts/:id",
    object: "payout",
    value: await call("GET", `/v1/payouts/${payout.id}`),
  });
  const payouts = await call("GET", "/v1/payouts");
  for (const entry of payouts.data as unknown[])
    answers.push({ what: "GET /v1/payouts data[]", object: "payout", value: entry });
  const transactions = await call("GET", "/v1/balance_transactions", {
    payout: payout.id,
    "expand[]": "data.source",
  });
  for (const entry of transactions.data as Array<Record<string, unknown>>) {
    answers.push({
      what: `balance transaction (${entry.type})`,
      object: "balance_transaction",
      value: entry,
    });
    const source = entry.source as Record<string, unknown>;
    const kind = source.object as StripeObjectName;
    answers.push({
      what: `expanded source of a ${entry.type} balance transaction`,
      object: kind,
      value: source,
    });
  }
  for (const event of standIn.events) {
    const wire = JSON.parse(JSON.stringify(event)) as Record<string, unknown>;
    answers.push({ what: `event ${event.type}`, object: "event", value: wire });
    const data = wire.data as { object: { object: StripeObjectName } };
    answers.push({ what: `data.object of ${event.type}`, object: data.object.object, value: data.object });
  }
  const error = await call("GET", "/v1/refunds/re_missing");
  answers.push({ what: "error answer", object: "error", value: error });
  answers.push({ what: "error answer's error", object: "api_errors", value: error.error });
});

afterAll(async () => {
  await standIn.close();
});

describe(`conformance with Stripe's OpenAPI spec (${specSource.apiVersion}, stripe/openapi@${specSource.commit.slice(0, 7)})`, () => {
  it("answers every kind of object the store meets", () => {
    const kinds = new Set(answers.map((answer) => answer.object));
    expect([...kinds].sort()).toEqual([
      "api_errors",
      "balance_transaction",
      "charge",
      "checkout.session",
      "dispute",
      "error",
      "event",
      "payment_intent",
      "payout",
      "refund",
    ]);
  });

  it("gives every answer the fields the spec requires, with the spec's JSON types", () => {
    const problems = answers.flatMap((answer) =>
      requiredFieldProblems(answer.object, answer.value).map((problem) => `${answer.what}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it(`has every field of Stripe's current example objects (fixtures3.json at stripe/openapi@${currentFieldsSource.commit.slice(0, 7)})`, () => {
    const missing = answers.flatMap((answer) =>
      missingCurrentFields(answer.object, answer.value).map((problem) => `${answer.what}: ${problem}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it("says what is wrong when an answer misses a required field or has the wrong type", () => {
    expect(
      requiredFieldProblems("refund", {
        id: "re_1",
        object: "refund",
        amount: "500",
        created: 1,
        currency: "usd",
      }),
    ).toEqual(["refund.amount should be integer, got string"]);
    expect(requiredFieldProblems("payout", { id: "po_1" })).toContain(
      "payout.amount is required by Stripe's spec but missing",
    );
  });
});
