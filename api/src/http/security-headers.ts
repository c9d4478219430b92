import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { isHttps } from "./client-ip";

/**
 * Headers on every response. Scripts only from this origin (the theme script is a file, not
 * inline); Mantine sets style attributes, hence 'unsafe-inline' for styles only.
 */
const baseHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", "https:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    frameSrc: ["https://www.google.com", "https://maps.google.com"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: "strict-origin-when-cross-origin",
  // HSTS is added below only for HTTPS answers; over plain HTTP it means nothing.
  strictTransportSecurity: false,
  xFrameOptions: "DENY",
  crossOriginEmbedderPolicy: false,
});

/** Uploaded files are documents to look at, never pages: no scripts, no plugins, sandboxed. */
const INERT_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export function securityHeaders(
  trustProxy: boolean,
  inertPrefixes: string[] = ["/uploads/"],
): MiddlewareHandler {
  return async (c, next) => {
    await baseHeaders(c, next);
    if (isHttps(c, trustProxy))
      c.res.headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (inertPrefixes.some((prefix) => c.req.path.startsWith(prefix))) {
      c.res.headers.set("Content-Security-Policy", INERT_POLICY);
    }
  };
}
