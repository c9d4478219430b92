import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

/**
 * How long no visitor's request must have been open before a piece of background work starts: a
 * page drawn cold holds the event loop for tens of milliseconds, so it only starts in a real gap.
 */
export const QUIET_MS = 20;

/**
 * Visitors' requests in flight, so the process's own background work (drawing pages ahead) runs
 * only in the gaps between them and never makes a visitor wait behind it.
 */
export class LiveTraffic {
  private inFlight = 0;
  private lastEnded = 0;
  private waiting: (() => void)[] = [];

  constructor(private readonly clock: () => number = Date.now) {}

  /** Counts every request but the ones `isOwn` names (the process's own). */
  middleware(isOwn: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => boolean): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      if (isOwn(c)) return next();
      this.inFlight++;
      try {
        await next();
      } finally {
        this.inFlight--;
        this.lastEnded = this.clock();
        if (this.inFlight === 0) for (const wake of this.waiting.splice(0)) wake();
      }
    };
  }

  /** A visitor's request answered without the middleware (from memory): it ended just now. */
  answeredAtOnce(): void {
    this.lastEnded = this.clock();
  }

  /** Whether no visitor's request is open now and none ended in the last `quietMs`. */
  isQuiet(quietMs: number): boolean {
    return this.inFlight === 0 && this.clock() - this.lastEnded >= quietMs;
  }

  /**
   * Resolves once no visitor's request has been open for `quietMs`: at once on an idle server,
   * never while requests keep coming back to back (the work waits for them, however long).
   */
  async quiet(quietMs = QUIET_MS, stopped: () => boolean = () => false): Promise<void> {
    while (!this.isQuiet(quietMs) && !stopped()) {
      if (this.inFlight > 0) {
        await new Promise<void>((resolve) => this.waiting.push(resolve));
      } else {
        await new Promise((resolve) => setTimeout(resolve, quietMs - (this.clock() - this.lastEnded)));
      }
    }
  }
}
