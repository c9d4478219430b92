import type { TRPCRouterRecord } from "@trpc/server";
import { proofFormInput } from "../../schemas/proofs";
import { uploadProof } from "../../services/proofs";
import { adminProcedure } from "../init";

/** Staff send a proof (image or PDF) for a quote or an artwork request. */
export const proofsRouter = {
  upload: adminProcedure
    .input(proofFormInput)
    .mutation(({ ctx, input }) => uploadProof(ctx.db, ctx.storage, ctx.user, input, ctx.mail)),
} satisfies TRPCRouterRecord;
