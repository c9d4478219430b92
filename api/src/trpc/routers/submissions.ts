import type { TRPCRouterRecord } from "@trpc/server";
import type { Context } from "../../context";
import type { Limit } from "../../http/rate-limited";
import { designStatusInput, recordIdInput } from "../../schemas/quotes";
import {
  artworkExportInput,
  artworkFormInput,
  artworkListInput,
  contactRequestInput,
} from "../../schemas/submissions";
import { createArtworkSubmission } from "../../services/artwork";
import { getArtworkDetail, setArtworkStatus } from "../../services/artwork-life";
import { artworkStats, exportArtworkCsv, listArtworkPage } from "../../services/artwork-list";
import { createContactSubmission, listContactSubmissions } from "../../services/contact";
import { idempotencyCaller } from "../../services/idempotency";
import { adminProcedure } from "../init";
import { rateLimitedProcedure } from "../rate-limited";

const HOUR_MS = 60 * 60 * 1000;
// Generous: a club or school behind one address may send many in an evening; a flood may not.
const CONTACT_LIMIT: Limit = { name: "contact", limit: 30, windowMs: HOUR_MS };
export const ARTWORK_LIMIT: Limit = { name: "artwork", limit: 20, windowMs: HOUR_MS };

const rateLimited = rateLimitedProcedure;

/** The record a create made, telling HTTP clients when it was made by an earlier, repeated request. */
function answer<T>(ctx: Context, { value, replayed }: { value: T; replayed: boolean }): T {
  if (replayed) ctx.resHeaders.set("Idempotent-Replayed", "true");
  return value;
}

export const submissionsRouter = {
  createContact: rateLimited(CONTACT_LIMIT)
    .input(contactRequestInput)
    .mutation(async ({ ctx, input }) =>
      answer(ctx, await createContactSubmission(ctx.db, idempotencyCaller(ctx), input, ctx.mail)),
    ),
  listContact: adminProcedure.query(({ ctx }) => listContactSubmissions(ctx.db)),
  createArtwork: rateLimited(ARTWORK_LIMIT)
    .input(artworkFormInput)
    .mutation(async ({ ctx, input }) =>
      answer(
        ctx,
        await createArtworkSubmission(ctx.db, ctx.storage, idempotencyCaller(ctx), input, ctx.mail),
      ),
    ),
  listArtwork: adminProcedure
    .input(artworkListInput)
    .query(({ ctx, input }) => listArtworkPage(ctx.db, input)),
  artworkStats: adminProcedure.query(({ ctx }) => artworkStats(ctx.db)),
  getArtwork: adminProcedure
    .input(recordIdInput)
    .query(({ ctx, input }) => getArtworkDetail(ctx.db, input.id)),
  setArtworkStatus: adminProcedure
    .input(designStatusInput)
    .mutation(({ ctx, input }) => setArtworkStatus(ctx.db, ctx.user, input, ctx.mail)),
  exportArtworkCsv: adminProcedure
    .input(artworkExportInput)
    .query(({ ctx, input }) => exportArtworkCsv(ctx.db, input)),
} satisfies TRPCRouterRecord;
