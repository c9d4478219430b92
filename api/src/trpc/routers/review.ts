import type { TRPCRouterRecord } from "@trpc/server";
import type { Limit } from "../../http/rate-limited";
import { reviewResponseInput, reviewTokenInput } from "../../schemas/proofs";
import { getReview, respondToReview } from "../../services/review";
import { privateLinkReads, rateLimitedProcedure } from "../rate-limited";

const HOUR_MS = 60 * 60 * 1000;
const REVIEW_READ_LIMIT = privateLinkReads("review-read");
const REVIEW_ANSWER_LIMIT: Limit = { name: "review-answer", limit: 30, windowMs: HOUR_MS };

/** The customer's private page: no account, only the unguessable link from their e-mail. */
export const reviewRouter = {
  get: rateLimitedProcedure(REVIEW_READ_LIMIT)
    .input(reviewTokenInput)
    .query(({ ctx, input }) => getReview(ctx.db, input.token)),
  respond: rateLimitedProcedure(REVIEW_ANSWER_LIMIT)
    .input(reviewResponseInput)
    .mutation(({ ctx, input }) => respondToReview(ctx.db, input, ctx.mail)),
} satisfies TRPCRouterRecord;
