import { z } from "zod";
import { defineOperation } from "../define";
import { idParam } from "../parts";
import { getOrderDetailByNumber } from "./order-detail";
import { orderDetailSchema } from "./order-detail-schemas";
import { addOrderNote } from "./order-notes";
import { orderNoteInput, orderNumberInput, recordPaymentInput, reversePaymentInput } from "./payment-schemas";
import { recordPayment, reversePayment } from "./payments";

const tag = "Orders";
const paymentParams = [
  ...idParam,
  { name: "paymentId", description: "The payment's id (a UUID), as the order page lists it." },
];

/** The order page: its detail, staff notes, and the payments staff record and reverse. */
export const orderPageOperations = {
  detail: defineOperation({
    kind: "query",
    access: "admin",
    permission: "orders.view",
    input: orderNumberInput,
    handler: ({ ctx, input }) => getOrderDetailByNumber({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/orders/by-number/{number}",
      operationId: "getOrderByNumber",
      summary:
        "One order by its number: lines, customer, totals and balance, its payments, and its timeline (events and e-mails, newest first)",
      tag,
      pathParams: [{ name: "number", description: "The order's number, e.g. 1004." }],
      answer: orderDetailSchema,
    },
  }),
  addNote: defineOperation({
    kind: "mutation",
    access: "admin",
    input: orderNoteInput,
    handler: ({ ctx, input }) => addOrderNote({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "post",
      path: "/api/orders/{id}/notes",
      operationId: "addOrderNote",
      summary:
        "Add a staff note to the order's timeline (internal: never shown to the customer); answers the order page",
      tag,
      status: 201,
      pathParams: idParam,
      json: z.object({ text: orderNoteInput.shape.text }).strict(),
      answer: orderDetailSchema,
    },
  }),
  recordPayment: defineOperation({
    kind: "mutation",
    access: "admin",
    input: recordPaymentInput,
    handler: ({ ctx, input }) => recordPayment({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "post",
      path: "/api/orders/{id}/payments",
      operationId: "recordOrderPayment",
      summary:
        "Record money taken for the order (cash, check with its number, card in store, invoice), at most the balance; answers the order page",
      tag,
      status: 201,
      pathParams: idParam,
      json: "input",
      errors: [{ status: 409, description: "The order is cancelled, or already paid in full." }],
      answer: orderDetailSchema,
    },
  }),
  reversePayment: defineOperation({
    kind: "mutation",
    access: "admin",
    input: reversePaymentInput,
    handler: ({ ctx, input }) => reversePayment({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "post",
      path: "/api/orders/{id}/payments/{paymentId}/reversal",
      operationId: "reverseOrderPayment",
      summary:
        "Reverse a payment (refunded or entered by mistake) with a reason; the payment stays on record, marked; answers the order page",
      tag,
      status: 201,
      pathParams: paymentParams,
      json: z.object({ reason: reversePaymentInput.shape.reason }).strict(),
      errors: [{ status: 409, description: "The payment was already reversed." }],
      answer: orderDetailSchema,
    },
  }),
};
