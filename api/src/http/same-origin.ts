import type { Context, MiddlewareHandler } from "hono";
import { readBearerKey } from "../auth/api-key-format";
import { carriesSessionCookie } from "../auth/session-cookie";
import type { Logger } from "../logger";
import { clientIp, siteOrigin } from "./client-ip";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site requests that would change state. A browser always says where a request
 * comes from (Origin, Sec-Fetch-Site); a request that says another site is refused. A request
 * carrying the session cookie must prove it is same-origin. Integrators (no cookie, no Origin) pass,
 * and so does a request with an API key and no cookie, whatever its Origin: a browser never adds
 * an Authorization header on its own (another site would need a CORS preflight this server never
 * grants), so such a request comes from whoever holds the key.
 */
export function sameOriginWrites(trustProxy: boolean, logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const hasSession = carriesSessionCookie(c.req.header("cookie"));
    if (!hasSession && readBearerKey(c.req.header("authorization")) !== undefined) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    // Scheme and host as the caller reached us: forwarded headers count only behind TRUST_PROXY.
    const claimed = origin === undefined ? undefined : originOf(origin);
    const sameOrigin =
      claimed === undefined ? undefined : claimed !== null && claimed === originOf(siteOrigin(c, trustProxy));

    if (fetchSite === "cross-site" || sameOrigin === false) {
      logger.warn("cross-site request refused", refusal(c, trustProxy, "another site"));
      return c.json({ error: "This request came from another website and was refused." }, 403);
    }
    if (hasSession && sameOrigin !== true && fetchSite !== "same-origin") {
      logger.warn("cross-site request refused", refusal(c, trustProxy, "signed in, origin unproven"));
      return c.json(
        { error: "A signed-in request must come from this website (Origin header missing)." },
        403,
      );
    }
    return next();
  };
}

/** The security log's fields for a refusal: who (address), what, and what the browser claimed. */
function refusal(c: Context, trustProxy: boolean, reason: string) {
  const claimed = (name: string) => c.req.header(name)?.slice(0, 200);
  return {
    ip: clientIp(c, trustProxy),
    method: c.req.method,
    path: c.req.path,
    reason,
    origin: claimed("origin"),
    fetchSite: claimed("sec-fetch-site"),
  };
}

/** Scheme, host and port, normalised (letter case, default ports); null when it is not an origin. */
function originOf(origin: string): string | null {
  try {
    const { protocol, origin: normalised } = new URL(origin);
    return protocol === "http:" || protocol === "https:" ? normalised : null;
  } catch {
    return null; // "null" (sandboxed frames, file://) or garbage: never this site.
  }
}
