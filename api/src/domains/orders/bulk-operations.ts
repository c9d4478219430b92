import { z } from "zod";
import { defineOperation } from "../define";
import { bulkOrderStatus } from "./bulk-status";
import { MAX_ORDER_IDS, orderIdsArray } from "./order-ids";
import { orderStatus } from "./schemas";

const bulkStatusInput = z.object({ ids: orderIdsArray, status: orderStatus }).strict();

/** Changes to many orders at once, from the orders list's selection. */
export const bulkOrderOperations = {
  bulkStatus: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "orders.status",
    input: bulkStatusInput,
    handler: ({ ctx, input }) => bulkOrderStatus({ db: ctx.db, actor: ctx.user, input, mail: ctx.mail }),
    rest: {
      method: "post",
      path: "/api/orders/bulk-status",
      operationId: "setOrdersStatus",
      summary: `Set one status on several orders (at most ${MAX_ORDER_IDS}), all or none: each customer hears of their order's new status as with one change`,
      tag: "Orders",
      json: "input",
      answer: z.object({
        count: z.number().int(),
        changed: z.number().int(),
      }),
      errors: [
        {
          status: 404,
          description: "One or more ids name no order; the message lists them and nothing changed.",
        },
      ],
    },
  }),
};
