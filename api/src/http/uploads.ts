import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

/** Serves stored uploads read-only; nothing uploaded is ever run by the browser as a page. */
export function uploadsRoute(uploadsDir: string) {
  const app = new Hono();
  app.use("*", async (c, next) => {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Security-Policy", "default-src 'none'; sandbox");
  });
  app.use("*", serveStatic({ root: uploadsDir, rewriteRequestPath: (p) => p.replace(/^\/uploads/, "") }));
  app.all("*", (c) => c.json({ error: "No such file." }, 404));
  return app;
}
