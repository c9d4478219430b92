import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { readJsonObject, respond } from "../http/rest-response";
import type { RouterInputs } from "../trpc/root";
import { api } from "./caller";

/** /api/api-keys: list, create (201, the whole key this once) and revoke integrators' keys. */
export const apiKeysRest = new Hono<AppEnv>()
  .get("/", (c) => respond(c, () => api(c).apiKeys.list()))
  .post("/", (c) =>
    respond(
      c,
      async () => api(c).apiKeys.create(await readJsonObject<RouterInputs["apiKeys"]["create"]>(c)),
      201,
    ),
  )
  .delete("/:id", (c) => respond(c, () => api(c).apiKeys.revoke({ id: c.req.param("id") })));
