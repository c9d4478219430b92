import type { TRPCRouterRecord } from "@trpc/server";
import type { Limit } from "../../http/rate-limited";
import {
  designStatusInput,
  quoteFormInput,
  quoteListInput,
  recordIdInput,
  sendQuoteInput,
} from "../../schemas/quotes";
import { setDesignStatus } from "../../services/design-status";
import { idempotencyCaller } from "../../services/idempotency";
import { exportRosterCsv, listQuotePage, quoteStats } from "../../services/quote-list";
import { createOrderFromQuote } from "../../services/quote-order";
import { sendQuote } from "../../services/quote-price";
import { getQuote, requestQuote } from "../../services/quotes";
import { adminProcedure } from "../init";
import { rateLimitedProcedure } from "../rate-limited";

// A league organiser may send one per team in an evening; a flood may not.
export const QUOTE_LIMIT: Limit = { name: "quote", limit: 20, windowMs: 60 * 60 * 1000 };

/** Team quotes: the coach's request, then staff pricing, status moves and the order it becomes. */
export const quotesRouter = {
  request: rateLimitedProcedure(QUOTE_LIMIT)
    .input(quoteFormInput)
    .mutation(async ({ ctx, input }) => {
      const { answer, replayed } = await requestQuote(
        ctx.db,
        ctx.storage,
        idempotencyCaller(ctx),
        input,
        ctx.mail,
      );
      if (replayed) ctx.resHeaders.set("Idempotent-Replayed", "true");
      return answer;
    }),
  list: adminProcedure.input(quoteListInput).query(({ ctx, input }) => listQuotePage(ctx.db, input)),
  stats: adminProcedure.query(({ ctx }) => quoteStats(ctx.db)),
  get: adminProcedure.input(recordIdInput).query(({ ctx, input }) => getQuote(ctx.db, input.id)),
  send: adminProcedure
    .input(sendQuoteInput)
    .mutation(({ ctx, input }) => sendQuote(ctx.db, ctx.user, input, ctx.mail)),
  setStatus: adminProcedure.input(designStatusInput).mutation(async ({ ctx, input }) => {
    await setDesignStatus(ctx.db, ctx.user, { kind: "quote", id: input.id }, input.status, ctx.mail);
    return getQuote(ctx.db, input.id);
  }),
  createOrder: adminProcedure
    .input(recordIdInput)
    .mutation(({ ctx, input }) => createOrderFromQuote(ctx.db, ctx.user, input.id, ctx.mail)),
  exportRoster: adminProcedure
    .input(recordIdInput)
    .query(({ ctx, input }) => exportRosterCsv(ctx.db, input.id)),
} satisfies TRPCRouterRecord;
