import { Hono } from "hono";
import { getMimeType } from "hono/utils/mime";
import { type FileStorage, isStorageKey } from "../storage/storage";

// Keys are random and never reused, so a file at an address never changes.
const CACHE_FOR_EVER = "public, max-age=31536000, immutable";

/**
 * Serves stored uploads read-only, through the storage (local folder or S3), so any process serves
 * any file. security-headers.ts marks them inert (nosniff, sandboxing CSP).
 */
export function uploadsRoute(storage: FileStorage) {
  const app = new Hono();
  app.on(["GET", "HEAD"], "/:folder/:name", async (c) => {
    const key = `${c.req.param("folder")}/${c.req.param("name")}`;
    const file = isStorageKey(key) ? await storage.read(key) : null;
    if (!file) return c.json({ error: "No such file." }, 404);
    const headers = {
      "Content-Type": getMimeType(key) ?? "application/octet-stream",
      "Content-Length": String(file.size),
      "Cache-Control": CACHE_FOR_EVER,
    };
    if (c.req.method === "HEAD") {
      await file.body.cancel();
      return c.body(null, 200, headers);
    }
    return c.body(file.body, 200, headers);
  });
  app.all("*", (c) => c.json({ error: "No such file." }, 404));
  return app;
}
