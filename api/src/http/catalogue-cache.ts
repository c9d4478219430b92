import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { SESSION_COOKIE } from "../auth/session-cookie";
import type { Logger } from "../logger";
import { type CachedBody, cacheBody, chooseEncoding, matchesIfNoneMatch } from "../read-model/cached-body";
import type { CatalogueCache } from "../read-model/catalogue-cache";
import type { CatalogueVersions } from "../read-model/catalogue-versions";
import type { CompressLater } from "../read-model/compress-later";
import type { Topic } from "../read-model/topics";
import type { AppEnv } from "./app-env";
import { type HeaderReader, requestOrigin } from "./client-ip";

/**
 * Public catalogue answers may be kept, but only after asking again (a 304 costs no body), so a
 * write is visible on the next read. Everything else under /api and /trpc stays no-store.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate";
const PAGE_CACHE_CONTROL = "no-cache";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Headers of the first answer that are not replayed: the cache sets its own or none. */
const NOT_REPLAYED = new Set([
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "content-type",
  "etag",
  "set-cookie",
  "vary",
]);

/** Requests whose answer the cache is filling from: the cache compresses the body itself. */
const filling = new WeakSet<Request>();
export const isCatalogueFill = (c: Context) => filling.has(c.req.raw);
/** Requests answered from memory (200 or 304), for the request log. */
const hits = new WeakSet<Request>();
export const isCatalogueHit = (c: Context) => hits.has(c.req.raw);

/**
 * Serves the public catalogue reads (`topicsOf`: the operations declared public and cacheable,
 * and the public pages; read-model/public-reads.ts) from memory, compressed as the
 * client accepts, with a strong ETag and 304 for If-None-Match. It sits outside the rest of the
 * request's middleware: a miss runs all of it and the route once (readers of the same key arriving
 * meanwhile wait for that), and the answer is kept if it is a 200 for anyone (no cookie set),
 * together with the headers the middleware added (security headers), replayed on every hit.
 * After every write request the stored versions are checked before the answer leaves.
 */
export function catalogueCache(
  cache: CatalogueCache,
  versions: CatalogueVersions,
  trustProxy: boolean,
  topicsOf: (path: string) => Topic[] | undefined,
  later?: CompressLater,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (WRITE_METHODS.has(c.req.method)) {
      await next();
      await versions.sync();
      return;
    }
    const topics = c.req.method === "GET" ? topicsOf(c.req.path) : undefined;
    if (!topics) return next();
    versions.start();

    const header = headersOf(c.req.raw, c.env);
    // A credential is checked on every request (a revoked key is a 401, even on a public read).
    if (header("authorization") !== undefined) return next();
    const key = cacheKey(c.req.url, header, trustProxy);
    const hit = cache.get(key);
    if (hit) {
      hits.add(c.req.raw);
      return answer(header, hit);
    }

    const before = cache.generationsOf(topics);
    let ranRoute = false;
    const fill = cache.fillOnce(key, async () => {
      ranRoute = true;
      filling.add(c.req.raw);
      await next();
      const body = await cacheable(c.res);
      if (body && cache.set(key, topics, before, body)) later?.add(key, body);
      return body;
    });
    const body = await fill.body;
    if (body) {
      c.res = undefined;
      c.res = answer(header, body);
      return;
    }
    // The shared fill gave nothing to keep (an error, a 404): this reader gets its own answer.
    if (!ranRoute) await next();
  };
}

async function cacheable(res: Response): Promise<CachedBody | undefined> {
  const type = res.headers.get("Content-Type") ?? "";
  const kept = type.includes("json") || type.startsWith("text/html");
  if (res.status !== 200 || res.headers.has("Set-Cookie") || !kept) return undefined;
  const common: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!NOT_REPLAYED.has(name)) common[name] = value;
  });
  // Read once: the reader is answered from the cached body, not from this response.
  // A page keeps its own rule (always asked again: the next release has new script names).
  const cacheControl = kept && type.startsWith("text/html") ? PAGE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;
  return cacheBody(type, new Uint8Array(await res.arrayBuffer()), common, cacheControl);
}

/**
 * Request headers read from Node's own parsed ones when the Node adapter is underneath (its
 * `env.incoming`): `request.headers` would first build a whole fetch Headers object, the largest
 * cost left on a hit.
 */
function headersOf(request: Request, env: unknown): HeaderReader {
  const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return (name) => request.headers.get(name) ?? undefined;
  return (name) => {
    const value = incoming.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
}

/**
 * Scheme, host, path and query as the caller sent them (requestOrigin: the same origin the page's
 * links are built from): pages carry absolute links built on that host, and HTTPS answers carry
 * HSTS while plain ones do not, so each is kept apart.
 */
function cacheKey(url: string, header: HeaderReader, trustProxy: boolean): string {
  const { https, host } = requestOrigin(url, header, trustProxy);
  return `${https ? "s" : ""}${host}${url.slice(url.indexOf("/", url.indexOf("//") + 2))}`;
}

/**
 * Answers a GET from memory before any routing, when its answer is there (only public reads ever
 * are: the middleware above fills them); undefined sends the request on to the app. A hit needs
 * nothing the middleware would add: its headers were taken from the first answer.
 */
export function catalogueHits(
  cache: CatalogueCache,
  trustProxy: boolean,
  logger: Logger,
  topicsOf: (path: string) => Topic[] | undefined,
): (request: Request, env: unknown) => Response | undefined {
  return (request, env) => {
    if (request.method !== "GET") return undefined;
    const header = headersOf(request, env);
    if (header("authorization") !== undefined) return undefined;
    // A signed-in caller is answered from memory only for a read declared the same for everyone.
    if (header("cookie")?.includes(SESSION_COOKIE) && !topicsOf(new URL(request.url).pathname))
      return undefined;
    const hit = cache.get(cacheKey(request.url, header, trustProxy));
    if (!hit) return undefined;
    const response = answer(header, hit);
    logger.debug("request", { method: "GET", url: request.url, status: response.status, cached: true });
    return response;
  };
}

function answer(header: HeaderReader, body: CachedBody): Response {
  const matched = matchesIfNoneMatch(header("if-none-match"), body);
  if (matched) return new Response(null, { status: 304, headers: body.notModified.get(matched) });
  const encoding = chooseEncoding(header("accept-encoding"), body);
  // Plain header records: the Node adapter writes them as they are.
  return new Response(body.bodies[encoding], { status: 200, headers: body.ok[encoding] });
}
