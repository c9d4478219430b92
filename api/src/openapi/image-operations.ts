import { z } from "zod";
import { imageSchema, imageStatsSchema, imageUsageSchema } from "../schemas/images";
import type { Operation } from "./operations";

/** The image library. */
export const imageOperations: Operation[] = [
  {
    method: "get",
    path: "/api/images",
    operationId: "listImages",
    summary: "The image library, newest first",
    tag: "Images",
    access: "admin",
    status: 200,
    answer: z.array(imageSchema),
  },
  {
    method: "post",
    path: "/api/upload-image",
    operationId: "uploadImage",
    errors: [{ status: 409, description: "Other uploads kept taking this image's name; try again." }],
    summary: "Upload an image to the library",
    tag: "Images",
    access: "admin",
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
    },
  },
  {
    method: "get",
    path: "/api/images/stats",
    operationId: "getImageStats",
    summary: "Figures for the images screen's tiles: total images, storage used, this month, average size",
    tag: "Images",
    access: "admin",
    status: 200,
    answer: imageStatsSchema,
  },
  {
    method: "get",
    path: "/api/images/{name}/usage",
    operationId: "getImageUsage",
    summary: "Where an image's address is still used: products and website content items",
    tag: "Images",
    access: "admin",
    pathParams: [{ name: "name", description: "The image's name, URL-encoded." }],
    status: 200,
    answer: imageUsageSchema,
  },
  {
    method: "delete",
    path: "/api/images/{name}",
    operationId: "deleteImage",
    summary: "Delete an image by its name",
    tag: "Images",
    access: "admin",
    pathParams: [{ name: "name", description: "The image's name, URL-encoded." }],
    status: 200,
    answer: z.object({ name: z.string() }),
  },
];
