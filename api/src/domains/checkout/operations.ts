import { idempotencyCaller } from "../../common/idempotency";
import { defineOperation } from "../define";
import { trackingPath } from "../orders/order-links";
import { trackedOrderSchema } from "../orders/schemas";
import { findOrderByToken } from "../orders/track-order";
import { privateLinkReads } from "../parts";
import { withOnlinePayment } from "../payments/online-payment-status";
import { cartPrices } from "./cart-prices";
import { deliveryPlacesNow } from "./delivery-places";
import { placeOrder } from "./place-order";
import {
  cartPricesInput,
  cartPricesSchema,
  checkoutInput,
  deliveryPlacesSchema,
  placedOrderSchema,
  placeOrderInput,
  trackingInput,
} from "./schemas";

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
      const placed = await placeOrder({
        db: ctx.db,
        input: order,
        caller: idempotencyCaller(ctx),
        idempotencyKey: idempotency_key,
        mail: ctx.mail,
        customer: ctx.customer,
        payments: ctx.payments,
        now: ctx.now(),
      });
      if (!placed.replayed) ctx.mail.wake?.();
      const path = trackingPath(placed.token);
      const value = {
        order: placed.order,
        number: placed.order.number,
        tracking_url: `${ctx.siteOrigin}${path}`,
        tracking_path: path,
        payment_url: placed.paymentUrl,
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
            "The Idempotency-Key was already used with a different body, a size in the cart is sold out or has fewer left than asked, or a line's `expected_unit_price` is not its price now (the message names each line with its old and new price, `fields` has `lines.<i>.expected_unit_price`; nothing is stored), or `payment` asks for a way to pay the shop does not offer at checkout now (see GET /api/payments/settings).",
        },
        {
          status: 503,
          description:
            "The payment provider's page could not be opened for a pay-now order: the order is cancelled at once and nothing is charged.",
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
  /** What a cart's lines cost now: checkout shows a price changed since the cart saw it. */
  prices: defineOperation({
    kind: "query",
    access: "public",
    input: cartPricesInput,
    // Read once per visit to checkout (and after a refusal); not cached, so a new price shows at once.
    rateLimit: { name: "checkout-prices", limit: 300, windowMs: 10 * 60 * 1000 },
    handler: ({ ctx, input }) => cartPrices({ db: ctx.db, input, now: ctx.now() }),
    rest: {
      method: "post",
      path: "/api/checkout/prices",
      operationId: "getCartPrices",
      summary:
        "What each line of a cart costs now (size upcharge included; null when the product is no longer sold), to show a changed price before placing the order; with `fulfilment`, the order's estimate with sales tax and the place it is taxed at",
      tag,
      json: cartPricesInput,
      answer: cartPricesSchema,
    },
  }),
  /** Where the shop delivers, for checkout's list: a delivery is taxed at the place chosen. */
  deliveryPlaces: defineOperation({
    kind: "query",
    access: "public",
    handler: ({ ctx }) => deliveryPlacesNow(ctx.db),
    rest: {
      method: "get",
      path: "/api/checkout/delivery-places",
      operationId: "listDeliveryPlaces",
      summary:
        "The places the shop delivers to (send one's `code` as `fulfilment.place`; ZIP codes do not identify Alabama tax jurisdictions) and the store's own place, where pickups are taxed",
      tag,
      answer: deliveryPlacesSchema,
    },
  }),
  track: defineOperation({
    kind: "query",
    access: "public",
    input: trackingInput,
    // The same limit as a quote's review page: both are reads through a private link.
    rateLimit: privateLinkReads("order-tracking-read"),
    handler: async ({ ctx, input }) =>
      withOnlinePayment(ctx.db, await findOrderByToken({ db: ctx.db, input }), Boolean(ctx.payments.hosted)),
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
