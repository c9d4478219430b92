import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { respondBare } from "../http/rest-response";
import type { RouterInputs } from "../trpc/root";
import { api } from "./caller";
import { pagedBody } from "./paged";

type ListQuery = RouterInputs["audit"]["list"];

/** /api/audit-log: read-only; there is no path that edits or removes an entry. */
export const auditLogRest = new Hono<AppEnv>().get("/", (c) =>
  respondBare(c, async () => pagedBody(await api(c).audit.list(c.req.query() as ListQuery))),
);
