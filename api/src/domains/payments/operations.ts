import { z } from "zod";
import { defineOperation } from "../define";
import { orderDetailSchema } from "../orders/order-detail-schemas";
import { idParam } from "../parts";
import { PAYMENTS_EXPORT_PATH } from "./paths";
import { payByLink } from "./pay-by-link";
import { sendPaymentRequest } from "./payment-requests";
import { checkoutOptions, readPaymentSettings, updatePaymentSettings } from "./payment-settings";
import { exportPaymentsCsv } from "./payments-csv";
import { listPayouts } from "./payouts";
import {
  checkoutOptionsSchema,
  openedPaymentSchema,
  payByLinkInput,
  paymentRequestInput,
  paymentSettingsSchema,
  paymentsExportInput,
  payoutsInput,
  payoutsSchema,
  refundPaymentInput,
  updatePaymentSettingsInput,
} from "./schemas";
import { refundPayment } from "./staff-refund";

const tag = "Payments";

/** Taking money online (decision 086): the owner's choices, and paying from an order's private link. */
export const paymentOperations = {
  settings: defineOperation({
    kind: "query",
    access: "admin",
    permission: "payments.settings",
    handler: ({ ctx }) =>
      readPaymentSettings({ db: ctx.db, payments: ctx.payments, publicUrl: ctx.mail.publicUrl }),
    rest: {
      method: "get",
      path: "/api/payments/settings",
      operationId: "getPaymentSettings",
      summary:
        "Which payment providers are live (their keys set on the server), how checkout takes money, the deposit share asked on a quote's order, and the webhook addresses to enter in each provider's dashboard",
      tag,
      answer: paymentSettingsSchema,
    },
  }),
  updateSettings: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "payments.settings",
    input: updatePaymentSettingsInput,
    handler: ({ ctx, input }) =>
      updatePaymentSettings({
        db: ctx.db,
        actor: ctx.user,
        input,
        payments: ctx.payments,
        publicUrl: ctx.mail.publicUrl,
      }),
    rest: {
      method: "patch",
      path: "/api/payments/settings",
      operationId: "updatePaymentSettings",
      summary:
        'Choose how checkout takes money ("in_store", "pay_now", "pay_now_or_in_store"; the online choices only while a provider is live) and the quote deposit percentage',
      tag,
      json: "input",
      errors: [{ status: 409, description: "An online choice while no payment provider's keys are set." }],
      answer: paymentSettingsSchema,
    },
  }),
  checkoutOptions: defineOperation({
    kind: "query",
    access: "public",
    handler: ({ ctx }) => checkoutOptions({ db: ctx.db, payments: ctx.payments }),
    rest: {
      method: "get",
      path: "/api/checkout/payment-options",
      operationId: "getCheckoutPaymentOptions",
      summary:
        'How checkout takes money now: "in_store" (the only way while no provider is live), "pay_now" (the provider\'s hosted page) or "pay_now_or_in_store" (the buyer chooses; send `payment` with the order)',
      tag: "Checkout",
      answer: checkoutOptionsSchema,
    },
  }),
  payByLink: defineOperation({
    kind: "mutation",
    access: "public",
    input: payByLinkInput,
    rateLimit: { name: "pay-by-link", limit: 30, windowMs: 60 * 60 * 1000 },
    handler: ({ ctx, input }) =>
      payByLink({ db: ctx.db, payments: ctx.payments, mail: ctx.mail, input, now: ctx.now() }),
    rest: {
      method: "post",
      path: "/api/order-tracking/{token}/payment",
      operationId: "payOrderByLink",
      summary:
        "Open the payment provider's page for what the order asks now (a quote's deposit, else the balance; never an amount sent by the client); answers the page's address. The payment is recorded from the provider's event only.",
      tag,
      status: 201,
      pathParams: [{ name: "token", description: "The token at the end of the order's tracking link." }],
      // No body is needed; one with any field (an amount) is refused, never read.
      json: "input",
      optionalJson: true,
      errors: [
        { status: 409, description: "No provider is live, or the order is cancelled or paid in full." },
        { status: 503, description: "The provider could not be reached; nothing was charged." },
      ],
      answer: openedPaymentSchema,
    },
  }),
  sendPaymentRequest: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "payments.record",
    input: paymentRequestInput,
    handler: ({ ctx, input }) =>
      sendPaymentRequest({
        db: ctx.db,
        payments: ctx.payments,
        mail: ctx.mail,
        actor: ctx.user,
        input,
        now: ctx.now(),
      }),
    rest: {
      method: "post",
      path: "/api/orders/{id}/payment-requests",
      operationId: "sendPaymentRequest",
      summary:
        "E-mail the customer a \"Pay $N now\" link to the order's private page (what the order asks now: a quote's deposit, else the balance); reminders follow at 3 and 7 days while a balance is due, and stop once paid or cancelled. A newer request replaces an older one. Answers the order page",
      tag,
      status: 201,
      pathParams: idParam,
      json: "input",
      optionalJson: true,
      errors: [
        { status: 409, description: "No provider is live, or the order is cancelled or paid in full." },
      ],
      answer: orderDetailSchema,
    },
  }),
  refundPayment: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "payments.refund",
    input: refundPaymentInput,
    idempotent: true,
    handler: ({ ctx, input }) =>
      refundPayment({ db: ctx.db, actor: ctx.user, input, payments: ctx.payments }),
    rest: {
      method: "post",
      path: "/api/orders/{id}/payments/{paymentId}/refunds",
      operationId: "refundOrderPayment",
      summary:
        "Give back part or all of a payment a provider took online (at most what is left of it), with a reason: the provider is asked at once, the refund shows as pending, and the balance changes only when the provider's event says it is done; answers the order page",
      tag,
      status: 201,
      pathParams: [
        ...idParam,
        { name: "paymentId", description: "The payment's id (a UUID), as the order page lists it." },
      ],
      json: z
        .object({ amount: refundPaymentInput.shape.amount, reason: refundPaymentInput.shape.reason })
        .strict(),
      idempotencyKey:
        "Any unique text (8-200 printable characters) per refund: a retry with the same key answers the same refund (`Idempotent-Replayed: true`) and the provider is asked once.",
      errors: [
        {
          status: 400,
          description: "The amount is more than what is left of the payment (the message names the most).",
        },
        {
          status: 409,
          description:
            "The payment was taken in store (reverse it instead), was reversed, or is refunded in full.",
        },
        {
          status: 503,
          description:
            "The provider could not make the refund: nothing was given back, the refund is marked failed.",
        },
      ],
      answer: orderDetailSchema,
    },
  }),
  payouts: defineOperation({
    kind: "query",
    access: "admin",
    permission: "payments.reconcile",
    input: payoutsInput,
    handler: ({ ctx, input }) => listPayouts({ db: ctx.db, payments: ctx.payments, input }),
    rest: {
      method: "get",
      path: "/api/payments/payouts",
      operationId: "listPayouts",
      summary:
        "The online provider's latest payouts to the bank, newest first, each transaction matched with the ledger (its order, the amount recorded) and flagged when the ledger has no row of it or the amounts differ; and the online payments recorded since that no payout holds yet (normal: paid out later)",
      tag,
      query: [{ name: "limit", description: "At most this many payouts (1-50, default 10)." }],
      errors: [{ status: 409, description: "No provider that pays out (Stripe) is live." }],
      answer: payoutsSchema,
    },
  }),
  exportCsv: defineOperation({
    kind: "query",
    access: "admin",
    permission: "payments.reconcile",
    input: paymentsExportInput,
    handler: ({ ctx, input }) => exportPaymentsCsv({ db: ctx.db, input, now: ctx.now() }),
    rest: {
      method: "get",
      path: PAYMENTS_EXPORT_PATH,
      operationId: "exportPayments",
      summary:
        "Every payment recorded on the store days from..to (Central time, both included) as a CSV for the accountant: date, order number, customer, method, provider, reference, amount, refunded, reversed, recorded by",
      tag,
      query: [
        { name: "from", required: true, description: "The first store day, YYYY-MM-DD." },
        { name: "to", required: true, description: "The last store day (included), YYYY-MM-DD." },
      ],
      csv: true,
    },
  }),
};
