import { type Database, type OutboxEmail, outboxEmails } from "@store/db";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { rawRows } from "../common/raw-rows";
import { describeError } from "../errors/describe-error";
import type { Logger } from "../logger";
import type { MailTransport } from "./transport";

/** How long a claim holds a message: longer than one SMTP attempt's timeouts (10 s + 30 s). */
export const LEASE_MS = 60_000;
/** Attempts before a message is given up as `failed` (about 1.5 hours of retries in all). */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60 * 1000;
const DEFAULT_BATCH = 20;
const MAX_ERROR_LENGTH = 500;

export interface DeliveryCounts {
  sent: number;
  /** Gave up for good this pass (status `failed`). */
  failed: number;
  /** Refused this pass, to be tried again later. */
  retried: number;
}

export interface DeliveryOptions {
  /** The pass's clock; tests move it forward to reach a retry. */
  now?: Date;
  batchSize?: number;
  logger: Logger;
  /** 0..1, added as a fraction of the delay; tests pass () => 0 for exact times. */
  random?: () => number;
}

/**
 * Wait before attempt `attempts + 1`: 30 s, 1 min, 2 min, ... capped at 1 h, plus up to 10 % so
 * messages refused together (a mail server down for a minute) do not all come back together.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
  return Math.round(base * (1 + 0.1 * random()));
}

/**
 * One delivery pass. Claiming and sending are apart on purpose: the claim is a short transaction
 * (`FOR UPDATE SKIP LOCKED`, then a lease in `locked_until`), so another process running the same
 * pass skips these rows instead of waiting or sending them twice, and no transaction stays open
 * while a mail server thinks. A process that dies mid-send leaves a lease that simply runs out.
 */
export async function deliverDueEmails(
  db: Database,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<DeliveryCounts> {
  const now = options.now ?? (await databaseNow(db));
  const random = options.random ?? Math.random;
  const claimed = await claimDueEmails(db, now, options.batchSize ?? DEFAULT_BATCH);
  const counts: DeliveryCounts = { sent: 0, failed: 0, retried: 0 };
  for (const row of claimed) {
    try {
      await transport.send({
        id: row.id,
        to: row.to,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
    } catch (error) {
      const outcome = await recordFailure(db, row, errorMessage(error), now, random);
      counts[outcome] += 1;
      // The error only: the message's content (names, addresses, orders) stays out of the log.
      options.logger[outcome === "failed" ? "error" : "warn"]("e-mail not delivered", {
        id: row.id,
        kind: row.kind,
        attempts: row.attempts + 1,
        outcome,
        error: errorMessage(error),
      });
      continue;
    }
    await db
      .update(outboxEmails)
      .set({ status: "sent", sentAt: now, lockedUntil: null })
      .where(eq(outboxEmails.id, row.id));
    counts.sent += 1;
    options.logger.info("e-mail sent", { id: row.id, kind: row.kind });
  }
  return counts;
}

/**
 * The database's clock, rounded up to the next millisecond. Rows are stamped by the database's
 * `now()` in microseconds; a JavaScript Date is whole milliseconds, so a message enqueued in the
 * same millisecond as the pass would otherwise look due a moment later and wait a whole interval.
 * One clock for every process also keeps leases fair between servers whose clocks drift.
 */
async function databaseNow(db: Database): Promise<Date> {
  const [row] = await rawRows<{ ms: string | number }>(
    db,
    sql`select ceil(extract(epoch from clock_timestamp()) * 1000) as ms`,
  );
  return row ? new Date(Number(row.ms)) : new Date();
}

/** Takes up to `limit` due messages for this process until `now + LEASE_MS`. */
async function claimDueEmails(db: Database, now: Date, limit: number): Promise<OutboxEmail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.status, "pending"),
          lte(outboxEmails.nextAttemptAt, now),
          or(isNull(outboxEmails.lockedUntil), lt(outboxEmails.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outboxEmails.nextAttemptAt), asc(outboxEmails.createdAt))
      .limit(limit)
      // Rows another process is claiming right now are skipped, not waited for.
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outboxEmails)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(
        inArray(
          outboxEmails.id,
          due.map((r) => r.id),
        ),
      )
      .returning();
  });
}

/** Schedules the next attempt, or gives up after MAX_ATTEMPTS; says which it did. */
async function recordFailure(
  db: Database,
  row: OutboxEmail,
  error: string,
  now: Date,
  random: () => number,
): Promise<"failed" | "retried"> {
  // `attempts` counts refused deliveries; a message sent at the first try keeps 0.
  const attempts = row.attempts + 1;
  const givenUp = attempts >= MAX_ATTEMPTS;
  await db
    .update(outboxEmails)
    .set({
      attempts,
      lastError: error,
      lockedUntil: null,
      status: givenUp ? "failed" : "pending",
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, random)),
    })
    .where(and(eq(outboxEmails.id, row.id), eq(outboxEmails.status, "pending")));
  return givenUp ? "failed" : "retried";
}

function errorMessage(error: unknown): string {
  const message = describeError(error);
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…` : message;
}

export interface MailWorker {
  /** Runs a pass soon, e.g. right after a request stored an e-mail, instead of at the next tick. */
  wake(): void;
  /** No new passes; resolves when the pass in flight (if any) has finished. */
  stop(): Promise<void>;
}

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  /** Time between passes when nothing wakes the worker (default 5 s). */
  intervalMs?: number;
  batchSize?: number;
}

/**
 * Runs `deliverDueEmails` every few seconds in this process, one pass at a time. Several server
 * processes may each run one against the same database: the claim keeps them off each other's rows.
 */
export function startMailWorker({
  db,
  transport,
  logger,
  intervalMs = 5_000,
  batchSize,
}: MailWorkerOptions): MailWorker {
  let stopped = false;
  let inFlight: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, ms);
    // The worker alone never keeps the process alive: shutdown decides when it ends.
    timer.unref();
  };

  const pass = async () => {
    do {
      again = false;
      try {
        const counts = await deliverDueEmails(db, transport, { logger, batchSize });
        // A full batch may mean more are waiting: go on at once rather than after the interval.
        if (counts.sent + counts.failed + counts.retried >= (batchSize ?? DEFAULT_BATCH)) again = true;
      } catch (error) {
        // The database may be briefly unavailable; the next tick tries again.
        logger.error("mail worker pass failed", { error: errorMessage(error) });
      }
    } while (again && !stopped);
  };

  function run() {
    if (stopped) return;
    if (inFlight) {
      // A wake during a pass: run once more when it ends, so the new message is not left for a tick.
      again = true;
      return;
    }
    inFlight = pass().finally(() => {
      inFlight = null;
      schedule(intervalMs);
    });
  }

  schedule(0);
  return {
    wake: () => {
      if (!stopped) schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
