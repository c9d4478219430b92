import type { MiddlewareHandler } from "hono";
import { readBearerKey } from "../auth/api-key-format";
import { readSessionToken } from "../auth/session-cookie";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site requests that would change state. A browser always says where a request
 * comes from (Origin, Sec-Fetch-Site); a request that says another site is refused. A request
 * carrying the session cookie must prove it is same-origin. Integrators (no cookie, no Origin) pass,
 * and so does a request with an API key and no cookie, whatever its Origin: a browser never adds
 * an Authorization header on its own (another site would need a CORS preflight this server never
 * grants), so such a request comes from whoever holds the key.
 */
export function sameOriginWrites(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const hasSession = readSessionToken(c.req.header("cookie")) !== undefined;
    if (!hasSession && readBearerKey(c.req.header("authorization")) !== undefined) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const host = c.req.header("x-forwarded-host") ?? c.req.header("host");
    const sameOrigin = origin === undefined ? undefined : hostOf(origin) === host;

    if (fetchSite === "cross-site" || sameOrigin === false) {
      return c.json({ error: "This request came from another website and was refused." }, 403);
    }
    if (hasSession && sameOrigin !== true && fetchSite !== "same-origin") {
      return c.json(
        { error: "A signed-in request must come from this website (Origin header missing)." },
        403,
      );
    }
    return next();
  };
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" (sandboxed frames, file://) or garbage: never this site.
  }
}
