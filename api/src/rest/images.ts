import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { readMultipart, respond } from "../http/rest-response";
import { SEND_IMAGE_AS_MULTIPART } from "../schemas/images";
import { requireAdmin } from "../trpc/init";
import { api } from "./caller";

/** /api/images: the library, its figures, where an image is used, and deleting by name (the URL-encoded name is decoded by the router). */
export const imagesRest = new Hono<AppEnv>()
  .get("/", (c) => respond(c, () => api(c).images.list()))
  .get("/stats", (c) => respond(c, () => api(c).images.stats()))
  .get("/:name/usage", (c) => respond(c, () => api(c).images.usage({ name: c.req.param("name") })))
  .delete("/:name", (c) => respond(c, () => api(c).images.delete({ name: c.req.param("name") })));

/** /api/upload-image: multipart with the file in the field `image`. */
export const uploadImageRest = new Hono<AppEnv>().post("/", (c) =>
  respond(
    c,
    async () => {
      // Who may upload is known from the headers: a refused client's file is never read.
      requireAdmin(c.get("ctx"), "images.upload");
      return api(c).images.upload(await readMultipart(c, SEND_IMAGE_AS_MULTIPART));
    },
    201,
  ),
);
