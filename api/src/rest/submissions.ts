import type { Context as HonoContext } from "hono";
import { Hono } from "hono";
import { AppError } from "../errors/app-error";
import type { AppEnv } from "../http/app-env";
import { respondCsv } from "../http/csv-response";
import { readJsonObject, respond, respondBare } from "../http/rest-response";
import type { RouterInputs } from "../trpc/root";
import { api } from "./caller";
import { pagedBody } from "./paged";

type ContactFields = RouterInputs["submissions"]["createContact"];
type ArtworkQuery = RouterInputs["submissions"]["listArtwork"];

const SEND_MULTIPART =
  "Send the artwork request as multipart/form-data with the fields name, email, team_name, " +
  "products_interested, ordering_items, artwork_details and any number of files.";

/** The multipart body, or a 400 that says how to send it (never a 500). */
async function readForm(c: HonoContext<AppEnv>): Promise<FormData> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw AppError.badRequest(SEND_MULTIPART);
  }
  try {
    return await c.req.formData();
  } catch {
    throw AppError.badRequest("The multipart/form-data body could not be read.");
  }
}

/** /api/contact-submissions */
export const contactSubmissionsRest = new Hono<AppEnv>()
  .get("/", (c) => respond(c, () => api(c).submissions.listContact()))
  .post("/", (c) =>
    respond(c, async () => api(c).submissions.createContact(await readJsonObject<ContactFields>(c)), 201),
  );

/** /api/custom-artwork-submissions */
export const artworkSubmissionsRest = new Hono<AppEnv>()
  .get("/", (c) =>
    respondBare(c, async () =>
      pagedBody(await api(c).submissions.listArtwork(c.req.query() as ArtworkQuery)),
    ),
  )
  .get("/stats", (c) => respond(c, () => api(c).submissions.artworkStats()))
  .get("/export", (c) =>
    respondCsv(c, () => api(c).submissions.exportArtworkCsv(c.req.query() as ArtworkQuery)),
  )
  .post("/", (c) => respond(c, async () => api(c).submissions.createArtwork(await readForm(c)), 201));
