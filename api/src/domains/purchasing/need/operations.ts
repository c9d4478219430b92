import { defineOperation } from "../../define";
import { needSourcesInput } from "./need-sources";
import { readNeed } from "./read-need";
import { needReportSchema } from "./schemas";

/** What to order for batches and orders: read only; creating purchase orders reserves the shelf. */
export const purchaseNeedOperations = {
  read: defineOperation({
    kind: "query",
    access: "admin",
    // The answer carries the blanks' costs.
    permission: "purchasing.manage",
    input: needSourcesInput,
    handler: ({ ctx, input }) => readNeed({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/purchasing/need",
      operationId: "getPurchasingNeed",
      summary:
        "What to order for frozen team-store batches and orders: pieces to decorate less the shelf stock that can be used and what is already on order, grouped by supplier, with what is unmapped listed first",
      tag: "Purchasing",
      query: [
        {
          name: "batches",
          description: "Frozen batches: <team store id>:<batch 1 or 2>, separated by commas (at most 20).",
        },
        { name: "ids", description: "Orders: their ids, separated by commas (at most 200)." },
      ],
      errors: [
        { status: 404, description: "A team store or an order named is not there." },
        {
          status: 409,
          description:
            "A batch has not gone to production yet (its sizes can still change), or an order is cancelled.",
        },
      ],
      answer: needReportSchema,
    },
  }),
};
