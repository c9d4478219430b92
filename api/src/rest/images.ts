import type { Context as HonoContext } from "hono";
import { Hono } from "hono";
import { AppError } from "../errors/app-error";
import type { AppEnv } from "../http/app-env";
import { respond } from "../http/rest-response";
import { api } from "./caller";

/** /api/images: the library and deleting by name (the URL-encoded name is decoded by the router). */
export const imagesRest = new Hono<AppEnv>()
  .get("/", (c) => respond(c, () => api(c).images.list()))
  .delete("/:name", (c) => respond(c, () => api(c).images.delete({ name: c.req.param("name") })));

/** /api/upload-image: multipart with the file in the field `image`. */
export const uploadImageRest = new Hono<AppEnv>().post("/", (c) =>
  respond(c, async () => api(c).images.upload(await readForm(c)), 201),
);

/** The multipart body, or a 400 that says what was expected (never a 500). */
async function readForm(c: HonoContext<AppEnv>): Promise<FormData> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw AppError.badRequest("Send the image as multipart/form-data with the file in a field named image.");
  }
  try {
    return await c.req.formData();
  } catch {
    throw AppError.badRequest("The upload form could not be read.");
  }
}
