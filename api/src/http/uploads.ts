import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

/** Serves stored uploads read-only; security-headers.ts marks them inert. */
export function uploadsRoute(uploadsDir: string) {
  const app = new Hono();
  app.use("*", serveStatic({ root: uploadsDir, rewriteRequestPath: (p) => p.replace(/^\/uploads/, "") }));
  app.all("*", (c) => c.json({ error: "No such file." }, 404));
  return app;
}
