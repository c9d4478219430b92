import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context as HonoContext } from "hono";

/**
 * The caller's address. X-Forwarded-For is believed only behind a trusted proxy (TRUST_PROXY),
 * otherwise anyone could pick a new address per request and walk past the rate limits.
 */
export function clientIp(c: HonoContext, trustProxy: boolean): string {
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

/** Whether the request reached us over HTTPS (directly, or per a trusted proxy). */
export function isHttps(c: HonoContext, trustProxy: boolean): boolean {
  if (trustProxy && c.req.header("x-forwarded-proto") === "https") return true;
  return new URL(c.req.url).protocol === "https:";
}

/** The site's address as the caller reached it, for links in answers (e.g. an order's private page). */
export function siteOrigin(c: HonoContext, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const host = (trustProxy && c.req.header("x-forwarded-host")?.split(",")[0]?.trim()) || url.host;
  return `${isHttps(c, trustProxy) ? "https" : "http"}://${host}`;
}
