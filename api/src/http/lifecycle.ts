import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

/** Where this process is in its life: warming up after a start, serving, or stopping. */
export interface Lifecycle {
  /** Asked to stop (SIGTERM): it finishes what it has and takes no more. */
  stopping: boolean;
  /**
   * Still drawing its pages ahead after a start (warm-up.ts): it answers, but not yet at its steady
   * speed, so it does not report ready and a load balancer sends its traffic elsewhere meanwhile.
   */
  warming: boolean;
}

export const runningLifecycle = (): Lifecycle => ({ stopping: false, warming: false });

/**
 * While stopping, every answer says `Connection: close`, so a client or proxy holding a keep-alive
 * socket opens its next request elsewhere instead of on a process that is about to exit.
 */
export function closeConnectionsWhenStopping(lifecycle: Lifecycle): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("lifecycle", lifecycle);
    await next();
    if (lifecycle.stopping) c.header("Connection", "close");
  };
}
