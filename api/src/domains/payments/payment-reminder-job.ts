import type { Database } from "@store/db";
import { type PeriodicJob, startPeriodicJob } from "../../common/periodic-job";
import type { Logger } from "../../logger";
import type { MailSettings } from "../../mail/settings";
import { sendDuePaymentReminders } from "./payment-requests";

/**
 * Sends payment reminders as they fall due (every process runs one; each request is taken under
 * its order's lock and re-read, so two processes never send the same reminder). Hourly is plenty
 * for reminders counted in days.
 */
export function startPaymentReminders(options: {
  db: Database;
  mail: MailSettings;
  logger: Logger;
  intervalMs?: number;
}): PeriodicJob {
  const { db, mail, logger, intervalMs = 60 * 60 * 1000 } = options;
  return startPeriodicJob({
    name: "payment reminders",
    log: logger,
    intervalMs,
    firstAfterMs: 2 * 60 * 1000,
    run: async () => {
      const done = await sendDuePaymentReminders({ db, mail, now: new Date() });
      if (done.sent + done.stopped > 0) logger.info("payment reminders", { ...done });
    },
  });
}
