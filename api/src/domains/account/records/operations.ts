import { z } from "zod";
import { defineOperation } from "../../define";
import { requestSummarySchema } from "../../designs/design-schemas";
import { orderSchema, trackedOrderSchema } from "../../orders/schemas";
import { idParam } from "../../parts";
import { reviewSchema } from "../../review/schemas";
import { notYours, tag } from "../operation-parts";
import {
  accountIdInput,
  designAnswerInput,
  designRefInput,
  playerSchema,
  reorderInput,
  reorderSchema,
} from "../schemas";
import { answerAccountRequest } from "./answer-request";
import { accountOrders } from "./list-orders";
import { accountOrder, accountOrderPage } from "./open-order";
import { accountRequest, accountRequests } from "./read-requests";
import { reorderLines } from "./reorder";
import { saveOrderPlayer } from "./save-order-player";

const requestParams = [
  { name: "kind", description: "quote or artwork" },
  { name: "id", description: "The quote's or request's id (a UUID)." },
];
const requestSummary = requestSummarySchema.extend({ awaiting_answer: z.boolean() });

/** What the account holds of the customer's dealings: orders (to follow, reorder), quotes and requests. */
export const recordOperations = {
  orders: defineOperation({
    kind: "query",
    access: "customer",
    handler: ({ ctx }) => accountOrders({ db: ctx.db, customer: ctx.customer, now: ctx.now() }),
    rest: {
      method: "get",
      path: "/api/account/orders",
      operationId: "listAccountOrders",
      summary: "The account's orders, team-store orders among them, newest first (status, balance)",
      tag,
      answer: z.array(
        orderSchema.extend({
          /** A team-store order the family may still change, until this moment (its store's close). */
          change_until: z.string().nullable(),
        }),
      ),
    },
  }),
  order: defineOperation({
    kind: "query",
    access: "customer",
    input: accountIdInput,
    handler: ({ ctx, input }) =>
      accountOrder({ db: ctx.db, customer: ctx.customer, input, hostedLive: Boolean(ctx.payments.hosted) }),
    rest: {
      method: "get",
      path: "/api/account/orders/{id}",
      operationId: "getAccountOrder",
      summary: "One of the account's orders with its status timeline",
      tag,
      pathParams: idParam,
      errors: [notYours],
      answer: trackedOrderSchema,
    },
  }),
  orderPage: defineOperation({
    kind: "mutation",
    access: "customer",
    input: accountIdInput,
    handler: ({ ctx, input }) => accountOrderPage({ db: ctx.db, customer: ctx.customer, input }),
    rest: {
      method: "post",
      path: "/api/account/orders/{id}/page",
      operationId: "openAccountOrderPage",
      summary:
        "A fresh private link to one of the account's orders: a team-store order's page (changes until its store closes) or the tracking page",
      tag,
      pathParams: idParam,
      errors: [notYours],
      answer: z.object({ path: z.string() }),
    },
  }),
  reorder: defineOperation({
    kind: "mutation",
    access: "customer",
    input: reorderInput,
    handler: ({ ctx, input }) => reorderLines({ db: ctx.db, customer: ctx.customer, input, now: ctx.now() }),
    rest: {
      method: "post",
      path: "/api/account/orders/{id}/reorder",
      operationId: "reorderAccountOrder",
      summary:
        "An earlier order's lines as cart lines at today's prices, sized for a saved player when named; a team order's lines only for its own store's team cart (names, numbers, team prices), while that store is open",
      tag,
      pathParams: idParam,
      json: "input",
      optionalJson: true,
      errors: [
        notYours,
        {
          status: 409,
          description:
            "A team order whose store is no longer open: the message says when it closed and whom to ask.",
        },
      ],
      answer: reorderSchema,
    },
  }),
  saveOrderPlayer: defineOperation({
    kind: "mutation",
    access: "customer",
    input: accountIdInput,
    handler: ({ ctx, input }) =>
      saveOrderPlayer({ db: ctx.db, customer: ctx.customer, input, now: ctx.now() }),
    rest: {
      method: "post",
      path: "/api/account/orders/{id}/save-player",
      operationId: "saveAccountOrderPlayer",
      summary:
        "Save the player of one of the account's team orders: name, the number printed, each item's size for its kind, this season (one of the same name and season is updated)",
      tag,
      pathParams: idParam,
      errors: [
        notYours,
        { status: 409, description: "The order is not a team store order naming a player." },
      ],
      answer: playerSchema,
    },
  }),
  requests: defineOperation({
    kind: "query",
    access: "customer",
    handler: ({ ctx }) => accountRequests({ db: ctx.db, customer: ctx.customer }),
    rest: {
      method: "get",
      path: "/api/account/requests",
      operationId: "listAccountRequests",
      summary: "The account's team quotes and artwork requests, newest first",
      tag,
      answer: z.array(requestSummary),
    },
  }),
  request: defineOperation({
    kind: "query",
    access: "customer",
    input: designRefInput,
    handler: ({ ctx, input }) => accountRequest({ db: ctx.db, customer: ctx.customer, input }),
    rest: {
      method: "get",
      path: "/api/account/requests/{kind}/{id}",
      operationId: "getAccountRequest",
      summary: "One quote or artwork request with its proofs and history",
      tag,
      pathParams: requestParams,
      errors: [notYours],
      answer: reviewSchema,
    },
  }),
  answerRequest: defineOperation({
    kind: "mutation",
    access: "customer",
    input: designAnswerInput,
    handler: ({ ctx, input }) =>
      answerAccountRequest({ db: ctx.db, customer: ctx.customer, input, mail: ctx.mail }),
    rest: {
      method: "post",
      path: "/api/account/requests/{kind}/{id}/answer",
      operationId: "answerAccountRequest",
      summary: "Approve the latest proof or quote, or ask for changes (the private link's rules)",
      tag,
      pathParams: requestParams,
      json: "input",
      errors: [
        notYours,
        {
          status: 409,
          description: "Nothing waits for an answer, or `proof_version` is not the latest proof.",
        },
      ],
      answer: reviewSchema,
    },
  }),
};
