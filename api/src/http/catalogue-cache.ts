import type { Context, MiddlewareHandler } from "hono";
import { type CachedBody, cacheBody, chooseEncoding, matchesIfNoneMatch } from "../read-model/cached-body";
import type { CatalogueCache } from "../read-model/catalogue-cache";
import type { CatalogueVersions } from "../read-model/catalogue-versions";
import { topicsOfPublicRead } from "../read-model/public-reads";
import type { AppEnv } from "./app-env";

/**
 * Public catalogue answers may be kept, but only after asking again (a 304 costs no body), so a
 * write is visible on the next read. Everything else under /api and /trpc stays no-store.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Serves the public catalogue reads (public-reads.ts) from memory: compressed as the client
 * accepts, with a strong ETag and 304 for If-None-Match. A miss runs the real route once (readers
 * arriving meanwhile wait for it) and keeps its answer if it is a 200 for anyone (no cookie set).
 * After every write request the stored versions are checked before the answer leaves.
 */
export function catalogueCache(
  cache: CatalogueCache,
  versions: CatalogueVersions,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (WRITE_METHODS.has(c.req.method)) {
      await next();
      await versions.sync();
      return;
    }
    const topics = c.req.method === "GET" ? topicsOfPublicRead(c.req.path) : undefined;
    if (!topics) return next();
    versions.start();

    const url = c.req.url;
    const key = url.slice(url.indexOf("/", url.indexOf("//") + 2));
    const hit = cache.get(key);
    if (hit) return answer(c, hit);

    const before = cache.generationsOf(topics);
    let ranRoute = false;
    const fill = cache.fillOnce(key, async () => {
      ranRoute = true;
      await next();
      const body = await cacheable(c.res);
      if (body) cache.set(key, topics, before, body);
      return body;
    });
    const body = await fill.body;
    if (body) {
      c.res = answer(c, body);
      return;
    }
    // The shared fill gave nothing to keep (an error, a 404): this reader gets its own answer.
    if (!ranRoute) await next();
  };
}

async function cacheable(res: Response): Promise<CachedBody | undefined> {
  const type = res.headers.get("Content-Type") ?? "";
  if (res.status !== 200 || res.headers.has("Set-Cookie") || !type.includes("json")) return undefined;
  // Read once: the reader is answered from the cached body, not from this response.
  return cacheBody(type, new Uint8Array(await res.arrayBuffer()));
}

function answer(c: Context<AppEnv>, body: CachedBody): Response {
  const encoding = chooseEncoding(c.req.header("Accept-Encoding"), body);
  const matched = matchesIfNoneMatch(c.req.header("If-None-Match"), body);
  const headers = new Headers({
    "Cache-Control": PUBLIC_CACHE_CONTROL,
    Vary: "Accept-Encoding",
    ETag: matched ?? body.etags[encoding],
  });
  if (matched) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", body.contentType);
  headers.set("Content-Length", String(body.bodies[encoding].byteLength));
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  return new Response(body.bodies[encoding], { status: 200, headers });
}
