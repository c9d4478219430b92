import { z } from "zod";
import { defineOperation } from "../define";
import { pageOf, pageParams } from "../parts";
import {
  assignInboxBody,
  assignInboxInput,
  dismissInboxBody,
  dismissInboxInput,
  inboxItemSchema,
  inboxListInput,
} from "./inbox-schemas";
import { assignInboxItem, dismissInboxItem, listInbox } from "./payments-inbox";

const tag = "Payments";
const itemParam = [{ name: "id", description: "The inbox item's id (a UUID)." }];

/**
 * The payments inbox: provider payments the store would not record by itself (a terminal note that
 * names no order, more than the balance, not the amount a page asked). Staff put each on an order
 * or set it aside. Staff only.
 */
export const paymentInboxOperations = {
  inbox: defineOperation({
    kind: "query",
    access: "admin",
    permission: "payments.reconcile",
    input: inboxListInput,
    handler: ({ ctx, input }) => listInbox({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/payments/inbox",
      operationId: "listPaymentsInbox",
      summary:
        "Provider payments held for staff, a page at a time: waiting ones first (oldest first), then handled ones; `open` counts what waits",
      tag,
      query: [
        ...pageParams,
        { name: "open", description: "true: only waiting items; false: only handled ones." },
      ],
      answer: pageOf(inboxItemSchema).extend({
        open: z.number().int().describe("How many items wait for staff in all."),
      }),
      paged: true,
    },
  }),
  assignInbox: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "payments.reconcile",
    input: assignInboxInput,
    handler: ({ ctx, input }) => assignInboxItem({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "post",
      path: "/api/payments/inbox/{id}/assign",
      operationId: "assignPaymentsInboxItem",
      summary:
        "Record a held payment on the order with this number, as a card payment with the provider's reference (its later refunds find it)",
      tag,
      pathParams: itemParam,
      json: assignInboxBody,
      errors: [
        { status: 404, description: "No such inbox item, or no order with that number." },
        {
          status: 409,
          description:
            "Already handled, the order is cancelled, or the payment is more than the order's balance.",
        },
      ],
      answer: inboxItemSchema,
    },
  }),
  dismissInbox: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "payments.reconcile",
    input: dismissInboxInput,
    handler: ({ ctx, input }) => dismissInboxItem({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "post",
      path: "/api/payments/inbox/{id}/dismiss",
      operationId: "dismissPaymentsInboxItem",
      summary:
        'Set a held payment aside with the reason ("refunded to the customer at the terminal"); nothing is recorded on an order',
      tag,
      pathParams: itemParam,
      json: dismissInboxBody,
      errors: [
        { status: 404, description: "No such inbox item." },
        { status: 409, description: "Already handled." },
      ],
      answer: inboxItemSchema,
    },
  }),
};
