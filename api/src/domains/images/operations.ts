import { z } from "zod";
import { defineOperation } from "../define";
import { oneImageFile } from "../uploads";
import { imageStats, imageUsage, listImagePage } from "./image-list";
import { deleteImage, listImages, uploadImage } from "./images";
import { UPLOAD_IMAGE_PATH } from "./paths";
import {
  imageListInput,
  imageNameInput,
  imageSchema,
  imageStatsSchema,
  imageUploadInput,
  imageUsageSchema,
  SEND_IMAGE_AS_MULTIPART,
} from "./schemas";

const tag = "Images";
const nameParam = [{ name: "name", description: "The image's name, URL-encoded." }];

/** The image library. The role check runs before the input is read: a visitor's upload is never parsed. */
export const imageOperations = {
  list: defineOperation({
    kind: "query",
    access: "admin",
    permission: "catalogue.manage",
    handler: ({ ctx }) => listImages({ db: ctx.db, storage: ctx.storage }),
    rest: {
      method: "get",
      path: "/api/images",
      operationId: "listImages",
      summary: "The image library, newest first",
      tag,
      answer: z.array(imageSchema),
    },
  }),
  adminList: defineOperation({
    kind: "query",
    access: "admin",
    permission: "catalogue.manage",
    input: imageListInput,
    handler: ({ ctx, input }) => listImagePage({ db: ctx.db, storage: ctx.storage, input }),
  }),
  stats: defineOperation({
    kind: "query",
    access: "admin",
    permission: "catalogue.manage",
    handler: ({ ctx }) => imageStats({ db: ctx.db }),
    rest: {
      method: "get",
      path: "/api/images/stats",
      operationId: "getImageStats",
      summary: "Figures for the images screen's tiles: total images, storage used, this month, average size",
      tag,
      answer: imageStatsSchema,
    },
  }),
  usage: defineOperation({
    kind: "query",
    access: "admin",
    permission: "catalogue.manage",
    input: imageNameInput,
    handler: ({ ctx, input }) => imageUsage({ db: ctx.db, storage: ctx.storage, input }),
    rest: {
      method: "get",
      path: "/api/images/{name}/usage",
      operationId: "getImageUsage",
      summary: "Where an image's address is still used: products and website content items",
      tag,
      pathParams: nameParam,
      answer: imageUsageSchema,
    },
  }),
  upload: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "catalogue.manage",
    input: imageUploadInput,
    handler: ({ ctx, input }) =>
      uploadImage({ db: ctx.db, storage: ctx.storage, log: ctx.logger, actor: ctx.user, input }),
    rest: {
      method: "post",
      path: UPLOAD_IMAGE_PATH,
      operationId: "uploadImage",
      errors: [{ status: 409, description: "Other uploads kept taking this image's name; try again." }],
      summary: "Upload an image to the library",
      tag,
      status: 201,
      answer: imageSchema,
      multipart: {
        fields: z.object({}),
        files: {
          name: "image",
          description:
            "An image (JPEG, PNG, GIF, WebP or SVG), under 10 MB. An SVG is stored cleaned of scripts, event handlers and outside references.",
          repeated: false,
        },
        limits: oneImageFile,
        howToSend: SEND_IMAGE_AS_MULTIPART,
      },
    },
  }),
  delete: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "catalogue.manage",
    input: imageNameInput,
    handler: ({ ctx, input }) =>
      deleteImage({ db: ctx.db, storage: ctx.storage, log: ctx.logger, actor: ctx.user, input }),
    rest: {
      method: "delete",
      path: "/api/images/{name}",
      operationId: "deleteImage",
      summary: "Delete an image by its name",
      tag,
      pathParams: nameParam,
      answer: z.object({ name: z.string() }),
    },
  }),
};
