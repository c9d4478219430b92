import { mkdir } from "node:fs/promises";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { prepareDatabase } from "./boot";
import { loadConfig } from "./env";
import { createLogger } from "./logger";

// Long enough for an upload in flight to finish; short enough for a supervisor's stop timeout.
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  await mkdir(config.uploadsDir, { recursive: true });
  const database = await prepareDatabase(config, logger);
  const app = createApp({ db: database.db, logger, config });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info("store listening", {
      url: `http://localhost:${info.port}`,
      database: database.driver,
      dataDir: config.dataDir,
    });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    const force = setTimeout(() => {
      logger.warn("requests still open after grace period; closing anyway");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // close() stops accepting and waits for in-flight requests; idle keep-alive sockets go now.
    server.close(async () => {
      await database
        .close()
        .catch((error: unknown) => logger.error("database close failed", { error: String(error) }));
      logger.info("stopped");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
