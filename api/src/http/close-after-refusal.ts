import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";

/**
 * A refusal sent before the request body has fully arrived (a 413, a 429 checked before reading an
 * upload) says `Connection: close`: the rest of the body is never read, so the socket cannot carry
 * another request, and a keep-alive client must know to open a new one rather than see it dropped.
 */
export const closeAfterUnreadBody = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (c.res.status < 400 || !c.req.raw.body) return;
  // Under @hono/node-server the Node request says whether its last byte has arrived.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const unread = incoming ? !incoming.complete : c.res.status === 413;
  if (unread) c.header("Connection", "close");
};
