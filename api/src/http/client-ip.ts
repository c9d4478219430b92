import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context as HonoContext } from "hono";

/**
 * The caller's address. X-Forwarded-For is believed only behind a trusted proxy (TRUST_PROXY),
 * otherwise anyone could pick a new address per request and walk past the rate limits.
 */
export function clientIp(c: HonoContext, trustProxy: boolean): string {
  const visitor = (c.env as Partial<InProcessEnv> | undefined)?.forVisitor;
  if (visitor) return visitor;
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "local";
  }
}

/**
 * The environment of a call a page makes while the server draws it, in-process: whose it is. Set
 * only by the server itself (app.ts), never from a request, so the call counts against that
 * visitor's limits rather than one address shared by every page drawn.
 */
export interface InProcessEnv {
  forVisitor: string;
}

/** Reads one request header by its lower-case name. */
export type HeaderReader = (lowerCaseName: string) => string | undefined;

/**
 * The scheme and host the caller used: the forwarded ones only behind a trusted proxy
 * (TRUST_PROXY), else the request's own. The public cache keys its pages on exactly this, and
 * pages build their absolute links (canonical, og:url, og:image) from it, so a page kept under one
 * host can never carry links to another (a mismatched Host sent through a proxy poisoned it once).
 */
export function requestOrigin(url: string, header: HeaderReader, trustProxy: boolean) {
  const https = url.startsWith("https:") || (trustProxy && firstOf(header("x-forwarded-proto")) === "https");
  const forwardedHost = trustProxy ? firstOf(header("x-forwarded-host")) : undefined;
  const host = forwardedHost || header("host") || new URL(url).host;
  return { https, host, origin: `${https ? "https" : "http"}://${host}` };
}

/** A proxy that appends to a forwarded header leaves a list; the first value is the client's. */
const firstOf = (value: string | undefined) => value?.split(",")[0]?.trim();

const readerOf =
  (c: HonoContext): HeaderReader =>
  (name) =>
    c.req.header(name);

/** Whether the request reached us over HTTPS (directly, or per a trusted proxy). */
export const isHttps = (c: HonoContext, trustProxy: boolean): boolean =>
  requestOrigin(c.req.url, readerOf(c), trustProxy).https;

/** The site's address as the caller reached it, for links in answers (e.g. an order's private page). */
export const siteOrigin = (c: HonoContext, trustProxy: boolean): string =>
  requestOrigin(c.req.url, readerOf(c), trustProxy).origin;
