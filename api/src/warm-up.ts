import { setImmediate as nextTurn } from "node:timers/promises";
import type { Lifecycle } from "./http/lifecycle";
import { type LiveTraffic, QUIET_MS } from "./http/live-traffic";
import type { Logger } from "./logger";
import { type FetchingApp, warmPages, warmUpFetch } from "./pages/warm-pages";

/**
 * The public reads every visitor's page and every integrator starts with. Each is answered this
 * many times in-process first, so the code that serves them from memory is compiled and tuned
 * before the first visitor's request rather than during the first thousands of them.
 */
const HOT_READS = ["/api/products", "/api/website-content?page_name=home", "/api/blog-posts"];
const HOT_READ_ROUNDS = 300;

export interface WarmUpOptions {
  app: FetchingApp;
  /** The host whose pages to draw (pages/warm-pages.ts, hostToWarm). */
  host: string;
  logger: Logger;
  lifecycle: Lifecycle;
  traffic: LiveTraffic;
  /**
   * Ready after this long even with pages left to draw: visitors came straight to this process
   * (no load balancer) and kept it busy; their pages are drawn as they ask and kept.
   */
  readyWithinMs: number;
}

/**
 * After a start: the hot reads, then every page of the public host, each in a gap between visitors'
 * requests; the process reports ready (`lifecycle.warming` false, /api/health/ready 200) when they
 * are drawn, or after `readyWithinMs` at the latest.
 */
export async function warmUp(options: WarmUpOptions): Promise<void> {
  const { app, host, logger, lifecycle, traffic } = options;
  const started = Date.now();
  const stopped = () => lifecycle.stopping;
  const pace = {
    // The event loop turns first, so a request already at the socket is counted before the check.
    turn: async () => {
      await nextTurn();
      await traffic.quiet(QUIET_MS, stopped);
    },
    stopped,
  };
  lifecycle.warming = true;
  const ready = (why: string) => {
    if (!lifecycle.warming) return;
    lifecycle.warming = false;
    logger.info("ready for traffic", { why, ms: Date.now() - started });
  };
  const latest = setTimeout(() => ready("warm-up took longer than its limit"), options.readyWithinMs);
  latest.unref();
  try {
    await answerHotReads(app, host, pace);
    await warmPages(app, host, logger, pace);
    ready("pages drawn ahead");
  } finally {
    clearTimeout(latest);
    ready("warm-up ended");
  }
}

async function answerHotReads(
  app: FetchingApp,
  host: string,
  pace: { turn: () => Promise<void>; stopped: () => boolean },
): Promise<void> {
  const get = warmUpFetch(app, host);
  for (let round = 0; round < HOT_READ_ROUNDS; round++) {
    await pace.turn();
    if (pace.stopped()) return;
    for (const path of HOT_READS) await (await get(path)).arrayBuffer();
  }
}
