/**
 * One request's time waiting on the database, against a budget. The clock runs only while at least
 * one database call of the request is pending: receiving a slow upload, writing files or hashing a
 * password costs nothing, a query or transaction that does not come back does. When the budget is
 * spent, every pending call is failed with a "database away" error (the request answers 503 through
 * the usual paths, REST and tRPC alike) and any later call fails at once.
 *
 * A transaction whose COMMIT is already on its way cannot be taken back: it is given `graceMs` more
 * for its outcome, so an answer never says 503 for a write that then commits. Only a COMMIT still
 * unanswered after that grace gets the 503 (logged); a retry with the same idempotency key then
 * finds the record if it was stored.
 */
export class DatabaseClock {
  private state: "running" | "finished" | "expired" = "running";
  private spentMs = 0;
  private since = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly pending = new Set<Wait>();

  constructor(
    readonly budgetMs: number,
    private readonly graceMs: number,
    private readonly onExpired: (event: { committing: number }) => void,
    private readonly onCommitUnknown: () => void,
  ) {}

  /** Counting: the request has no answer yet and its budget is not spent. */
  get running(): boolean {
    return this.state === "running";
  }

  /** What is left of the budget now, in ms. */
  leftMs(): number {
    const running = this.pending.size > 0 ? Date.now() - this.since : 0;
    return Math.max(0, this.budgetMs - this.spentMs - running);
  }

  /** Throws the deadline's error once the budget is spent (a transaction checks before it commits). */
  refuseIfExpired(): void {
    if (this.state === "expired") throw new DatabaseDeadlinePassed(this.budgetMs);
  }

  /**
   * Runs one database call against the budget. `run` receives `committing`, which a transaction
   * calls just before its COMMIT is sent. After the request has its answer the clock is finished and
   * calls run uncounted (a sweep the request started may outlive it).
   */
  wait<T>(run: (committing: () => void) => Promise<T>): Promise<T> {
    if (this.state === "finished") return run(() => {});
    if (this.state === "expired") return Promise.reject(new DatabaseDeadlinePassed(this.budgetMs));
    return new Promise<T>((resolve, reject) => {
      const wait: Wait = { reject, committing: false };
      this.enter(wait);
      let work: Promise<T>;
      try {
        work = run(() => {
          wait.committing = true;
        });
      } catch (error) {
        work = Promise.reject(error);
      }
      // After an expiry the work goes on in the driver; its outcome then settles nothing.
      work.then(
        (value) => {
          this.leave(wait);
          resolve(value);
        },
        (error: unknown) => {
          this.leave(wait);
          reject(error);
        },
      );
    });
  }

  /** The request has its answer: nothing more is counted (an expired clock stays expired). */
  finish(): void {
    if (this.state !== "running") return;
    this.state = "finished";
    clearTimeout(this.timer);
  }

  private enter(wait: Wait) {
    if (this.pending.size === 0) {
      this.since = Date.now();
      this.timer = setTimeout(() => this.expire(), this.budgetMs - this.spentMs);
    }
    this.pending.add(wait);
  }

  private leave(wait: Wait) {
    if (!this.pending.delete(wait) || this.state !== "running" || this.pending.size > 0) return;
    this.spentMs += Date.now() - this.since;
    clearTimeout(this.timer);
  }

  private expire() {
    if (this.state !== "running") return;
    this.state = "expired";
    let committing = 0;
    for (const wait of this.pending) {
      if (!wait.committing) {
        wait.reject(new DatabaseDeadlinePassed(this.budgetMs));
        continue;
      }
      committing += 1;
      setTimeout(() => {
        // Still pending: the COMMIT's outcome is unknown. A wait that settled is gone from the set.
        if (!this.pending.has(wait)) return;
        this.onCommitUnknown();
        wait.reject(new DatabaseDeadlinePassed(this.budgetMs));
      }, this.graceMs).unref();
    }
    this.onExpired({ committing });
  }
}

interface Wait {
  reject: (error: unknown) => void;
  committing: boolean;
}

/** A request spent its budget waiting on the database; errors/database-unavailable.ts makes it a 503. */
export class DatabaseDeadlinePassed extends Error {
  override readonly name = "DatabaseDeadlinePassed";
  readonly code = "DATABASE_DEADLINE";

  constructor(budgetMs: number) {
    super(`the request waited ${budgetMs} ms on the database`);
  }
}
