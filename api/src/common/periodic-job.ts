import { describeError } from "../errors/describe-error";
import type { Logger } from "../logger";

export interface PeriodicJobOptions {
  /** Names the job in the log: a failure is logged as `<name> failed`. */
  name: string;
  /** One pass of the job; the next pass is scheduled only once it has settled. */
  run: () => Promise<void>;
  log: Logger;
  /** Time between the end of one pass and the start of the next. */
  intervalMs: number;
  /** Time before the first pass (default the interval). */
  firstAfterMs?: number;
}

export interface PeriodicJob {
  /** No new passes; resolves when the one in flight (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * Runs a job now and then in this process, one pass at a time: the next pass is timed from the end
 * of the last, so two never overlap however long one takes. A failed pass (the database away) is
 * logged and the next one tries again. The timer alone never keeps the process alive: shutdown
 * decides when it ends, and waits for the pass in flight through stop().
 */
export function startPeriodicJob({
  name,
  run,
  log,
  intervalMs,
  firstAfterMs = intervalMs,
}: PeriodicJobOptions): PeriodicJob {
  let stopped = false;
  let inFlight: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(pass, ms);
    timer.unref();
  };

  function pass() {
    inFlight = Promise.resolve()
      .then(run)
      .catch((error: unknown) => log.warn(`${name} failed`, { error: describeError(error) }))
      .finally(() => {
        inFlight = null;
        schedule(intervalMs);
      });
  }

  schedule(firstAfterMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
