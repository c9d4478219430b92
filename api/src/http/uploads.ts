import { Hono } from "hono";
import { getMimeType } from "hono/utils/mime";
import { type FileStorage, isStorageKey, PRIVATE_FOLDERS, type StorageFolder } from "../storage/storage";

// Keys are random and never reused, so a file at an address never changes.
const CACHE_FOR_EVER = "public, max-age=31536000, immutable";

/**
 * Pictures a page shows by `<img>` (and a tab opened on one shows): rasters, and SVG, which is
 * stored cleaned (uploads/svg-clean.ts). Anything else (PDF, AI, EPS, PSD, ...) is a document to
 * download, never opened on our origin: a PDF shown inline runs in the browser's PDF viewer here.
 */
const SHOWN_INLINE = new Set(["png", "jpg", "jpeg", "gif", "webp", "svg"]);

/** Whether a stored file is served inline (a picture) rather than as an attachment. */
function servedInline(name: string): boolean {
  return SHOWN_INLINE.has(name.slice(name.lastIndexOf(".") + 1).toLowerCase());
}

/**
 * Serves stored uploads read-only, through the storage (local folder or S3), so any process serves
 * any file. security-headers.ts marks them inert (nosniff, sandboxing CSP); files that are not
 * pictures are also sent as attachments (decision 050).
 */
export function uploadsRoute(storage: FileStorage) {
  const app = new Hono();
  app.on(["GET", "HEAD"], "/:folder/:name", async (c) => {
    const name = c.req.param("name");
    const folder = c.req.param("folder");
    const key = `${folder}/${name}`;
    // A tax-exemption document is staff's only (GET /api/tax-exemptions/{id}/document).
    const isPrivate = PRIVATE_FOLDERS.includes(folder as StorageFolder);
    const file = isStorageKey(key) && !isPrivate ? await storage.read(key) : null;
    if (!file) return c.json({ error: "No such file." }, 404);
    const headers: Record<string, string> = {
      "Content-Type": getMimeType(key) ?? "application/octet-stream",
      "Content-Length": String(file.size),
      "Cache-Control": CACHE_FOR_EVER,
    };
    // The name is a checked key's (letters, digits, _ and -, one dot): nothing to quote or escape.
    if (!servedInline(name)) headers["Content-Disposition"] = `attachment; filename="${name}"`;
    if (c.req.method === "HEAD") {
      await file.body.cancel();
      return c.body(null, 200, headers);
    }
    return c.body(file.body, 200, headers);
  });
  app.all("*", (c) => c.json({ error: "No such file." }, 404));
  return app;
}
