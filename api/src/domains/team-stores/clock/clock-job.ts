import { type Database, teamStores } from "@store/db";
import { clockMoves } from "@store/db/catalogue";
import { and, eq, gt, isNotNull, isNull, lte } from "drizzle-orm";
import { type PeriodicJob, startPeriodicJob } from "../../../common/periodic-job";
import type { Logger } from "../../../logger";
import type { MailSettings } from "../../../mail/settings";
import type { PaymentProviders } from "../../../payments/providers";
import { enqueueClosedSummary, enqueueOpeningMail, enqueueReminders } from "../emails/store-mails";
import { refundLoweredTeamOrders } from "../lifecycle/close-refunds";

// The store's clock: scheduled stores open, open stores close, reminders go 3 days and 1 day
// before close, the coach's summary at close. Each step claims its stores with one UPDATE whose
// WHERE names the mark it sets (`… IS NULL`) and writes the e-mails in the same transaction: a
// second run, or a second process at the same moment, finds nothing left to claim (PostgreSQL
// re-reads a row another transaction just updated before updating it again).

const DAY = 24 * 60 * 60 * 1000;
/** The moves the clock makes, as the catalogue declares them (the phase every page reads). */
const { open, close } = clockMoves;

export interface ClockCounts {
  opened: number;
  closed: number;
  reminders: number;
  summaries: number;
}

/** One pass of the store's clock at `now`; safe to run as often as wanted, from any process. */
export async function runTeamStoreClock(db: Database, mail: MailSettings, now: Date): Promise<ClockCounts> {
  const counts: ClockCounts = { opened: 0, closed: 0, reminders: 0, summaries: 0 };
  Object.assign(counts, await moveDueStores(db, mail, now));
  counts.reminders = await sendTimedReminders(db, mail, now);
  if (counts.opened + counts.closed + counts.reminders > 0) mail.wake?.();
  return counts;
}

/**
 * Opens the scheduled stores whose moment has come and closes the open ones whose close has passed
 * (all of them, or only `storeId`), with the coach's e-mails. Staff reading or moving one store
 * call it for that store first, so the store page never shows a store open past its close while
 * the clock's next pass is still to come.
 */
export async function moveDueStores(
  db: Database,
  mail: MailSettings,
  now: Date,
  storeId?: string,
): Promise<Pick<ClockCounts, "opened" | "closed" | "summaries">> {
  const only = storeId ? eq(teamStores.id, storeId) : undefined;
  const opened = await db.transaction(async (tx) => {
    const due = and(eq(teamStores.status, open.from), lte(teamStores[open.at], now), only);
    const mailed = await tx
      .update(teamStores)
      .set({ status: "open", openedMailAt: now })
      .where(and(due, isNull(teamStores.openedMailAt)))
      .returning();
    for (const store of mailed) await enqueueOpeningMail(tx, store, mail);
    // A store staff opened once before already told its coach: it opens without a second e-mail.
    const quiet = await tx
      .update(teamStores)
      .set({ status: "open" })
      .where(and(due, isNotNull(teamStores.openedMailAt)))
      .returning({ id: teamStores.id });
    return mailed.length + quiet.length;
  });
  const { closed, summaries } = await db.transaction(async (tx) => {
    const closing = and(eq(teamStores.status, close.from), lte(teamStores[close.at], now), only);
    const summed = await tx
      .update(teamStores)
      .set({ status: "closed", closedSummaryAt: now })
      .where(and(closing, isNull(teamStores.closedSummaryAt)))
      .returning();
    for (const store of summed) await enqueueClosedSummary(tx, store, mail);
    const quiet = await tx
      .update(teamStores)
      .set({ status: "closed" })
      .where(closing)
      .returning({ id: teamStores.id });
    return { closed: summed.length + quiet.length, summaries: summed.length };
  });
  return { opened, closed, summaries };
}

/** The 3-day and last-day reminders; a store first seen inside its last day gets only the last. */
async function sendTimedReminders(db: Database, mail: MailSettings, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    let sent = 0;
    const stillOpen = and(eq(teamStores.status, "open"), gt(teamStores.closesAt, now));
    const lastDay = await tx
      .update(teamStores)
      .set({ reminderOneDayAt: now, reminderThreeDaysAt: now })
      .where(
        and(
          stillOpen,
          lte(teamStores.closesAt, new Date(now.getTime() + DAY)),
          isNull(teamStores.reminderOneDayAt),
        ),
      )
      .returning();
    for (const store of lastDay) sent += await enqueueReminders(tx, store, mail, "store");
    const threeDays = await tx
      .update(teamStores)
      .set({ reminderThreeDaysAt: now })
      .where(
        and(
          stillOpen,
          lte(teamStores.closesAt, new Date(now.getTime() + 3 * DAY)),
          isNull(teamStores.reminderThreeDaysAt),
        ),
      )
      .returning();
    for (const store of threeDays) sent += await enqueueReminders(tx, store, mail, "store");
    return sent;
  });
}

export interface TeamStoreClockOptions {
  db: Database;
  mail: MailSettings;
  logger: Logger;
  /** The clock the store's rules read (the real one by default). */
  now?: () => Date;
  /** Time between passes (default a minute: a store opens and closes within a minute of its time). */
  intervalMs?: number;
  /** Time before the first pass (default a pass's interval: a start stays quick). */
  firstAfterMs?: number;
  /** The payment providers: closed stores that collect at order give back what lowered orders overpaid. */
  payments?: PaymentProviders;
}

export type TeamStoreClock = PeriodicJob;

/**
 * Runs the store's clock now and then in this process, one pass at a time. Every server process
 * runs one; the claims keep them from acting twice. A failed pass is logged and the next retries.
 */
export function startTeamStoreClock({
  db,
  mail,
  logger,
  now = () => new Date(),
  intervalMs = 60 * 1000,
  firstAfterMs = intervalMs,
  payments,
}: TeamStoreClockOptions): TeamStoreClock {
  return startPeriodicJob({
    name: "team store clock",
    log: logger,
    intervalMs,
    firstAfterMs,
    run: async () => {
      const counts = await runTeamStoreClock(db, mail, now());
      if (counts.opened + counts.closed + counts.reminders + counts.summaries > 0)
        logger.info("team store clock", { ...counts });
      if (!payments) return;
      for (const refund of await refundLoweredTeamOrders({ db, payments })) {
        if (refund.status === "failed") logger.warn("team store close refund", { message: refund.message });
        else logger.info("team store close refund", { message: refund.message });
      }
    },
  });
}
