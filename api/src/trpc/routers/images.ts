import type { TRPCRouterRecord } from "@trpc/server";
import { imageListInput, imageNameInput, imageUploadInput } from "../../schemas/images";
import { imageStats, imageUsage, listImagePage } from "../../services/image-list";
import { deleteImage, listImages, uploadImage } from "../../services/images";
import { adminProcedure } from "../init";

// The role check runs before the input is read, so a visitor's upload is refused before it is parsed.
export const imagesRouter = {
  list: adminProcedure.query(({ ctx }) => listImages(ctx.db, ctx.storage)),
  adminList: adminProcedure
    .input(imageListInput)
    .query(({ ctx, input }) => listImagePage(ctx.db, ctx.storage, input)),
  stats: adminProcedure.query(({ ctx }) => imageStats(ctx.db)),
  usage: adminProcedure
    .input(imageNameInput)
    .query(({ ctx, input }) => imageUsage(ctx.db, ctx.storage, input.name)),
  upload: adminProcedure
    .input(imageUploadInput)
    .mutation(({ ctx, input }) => uploadImage(ctx.db, ctx, ctx.user, input)),
  delete: adminProcedure
    .input(imageNameInput)
    .mutation(({ ctx, input }) => deleteImage(ctx.db, ctx, ctx.user, input.name)),
} satisfies TRPCRouterRecord;
