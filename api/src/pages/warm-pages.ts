import { setImmediate as nextTurn } from "node:timers/promises";
import { describeError } from "../errors/describe-error";
import type { Logger } from "../logger";

interface FetchingApp {
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
 * The hosts a visitor reaches the store by, whose pages are worth drawing ahead: the public address
 * when one is set, else the two ways to write this machine's own.
 */
export function hostsToWarm(publicUrl: string, port: number, publicUrlSet: boolean): string[] {
  const own = new URL(publicUrl).host;
  if (publicUrlSet) return [own];
  return [...new Set([own, `localhost:${port}`, `127.0.0.1:${port}`])];
}

/**
 * Draws every page of the sitemap once, one after another, through the app itself: the public page
 * cache then answers each first visitor from memory instead of drawing while they wait (about
 * 200–400 ms a page on a cold start). Each page waits for the event loop to turn, so live requests
 * go first; `stopped` ends it early (a shutdown).
 */
export async function warmPages(
  app: FetchingApp,
  hosts: readonly string[],
  logger: Logger,
  stopped: () => boolean = () => false,
): Promise<number> {
  const started = Date.now();
  let drawn = 0;
  try {
    for (const host of hosts) {
      const get = (path: string) =>
        app.fetch(
          new Request(`http://${host}${path}`, { headers: { host, "accept-encoding": "br, gzip" } }),
          WARM_UP,
        );
      const sitemap = await get("/sitemap.xml");
      if (!sitemap.ok) return drawn;
      const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => new URL(m[1] ?? "/").pathname,
      );
      for (const path of paths) {
        if (stopped()) return drawn;
        await nextTurn();
        const page = await get(path);
        await page.arrayBuffer();
        if (page.ok) drawn++;
      }
    }
    logger.info("pages drawn ahead", { pages: drawn, hosts, ms: Date.now() - started });
  } catch (error) {
    logger.warn("drawing pages ahead stopped", { drawn, error: describeError(error) });
  }
  return drawn;
}
