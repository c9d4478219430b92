import { mkdir } from "node:fs/promises";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { prepareDatabase } from "./boot";
import { loadConfig } from "./env";
import { describeError } from "./errors/describe-error";
import { createLogger } from "./logger";
import { mailTransportFor } from "./mail/choose-transport";
import { startMailWorker } from "./mail/worker";

// Long enough for an upload in flight to finish; short enough for a supervisor's stop timeout.
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  await mkdir(config.uploadsDir, { recursive: true });
  const database = await prepareDatabase(config, logger);
  // E-mails wait in the outbox table; this process sends its share of them until shutdown.
  const transport = mailTransportFor(config);
  const mailWorker = startMailWorker({ db: database.db, transport, logger });
  logger.info("mail worker started", { mail: transport.describe(), storeEmail: config.mail.storeEmail });
  const app = createApp({ db: database.db, logger, config, mailWorker, changes: database });

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
      // The pass in flight finishes its sends and records them before the database goes away.
      await mailWorker
        .stop()
        .catch((error: unknown) => logger.error("mail worker stop failed", { error: describeError(error) }));
      transport.close();
      await database
        .close()
        .catch((error: unknown) => logger.error("database close failed", { error: describeError(error) }));
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
