import type { Limit } from "../../../http/rate-limited";
import { defineOperation } from "../../define";
import { privateLinkReads } from "../../parts";
import { coachPageSchema, coachReminderResultSchema, coachTokenInput } from "../coach-schemas";
import { storeMomentInWords } from "../store/store-time";
import { coachCsv } from "./coach-csv";
import { storeIdForCoachToken } from "./coach-links";
import { coachPage } from "./coach-page";
import { sendCoachReminders } from "./send-reminders";

const tag = "Team stores (coach)";
const tokenParam = [{ name: "token", description: "The token at the end of the coach's private link." }];
const notFound = {
  status: 404,
  description: "The link is unknown or was replaced by a newer one (revoked).",
};
/** Presses of the reminder button per client address; the store's own 24-hour rule is separate. */
const COACH_REMIND_LIMIT: Limit = { name: "coach-remind", limit: 10, windowMs: 60 * 60 * 1000 };

/**
 * The coach's private page: no account, only the unguessable link from the store's opening
 * e-mail. Reading, a CSV, and one action: remind the families who have not ordered.
 */
export const teamStoreCoachOperations = {
  page: defineOperation({
    kind: "query",
    access: "public",
    input: coachTokenInput,
    rateLimit: privateLinkReads("coach-read"),
    handler: ({ ctx, input }) => coachPage({ db: ctx.db, input, now: ctx.now() }),
    rest: {
      method: "get",
      path: "/api/coach/{token}",
      operationId: "getCoachPage",
      summary:
        "What the coach's private link shows: status, close time, orders, pieces, fundraising, who has ordered (player, items, sizes, names, numbers, paid or not) and roster players with no order; never a family's contact details",
      tag,
      pathParams: tokenParam,
      errors: [notFound],
      answer: coachPageSchema,
    },
  }),
  ordersCsv: defineOperation({
    kind: "query",
    access: "public",
    input: coachTokenInput,
    rateLimit: privateLinkReads("coach-read"),
    handler: ({ ctx, input }) => coachCsv({ db: ctx.db, input, now: ctx.now() }),
    rest: {
      method: "get",
      path: "/api/coach/{token}/orders.csv",
      operationId: "exportCoachOrders",
      summary:
        "The coach's list as a CSV download: a row per ordered item, then the roster players with no order",
      tag,
      pathParams: tokenParam,
      errors: [notFound],
      csv: true,
    },
  }),
  remind: defineOperation({
    kind: "mutation",
    access: "public",
    input: coachTokenInput,
    rateLimit: COACH_REMIND_LIMIT,
    handler: async ({ ctx, input }) => {
      const storeId = await storeIdForCoachToken(ctx.db, input.token);
      const result = await sendCoachReminders({
        db: ctx.db,
        mail: ctx.mail,
        storeId,
        now: ctx.now(),
        actor: null,
        onLimited: (seconds) => ctx.resHeaders.set("Retry-After", String(seconds)),
      });
      const next = storeMomentInWords(new Date(result.next_allowed_at));
      const whom = result.sent === 1 ? "1 family" : `${result.sent} families`;
      return { ...result, message: `Reminder sent to ${whom}. You can send the next one after ${next}.` };
    },
    rest: {
      method: "post",
      path: "/api/coach/{token}/reminders",
      operationId: "sendCoachReminders",
      summary:
        "Remind those who haven't ordered: one e-mail per roster player with an address and no order, at most once per 24 hours per store",
      tag,
      pathParams: tokenParam,
      errors: [
        notFound,
        {
          status: 409,
          description: "The store is not open for orders, or everyone with an address has ordered.",
        },
        {
          status: 429,
          description:
            "A reminder went out less than 24 hours ago: the message says when the next one may go.",
        },
      ],
      answer: coachReminderResultSchema,
    },
  }),
};
