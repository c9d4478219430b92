import { defineOperation } from "../define";
import { idParam } from "../parts";
import { editOrder } from "./edit-order";
import { orderEditInput, orderEditResultSchema } from "./edit-schemas";

/** Changing a placed order (decision 041): spread into the orders domain's operations. */
export const orderEditOperations = {
  edit: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "orders.edit",
    input: orderEditInput,
    handler: ({ ctx, input }) => editOrder({ db: ctx.db, actor: ctx.user, input, mail: ctx.mail }),
    rest: {
      method: "patch",
      path: "/api/orders/{id}",
      operationId: "editOrder",
      summary:
        "Change a pending or processing order: line sizes and quantities, removed and added lines, contact, fulfilment; the server reprices and e-mails the customer",
      tag: "Orders",
      pathParams: idParam,
      json: "input",
      errors: [
        {
          status: 409,
          description:
            "The order was shipped, delivered or cancelled and can no longer be changed, or a size is short of stock.",
        },
      ],
      answer: orderEditResultSchema,
    },
  }),
};
