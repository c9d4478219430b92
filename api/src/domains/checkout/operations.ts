import { idempotencyCaller } from "../../common/idempotency";
import { defineOperation } from "../define";
import { trackingPath } from "../orders/order-links";
import { trackedOrderSchema } from "../orders/schemas";
import { findOrderByToken } from "../orders/track-order";
import { privateLinkReads } from "../parts";
import { placeOrder } from "./place-order";
import { checkoutInput, placedOrderSchema, placeOrderInput, trackingInput } from "./schemas";

const tag = "Checkout";

/** Placing an order without an account, and following it through its private link. */
export const checkoutOperations = {
  placeOrder: defineOperation({
    kind: "mutation",
    access: "public",
    input: placeOrderInput,
    // A family, a team parent or a school office may place several orders in an evening; a script may not.
    rateLimit: { name: "checkout", limit: 60, windowMs: 60 * 60 * 1000 },
    idempotent: true,
    handler: async ({ ctx, input }) => {
      const { idempotency_key, ...order } = input;
      const placed = await placeOrder(ctx.db, order, {
        caller: idempotencyCaller(ctx),
        idempotencyKey: idempotency_key,
        mail: ctx.mail,
        customerId: ctx.customer?.id,
      });
      if (!placed.replayed) ctx.mail.wake?.();
      const path = trackingPath(placed.token);
      const value = {
        order: placed.order,
        number: placed.order.number,
        tracking_url: `${ctx.siteOrigin}${path}`,
        tracking_path: path,
      };
      return { value, replayed: placed.replayed };
    },
    rest: {
      method: "post",
      path: "/api/checkout",
      operationId: "placeOrder",
      errors: [
        {
          status: 409,
          description:
            "The Idempotency-Key was already used with a different body, or a size in the cart is sold out or has fewer left than asked (the message names it; nothing is stored).",
        },
      ],
      summary:
        "Place an order (paid in store at pickup or by invoice): every price comes from the catalogue; answers the order, its number and its private tracking link",
      tag,
      idempotencyKey:
        "Any unique text (8-200 printable characters, e.g. a UUID) per order attempt. Repeating the request with the same key and body answers with the same order (and `Idempotent-Replayed: true`) instead of placing another; the same key with a different body is refused with 409. A key is its caller's own (the signed-in account, else the client's address): another caller's use of it is a new order.",
      json: checkoutInput,
      status: 201,
      answer: placedOrderSchema,
    },
  }),
  track: defineOperation({
    kind: "query",
    access: "public",
    input: trackingInput,
    // The same limit as a quote's review page: both are reads through a private link.
    rateLimit: privateLinkReads("order-tracking-read"),
    handler: ({ ctx, input }) => findOrderByToken(ctx.db, input.token),
    rest: {
      method: "get",
      path: "/api/order-tracking/{token}",
      operationId: "getTrackedOrder",
      summary: "The order behind a private tracking link, with every status it has had (no account needed)",
      tag,
      pathParams: [{ name: "token", description: "The token at the end of the order's tracking link." }],
      answer: trackedOrderSchema,
    },
  }),
};
