import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { readJsonObject, respond, respondBare } from "../http/rest-response";
import type { RouterInputs } from "../trpc/root";
import { api } from "./caller";
import { pagedBody } from "./paged";

type Fields = RouterInputs["products"]["create"];
type AdminListQuery = RouterInputs["products"]["adminList"];
type ListFilters = RouterInputs["products"]["list"];

/** `?category=` narrows the list (the schema refuses an unknown one, naming the valid ones). */
const listFilters = (category: string | undefined): ListFilters =>
  category === undefined ? undefined : ({ category } as ListFilters);

export const productsRest = new Hono<AppEnv>()
  .get("/", (c) => respond(c, () => api(c).products.list(listFilters(c.req.query("category")))))
  // The admin table's paged list and tiles; declared before /:id so they are not read as ids.
  .get("/admin", (c) =>
    respondBare(c, async () => pagedBody(await api(c).products.adminList(c.req.query() as AdminListQuery))),
  )
  .get("/stats", (c) => respond(c, () => api(c).products.stats()))
  .get("/:id", (c) => respond(c, () => api(c).products.byId({ id: c.req.param("id") })))
  .post("/", (c) => respond(c, async () => api(c).products.create(await readJsonObject<Fields>(c)), 201))
  .put("/:id", (c) =>
    respond(c, async () =>
      api(c).products.update({ ...(await readJsonObject<Fields>(c)), id: c.req.param("id") }),
    ),
  )
  .delete("/:id", (c) => respond(c, () => api(c).products.delete({ id: c.req.param("id") })));
