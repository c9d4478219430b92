import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { respondCsv } from "../http/csv-response";
import { readJsonObject, respond, respondBare } from "../http/rest-response";
import type { RouterInputs } from "../trpc/root";
import { api } from "./caller";
import { pagedBody } from "./paged";

type StatusBody = Omit<RouterInputs["orders"]["updateStatus"], "id">;
type ListQuery = RouterInputs["orders"]["list"];

/** /api/orders */
export const ordersRest = new Hono<AppEnv>()
  .get("/", (c) =>
    respondBare(c, async () => pagedBody(await api(c).orders.list(c.req.query() as ListQuery))),
  )
  .get("/stats", (c) => respond(c, () => api(c).orders.stats()))
  .get("/export", (c) => respondCsv(c, () => api(c).orders.exportCsv(c.req.query() as ListQuery)))
  .put("/:id", (c) =>
    respond(c, async () =>
      api(c).orders.updateStatus({ ...(await readJsonObject<StatusBody>(c)), id: c.req.param("id") }),
    ),
  )
  .delete("/:id", (c) => respond(c, () => api(c).orders.delete({ id: c.req.param("id") })));
