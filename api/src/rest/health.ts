import { migrationState, pingDatabase } from "@store/db";
import { type Context, Hono } from "hono";
import { describeError } from "../errors/describe-error";
import type { AppEnv } from "../http/app-env";

// For load balancers, orchestrators and container healthchecks; never cached.
// - live: the process is up and serving (restart it only when this fails);
// - ready: it can do its work: the database answers and has every migration this build ships
//   (send it traffic only when this succeeds). /api/health is readiness, as it always was.
async function readiness(c: Context<AppEnv>) {
  c.header("Cache-Control", "no-store");
  if (c.get("lifecycle").stopping) {
    return c.json({ status: "stopping", error: "This server is shutting down." }, 503);
  }
  const { db, logger } = c.get("ctx");
  if (!(await pingDatabase(db))) {
    return c.json({ status: "unavailable", error: "The database is not answering." }, 503);
  }
  try {
    const { shipped, applied } = await migrationState(db);
    if (applied < shipped) {
      return c.json(
        { status: "unavailable", error: `The database has ${applied} of ${shipped} migrations applied.` },
        503,
      );
    }
    return c.json({ status: "ok", migrations: applied });
  } catch (error) {
    logger.warn("readiness check failed", { error: describeError(error) });
    return c.json({ status: "unavailable", error: "The database is not answering." }, 503);
  }
}

export const healthRest = new Hono<AppEnv>()
  .get("/", readiness)
  .get("/ready", readiness)
  .get("/live", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" });
  });
