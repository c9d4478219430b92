import { migrationState, pingDatabase } from "@store/db";
import type { Context } from "hono";
import { RETRY_AFTER_SECONDS } from "../../errors/database-unavailable";
import { describeError } from "../../errors/describe-error";
import type { AppEnv } from "../../http/app-env";

// For load balancers, orchestrators and container healthchecks; never cached.
// - live: the process is up and serving (restart it only when this fails);
// - ready: it can do its work at its steady speed: the database answers and has every migration
//   this build ships, and the pages are drawn ahead after a start (send it traffic only then). /api/health is readiness, as it always was.
/** Not ready: a 503 that says why and, like every 503 here, when to ask again. */
function unavailable(c: Context<AppEnv>, error: string, status: "unavailable" | "warming" = "unavailable") {
  c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  return c.json({ status, error }, 503);
}

export async function readiness(c: Context<AppEnv>) {
  c.header("Cache-Control", "no-store");
  if (c.get("lifecycle").stopping) {
    return c.json({ status: "stopping", error: "This server is shutting down." }, 503);
  }
  if (c.get("lifecycle").warming) {
    return unavailable(
      c,
      "This server is drawing its pages ahead after a start; it is ready in a few seconds.",
      "warming",
    );
  }
  const { db, logger } = c.get("ctx");
  if (!(await pingDatabase(db))) {
    return unavailable(c, "The database is not answering.");
  }
  try {
    const { shipped, applied } = await migrationState(db);
    if (applied < shipped) {
      return unavailable(c, `The database has ${applied} of ${shipped} migrations applied.`);
    }
    return c.json({ status: "ok", migrations: applied });
  } catch (error) {
    logger.warn("readiness check failed", { error: describeError(error) });
    return unavailable(c, "The database is not answering.");
  }
}

/** Alive: the process is up and serving, whatever the database does. */
export function liveness(c: Context<AppEnv>) {
  c.header("Cache-Control", "no-store");
  return c.json({ status: "ok" });
}
