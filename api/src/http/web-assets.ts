import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Store not built</title>
<p>The web app has not been built yet. Run <code>npm start</code> (it builds first) or <code>npm run build</code>.</p>`;

/**
 * Serves the built web app: hashed assets with a long cache, other files as they are, and
 * index.html for every path that is not a file, so the browser router can draw the page.
 */
export function webAssets(distDir: string) {
  const app = new Hono();
  const indexPath = path.join(distDir, "index.html");

  // Before the first build there is nothing to serve statically; the shell route explains.
  if (!existsSync(distDir)) {
    app.get("*", (c) => (path.extname(c.req.path) ? c.text("Not found", 404) : c.html(NOT_BUILT, 503)));
    return app;
  }

  app.use(
    "/assets/*",
    serveStatic({
      root: distDir,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use("*", serveStatic({ root: distDir }));

  // The shell is read once; a new build means a new server start anyway.
  let shell: string | undefined;
  app.get("*", async (c) => {
    // A missing file (it has an extension) is a real 404, not the app shell.
    if (path.extname(c.req.path)) return c.text("Not found", 404);
    if (shell === undefined) {
      if (!existsSync(indexPath)) return c.html(NOT_BUILT, 503);
      shell = await readFile(indexPath, "utf8");
    }
    c.header("Cache-Control", "no-cache");
    return c.html(shell);
  });
  return app;
}
