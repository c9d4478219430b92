import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { readJsonObject, respond } from "../http/rest-response";
import type { RouterInputs } from "../trpc/root";
import { api } from "./caller";

type StatusBody = Omit<RouterInputs["orders"]["updateStatus"], "id">;

/** /api/orders */
export const ordersRest = new Hono<AppEnv>()
  .get("/", (c) => respond(c, () => api(c).orders.list()))
  .put("/:id", (c) =>
    respond(c, async () =>
      api(c).orders.updateStatus({ ...(await readJsonObject<StatusBody>(c)), id: c.req.param("id") }),
    ),
  )
  .delete("/:id", (c) => respond(c, () => api(c).orders.delete({ id: c.req.param("id") })));
