import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "../logger";

/**
 * One structured line per request: method, path, status and duration. Requests `routine` picks
 * (answers replayed from memory) are logged at debug: at thousands a second their lines would cost
 * more than the answers.
 */
export function requestLog(
  logger: Logger,
  routine: (c: Context) => boolean = () => false,
): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger[routine(c) ? "debug" : "info"]("request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
