import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { readJsonObject, respond } from "../http/rest-response";
import type { RouterInputs } from "../trpc/root";
import { api } from "./caller";

type Fields = RouterInputs["products"]["create"];

export const productsRest = new Hono<AppEnv>()
  .get("/", (c) => respond(c, () => api(c).products.list()))
  .get("/:id", (c) => respond(c, () => api(c).products.byId({ id: c.req.param("id") })))
  .post("/", (c) => respond(c, async () => api(c).products.create(await readJsonObject<Fields>(c)), 201))
  .put("/:id", (c) =>
    respond(c, async () =>
      api(c).products.update({ ...(await readJsonObject<Fields>(c)), id: c.req.param("id") }),
    ),
  )
  .delete("/:id", (c) => respond(c, () => api(c).products.delete({ id: c.req.param("id") })));
