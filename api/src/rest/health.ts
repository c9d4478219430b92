import { pingDatabase } from "@store/db";
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";

/** For load balancers and container healthchecks: 200 when the database answers, else 503. */
export const healthRest = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", "no-store");
  const ok = await pingDatabase(c.get("ctx").db);
  return ok
    ? c.json({ status: "ok" })
    : c.json({ status: "unavailable", error: "The database is not answering." }, 503);
});
