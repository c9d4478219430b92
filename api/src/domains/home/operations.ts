import { defineOperation } from "../define";
import { staffHome } from "./home";
import { homeInput, homeSchema } from "./schemas";

/** The staff's home screen. */
export const homeOperations = {
  get: defineOperation({
    kind: "query",
    access: "admin",
    permission: "home.view",
    input: homeInput,
    handler: ({ ctx, input }) => staffHome({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/admin/home",
      operationId: "getStaffHome",
      summary:
        "Today's work (new orders, quotes and artwork waiting, unpaid pickups, unread messages, stock running low) and daily sales over the last 30 or 90 days (store time)",
      tag: "Home",
      query: [{ name: "days", description: "The sales period: 30 (default) or 90 days ending today." }],
      answer: homeSchema,
    },
  }),
};
