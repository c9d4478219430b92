import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Context } from "hono";

/** One file of the build, read once at start: the bytes and their precompressed copies. */
interface StaticFile {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  encodings: { br?: Buffer; gzip?: Buffer };
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** Vite names these after their content: a new version is a new address, so they never go stale. */
const HASHED_PREFIX = "/assets/";
const IMMUTABLE = "public, max-age=31536000, immutable";
// Built-in pictures keep their names across releases; a day fresh, then a cheap 304 revalidation.
const SHORT_LIVED = "public, max-age=86400, stale-while-revalidate=604800";

/** Files the server reads itself and never hands out as they are. */
const PRIVATE_FILES = new Set(["/index.html", "/pages.json", "/after-paint.js"]);

function* walk(dir: string, base = dir): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, base);
    else yield `/${path.relative(base, full).split(path.sep).join("/")}`;
  }
}

function readOptional(file: string): Buffer | undefined {
  try {
    return statSync(file).isFile() ? readFileSync(file) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every servable file of the web build, keyed by URL path. The build is a few megabytes and
 * changes only with a release (which restarts the server), so holding it in memory makes each
 * answer a lookup: no disk access, no per-request compression.
 */
export function loadStaticFiles(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const urlPath of walk(distDir)) {
    if (urlPath.endsWith(".br") || urlPath.endsWith(".gz") || PRIVATE_FILES.has(urlPath)) continue;
    const full = path.join(distDir, urlPath);
    const body = readFileSync(full);
    files.set(urlPath, {
      body,
      type: TYPES[path.extname(urlPath).toLowerCase()] ?? "application/octet-stream",
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      cacheControl: urlPath.startsWith(HASHED_PREFIX) ? IMMUTABLE : SHORT_LIVED,
      encodings: { br: readOptional(`${full}.br`), gzip: readOptional(`${full}.gz`) },
    });
  }
  return files;
}

/** The encodings a request accepts, honouring q=0 ("not this one"). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** Whether If-None-Match names this version (a weak match is enough for a GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Answers with one stored file: the smallest encoding the browser accepts (brotli, then gzip),
 * Vary on Accept-Encoding when there is a choice, and 304 when the browser already has it.
 */
export function sendStaticFile(c: Context, file: StaticFile): Response {
  const headers = new Headers({
    "Content-Type": file.type,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
  });
  const hasVariants = Boolean(file.encodings.br ?? file.encodings.gzip);
  if (hasVariants) headers.set("Vary", "Accept-Encoding");
  if (matchesEtag(c.req.header("if-none-match"), file.etag))
    return new Response(null, { status: 304, headers });

  const accepted = acceptedEncodings(c.req.header("accept-encoding"));
  let body = file.body;
  if (file.encodings.br && accepted.has("br")) {
    body = file.encodings.br;
    headers.set("Content-Encoding", "br");
  } else if (file.encodings.gzip && accepted.has("gzip")) {
    body = file.encodings.gzip;
    headers.set("Content-Encoding", "gzip");
  }
  headers.set("Content-Length", String(body.length));
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
}
