import { type Context, Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { respondCsv } from "../http/csv-response";
import { refuseIfOverLimit } from "../http/rate-limited";
import { readJsonObject, readMultipart, respond, respondBare } from "../http/rest-response";
import type { RouterInputs } from "../trpc/root";
import { ARTWORK_LIMIT } from "../trpc/routers/submissions";
import { api } from "./caller";
import { pagedBody } from "./paged";
import { proofForm } from "./quotes";

type ContactFields = RouterInputs["submissions"]["createContact"];
type ArtworkQuery = RouterInputs["submissions"]["listArtwork"];

const SEND_ARTWORK_AS_MULTIPART =
  "Send the artwork request as multipart/form-data with the fields name, email, team_name, " +
  "products_interested, ordering_items, artwork_details and any number of files.";

/** The standard Idempotency-Key header as the procedures' `idempotency_key`. */
const idempotencyOf = (c: Context<AppEnv>) => {
  const key = c.req.header("idempotency-key");
  return key === undefined ? {} : { idempotency_key: key };
};

/** /api/contact-submissions */
export const contactSubmissionsRest = new Hono<AppEnv>()
  .get("/", (c) => respond(c, () => api(c).submissions.listContact()))
  .post("/", (c) =>
    respond(
      c,
      async () =>
        api(c).submissions.createContact({
          ...(await readJsonObject<ContactFields>(c)),
          ...idempotencyOf(c),
        }),
      201,
    ),
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
  .post("/", (c) =>
    respond(
      c,
      async () => {
        await refuseIfOverLimit(c.get("ctx"), ARTWORK_LIMIT);
        const form = await readMultipart(c, SEND_ARTWORK_AS_MULTIPART);
        const key = c.req.header("idempotency-key");
        if (key !== undefined) form.set("idempotency_key", key);
        return api(c).submissions.createArtwork(form);
      },
      201,
    ),
  )
  .get("/:id", (c) => respond(c, () => api(c).submissions.getArtwork({ id: c.req.param("id") })))
  .put("/:id/status", (c) =>
    respond(c, async () =>
      api(c).submissions.setArtworkStatus({
        ...(await readJsonObject<Omit<RouterInputs["submissions"]["setArtworkStatus"], "id">>(c)),
        id: c.req.param("id"),
      }),
    ),
  )
  .post("/:id/proofs", (c) =>
    respond(c, async () => api(c).proofs.upload(await proofForm(c, "artwork")), 201),
  );
