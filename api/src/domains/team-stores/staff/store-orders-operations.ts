import { defineOperation } from "../../define";
import { idParam } from "../../parts";
import { teamStoreIdInput } from "../schemas";
import { storeOrdersSchema } from "../store-orders-schema";
import { listStoreOrders } from "../team-orders/list-store-orders";

/** What the staff's store page reads beside the store itself (decision 048). */
export const teamStoreAdminOperations = {
  orders: defineOperation({
    kind: "query",
    access: "admin",
    permission: "teamStores.view",
    input: teamStoreIdInput,
    handler: ({ ctx, input }) => listStoreOrders({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/team-stores/{id}/orders",
      operationId: "listTeamStoreOrders",
      summary:
        "One team store's orders, batch 1 and batch 2 (late orders), each with its player, lines in words and payment state, and the figures over them (cancelled orders listed, not counted)",
      tag: "Team stores",
      pathParams: idParam,
      answer: storeOrdersSchema,
    },
  }),
};
