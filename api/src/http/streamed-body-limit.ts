import type { MiddlewareHandler } from "hono";

/**
 * A body limit that counts bytes as the route reads them, instead of Hono's `bodyLimit`, which
 * buffers a chunked body whole before the route runs (so before its rate limit). A declared length
 * over the limit is refused at once; an undeclared one fails the read at the limit, answered 413.
 */
export const streamedBodyLimit =
  (maxBytes: number, message: string): MiddlewareHandler =>
  async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    if (Number(c.req.header("content-length") ?? 0) > maxBytes) return c.json({ error: message }, 413);
    let received = 0;
    let overLimit = false;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          received += chunk.byteLength;
          if (received > maxBytes) {
            overLimit = true;
            controller.error(new Error("request body over its limit"));
          } else controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: "half" });
    await next();
    // Whatever the route made of the failed read, the answer is the limit's.
    if (overLimit) c.res = c.json({ error: message }, 413);
  };
