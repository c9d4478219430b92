import type { Context as HonoContext } from "hono";
import { Hono } from "hono";
import { AppError } from "../errors/app-error";
import type { AppEnv } from "../http/app-env";
import { respondCsv } from "../http/csv-response";
import { isJsonContentType } from "../http/media-type";
import { refuseIfOverLimit } from "../http/rate-limited";
import { readJsonObject, readMultipart, respond, respondBare } from "../http/rest-response";
import { requireAdmin } from "../trpc/init";
import type { RouterInputs } from "../trpc/root";
import { QUOTE_LIMIT } from "../trpc/routers/quotes";
import { api } from "./caller";
import { pagedBody } from "./paged";

type ListQuery = RouterInputs["quotes"]["list"];
type SendBody = Omit<RouterInputs["quotes"]["send"], "id">;
type StatusBody = Omit<RouterInputs["quotes"]["setStatus"], "id">;

const SEND_QUOTE_AS =
  "Send the quote request as JSON or as multipart/form-data with the fields team_name, contact_name, " +
  "email, phone, sport, package, additional_items, rush, needed_by, colors, artwork_notes, design, " +
  "roster (or roster_csv) and any number of files.";
export const SEND_PROOF_AS = "Send the proof as multipart/form-data with one file and an optional message.";

/**
 * The quote request as the one multipart shape the procedure reads: JSON bodies (no files) are
 * turned into the same form fields, lists as JSON text, so both arrive at one schema.
 */
async function quoteForm(c: HonoContext<AppEnv>): Promise<FormData> {
  await refuseIfOverLimit(c.get("ctx"), QUOTE_LIMIT);
  const form = isJsonContentType(c.req.header("content-type"))
    ? jsonAsForm(await readJsonObject(c))
    : await readMultipart(c, SEND_QUOTE_AS);
  const key = c.req.header("idempotency-key");
  if (key !== undefined) form.set("idempotency_key", key);
  return form;
}

function jsonAsForm(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (key === "files") throw AppError.badRequest(`Files cannot travel in JSON. ${SEND_QUOTE_AS}`);
    form.set(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  return form;
}

/** Adds the path's record to a proof upload, so the procedure sees one complete form. */
export async function proofForm(c: HonoContext<AppEnv>, subject: "quote" | "artwork"): Promise<FormData> {
  // Only staff send proofs: anyone else is refused before the file is read.
  requireAdmin(c.get("ctx"), "proofs.upload");
  const form = await readMultipart(c, SEND_PROOF_AS);
  form.set("id", c.req.param("id") ?? "");
  form.set("subject", subject);
  return form;
}

/** /api/quotes: a coach's request (public), then everything staff do with it (admin). */
export const quotesRest = new Hono<AppEnv>()
  .post("/", (c) => respond(c, async () => api(c).quotes.request(await quoteForm(c)), 201))
  .get("/", (c) =>
    respondBare(c, async () => pagedBody(await api(c).quotes.list(c.req.query() as ListQuery))),
  )
  .get("/stats", (c) => respond(c, () => api(c).quotes.stats()))
  .get("/:id", (c) => respond(c, () => api(c).quotes.get({ id: c.req.param("id") })))
  .get("/:id/roster", (c) => respondCsv(c, () => api(c).quotes.exportRoster({ id: c.req.param("id") })))
  .post("/:id/send", (c) =>
    respond(c, async () =>
      api(c).quotes.send({ ...(await readJsonObject<SendBody>(c)), id: c.req.param("id") }),
    ),
  )
  .put("/:id/status", (c) =>
    respond(c, async () =>
      api(c).quotes.setStatus({ ...(await readJsonObject<StatusBody>(c)), id: c.req.param("id") }),
    ),
  )
  .post("/:id/proofs", (c) => respond(c, async () => api(c).proofs.upload(await proofForm(c, "quote")), 201))
  .post("/:id/order", (c) => respond(c, () => api(c).quotes.createOrder({ id: c.req.param("id") }), 201));
