import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { readJsonObject, respond } from "../http/rest-response";
import type { RouterInputs } from "../trpc/root";
import { api } from "./caller";

/** /api/staff-accounts */
export const staffAccountsRest = new Hono<AppEnv>()
  .get("/", (c) => respond(c, () => api(c).staff.list()))
  .post("/", (c) =>
    respond(
      c,
      async () => api(c).staff.create(await readJsonObject<RouterInputs["staff"]["create"]>(c)),
      201,
    ),
  )
  .delete("/:id", (c) => respond(c, () => api(c).staff.removeAccess({ id: c.req.param("id") })));
