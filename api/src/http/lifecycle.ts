import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

/** Whether this process has been asked to stop (SIGTERM): it finishes what it has and takes no more. */
export interface Lifecycle {
  stopping: boolean;
}

export const runningLifecycle = (): Lifecycle => ({ stopping: false });

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
