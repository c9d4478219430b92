import type { TRPCRouterRecord } from "@trpc/server";
import { imageNameInput, imageUploadInput } from "../../schemas/images";
import { deleteImage, listImages, uploadImage } from "../../services/images";
import { adminProcedure } from "../init";

// The role check runs before the input is read, so a visitor's upload is refused before it is parsed.
export const imagesRouter = {
  list: adminProcedure.query(({ ctx }) => listImages(ctx.db, ctx.storage)),
  upload: adminProcedure
    .input(imageUploadInput)
    .mutation(({ ctx, input }) => uploadImage(ctx.db, ctx, ctx.user, input)),
  delete: adminProcedure
    .input(imageNameInput)
    .mutation(({ ctx, input }) => deleteImage(ctx.db, ctx, ctx.user, input.name)),
} satisfies TRPCRouterRecord;
