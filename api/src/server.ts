import { mkdir } from "node:fs/promises";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { prepareDatabase } from "./boot";
import { startPeriodicJob } from "./common/periodic-job";
import { addStorePictures } from "./domains/images/store-pictures";
import { startPaymentReminders } from "./domains/payments/payment-reminder-job";
import { sweepHostedPayments } from "./domains/payments/sweep-hosted-payments";

import { startTeamStoreClock } from "./domains/team-stores/clock/clock-job";
import { loadConfig } from "./env";
import { describeError } from "./errors/describe-error";
import { startHousekeeping } from "./housekeeping";
import { rateLimiterFor } from "./http/choose-rate-limiter";
import { runningLifecycle } from "./http/lifecycle";
import { LiveTraffic } from "./http/live-traffic";
import { requestDatabase } from "./http/request-database";
import { createLogger } from "./logger";
import { mailTransportFor } from "./mail/choose-transport";
import { startMailWorker } from "./mail/worker";
import { hostToWarm } from "./pages/warm-pages";
import { providersFromEnv } from "./payments/providers";
import { fileStorageFor } from "./storage/choose-storage";
import { warmUp } from "./warm-up";

// Long enough for an upload in flight to finish; short enough for a supervisor's stop timeout.
const SHUTDOWN_GRACE_MS = 10_000;
// Ready by then at the latest, whatever the warm-up has left (compose's start period is longer).
const READY_WITHIN_MS = 60_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  await mkdir(config.uploadsDir, { recursive: true });
  const database = await prepareDatabase(config, logger);
  // E-mails wait in the outbox table; this process sends its share of them until shutdown.
  const transport = mailTransportFor(config);
  const mailWorker = startMailWorker({ db: database.db, transport, logger });
  logger.info("mail worker started", { mail: transport.describe(), storeEmail: config.mail.storeEmail });
  // Expired sessions and rate-limit counters are deleted every hour (every process; they share it).
  const housekeeping = startHousekeeping({ db: database.db, logger });
  const mail = {
    storeEmail: config.mail.storeEmail,
    statusEmailDelayMs: config.mail.statusEmailDelayMs,
    publicUrl: config.publicUrl,
    wake: () => mailWorker.wake(),
  };
  const payments = providersFromEnv(config.payments);
  logger.info("payments", { live: payments.live().length ? payments.live() : "in store only" });
  // Team stores open and close, and their reminders go, by this clock (every process; claims keep them apart).
  const teamStoreClock = startTeamStoreClock({ db: database.db, mail, logger, payments });
  // Payment requests' reminders (3 and 7 days) go by this clock while a balance is due.
  const paymentReminders = startPaymentReminders({ db: database.db, mail, logger });
  const lifecycle = runningLifecycle();
  // Visitors' requests in flight: the warm-up works only in the gaps between them.
  const traffic = new LiveTraffic();
  // Uploads: the local folder, or an S3 bucket every process shares (S3_BUCKET).
  const files = fileStorageFor(config);
  logger.info("uploads stored", { in: files.describe });
  if (config.seed) {
    // A new store's image library starts with the store's own product and hero pictures, added
    // beside the start (they appear at once, in one transaction); a store that cannot add them now
    // still starts, and the next start tries again.
    void addStorePictures(database.db, { storage: files.storage, logger }, config.webDistDir).then(
      (pictures) => {
        if (pictures.added > 0) logger.info("image library filled with the store's pictures", pictures);
      },
      (error: unknown) => logger.error("could not add the store's pictures", { error: describeError(error) }),
    );
  }
  // Rate limits and sign-in throttling: the database (shared by every process), or Redis (REDIS_URL).
  const limits = await rateLimiterFor(config, requestDatabase(database.db), logger);
  logger.info("rate limits counted", { in: limits.describe });
  const paymentSweep = startPeriodicJob({
    name: "payment page sweep",
    log: logger,
    intervalMs: 5 * 60_000,
    firstAfterMs: 60_000,
    run: async () => {
      const closed = await sweepHostedPayments({
        db: database.db,
        payments,
        mail,
        logger,
        now: new Date(),
      });
      if (closed > 0) logger.info("unpaid payment pages closed", { closed });
    },
  });
  const app = createApp({
    db: database.db,
    logger,
    config,
    payments,
    storage: files.storage,
    limiter: limits.limiter,
    mailWorker,
    lifecycle,
    traffic,
    changes: database,
  });
  // Not ready until the public pages are drawn ahead: set before the first request can ask.
  if (config.drawPagesAhead) lifecycle.warming = true;

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info("store listening", {
      url: `http://localhost:${info.port}`,
      database: database.driver,
      dataDir: config.dataDir,
    });
    // The public pages are drawn once now, in the gaps between visitors' requests, so the first
    // visitors are answered from memory; ready for a load balancer's traffic once they are.
    if (config.drawPagesAhead) {
      const host = hostToWarm(config.publicUrl, info.port, config.publicUrlSet);
      void warmUp({ app, host, logger, lifecycle, traffic, readyWithinMs: READY_WITHIN_MS });
    }
  });

  const shutdown = (signal: string) => {
    if (lifecycle.stopping) return;
    lifecycle.stopping = true;
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
      await housekeeping.stop();
      await paymentSweep.stop();
      await teamStoreClock.stop();
      await paymentReminders.stop();
      transport.close();
      files.close();
      await limits
        .close()
        .catch((error: unknown) =>
          logger.error("rate limiter close failed", { error: describeError(error) }),
        );
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
