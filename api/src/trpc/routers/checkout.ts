import type { TRPCRouterRecord } from "@trpc/server";
import type { Limit } from "../../http/rate-limited";
import { type PlacedOrderDto, placeOrderInput, trackingInput } from "../../schemas/checkout";
import { type PlacedOrder, placeOrder } from "../../services/checkout";
import { idempotencyCaller } from "../../services/idempotency";
import { enqueueOrderPlaced } from "../../services/order-emails";
import { trackingPath } from "../../services/order-links";
import { findOrderByToken } from "../../services/order-tracking";
import { privateLinkReads, rateLimitedProcedure } from "../rate-limited";

// A family, a team parent or a school office may place several orders in an evening; a script may not.
const CHECKOUT_LIMIT: Limit = { name: "checkout", limit: 60, windowMs: 60 * 60 * 1000 };
// The same limit as a quote's review page: both are reads through a private link.
const TRACKING_READ_LIMIT = privateLinkReads("order-tracking-read");

const placedDto = (placed: PlacedOrder, origin: string): PlacedOrderDto => ({
  order: placed.order,
  number: placed.order.number,
  tracking_url: `${origin}${trackingPath(placed.token)}`,
  tracking_path: trackingPath(placed.token),
});

/** Placing an order without an account, and following it through its private link. */
export const checkoutRouter = {
  placeOrder: rateLimitedProcedure(CHECKOUT_LIMIT)
    .input(placeOrderInput)
    .mutation(async ({ ctx, input }) => {
      const { idempotency_key, ...order } = input;
      const placed = await placeOrder(ctx.db, order, {
        caller: idempotencyCaller(ctx),
        idempotencyKey: idempotency_key,
        onPlaced: (tx, stored, token) => enqueueOrderPlaced(tx, stored, token, ctx.mail),
      });
      if (placed.replayed) ctx.resHeaders.set("Idempotent-Replayed", "true");
      else ctx.mail.wake?.();
      return placedDto(placed, ctx.siteOrigin);
    }),
  track: rateLimitedProcedure(TRACKING_READ_LIMIT)
    .input(trackingInput)
    .query(({ ctx, input }) => findOrderByToken(ctx.db, input.token)),
} satisfies TRPCRouterRecord;
