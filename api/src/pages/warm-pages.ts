import { setImmediate as nextTurn } from "node:timers/promises";
import { describeError } from "../errors/describe-error";
import type { Logger } from "../logger";

export interface FetchingApp {
  fetch(request: Request, env: WarmUpEnv): Response | Promise<Response>;
}

/** What the app is given with a warm-up request: the request log keeps it at debug. */
interface WarmUpEnv {
  warmUp: true;
}
const WARM_UP: WarmUpEnv = { warmUp: true };

/** Whether a request is the server's own drawing ahead (set by the process, never by a client). */
export const isWarmUp = (c: { env: unknown }) => (c.env as Partial<WarmUpEnv> | undefined)?.warmUp === true;

/**
 * The host a visitor reaches the store by, whose pages are worth drawing ahead: the public
 * address's when one is set, else `localhost:PORT` (a page asked for by another name, such as
 * 127.0.0.1, is drawn when first asked for and kept).
 */
export function hostToWarm(publicUrl: string, port: number, publicUrlSet: boolean): string {
  return publicUrlSet ? new URL(publicUrl).host : `localhost:${port}`;
}

/** What drawing ahead waits for between two pages, and what ends it early. */
export interface WarmUpPace {
  /** Resolves when the next page may be drawn (no visitor waiting: http/live-traffic.ts). */
  turn?: () => Promise<void>;
  /** A shutdown: stop between two pages. */
  stopped?: () => boolean;
}

/**
 * Draws every page of the host's sitemap once, one after another, through the app itself: the public page
 * cache then answers each first visitor from memory instead of drawing while they wait (about
 * 200–400 ms a page on a cold start). Each page waits for its turn (`pace.turn`), so live requests
 * go first; `pace.stopped` ends it early (a shutdown).
 */
export async function warmPages(
  app: FetchingApp,
  host: string,
  logger: Logger,
  pace: WarmUpPace = {},
): Promise<number> {
  const turn = pace.turn ?? (() => nextTurn());
  const stopped = pace.stopped ?? (() => false);
  const started = Date.now();
  let drawn = 0;
  try {
    const get = warmUpFetch(app, host);
    const sitemap = await get("/sitemap.xml");
    if (!sitemap.ok) return drawn;
    const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? "/").pathname,
    );
    for (const path of paths) {
      await turn();
      if (stopped()) return drawn;
      const page = await get(path);
      await page.arrayBuffer();
      if (page.ok) drawn++;
    }
    logger.info("pages drawn ahead", { pages: drawn, host, ms: Date.now() - started });
  } catch (error) {
    logger.warn("drawing pages ahead stopped", { drawn, error: describeError(error) });
  }
  return drawn;
}

/** A GET to the app in-process, marked as the server's own (its log line stays at debug). */
export function warmUpFetch(app: FetchingApp, host: string) {
  return async (path: string) =>
    app.fetch(
      new Request(`http://${host}${path}`, { headers: { host, "accept-encoding": "br, gzip" } }),
      WARM_UP,
    );
}
