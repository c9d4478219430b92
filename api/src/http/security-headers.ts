import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { isHttps } from "./client-ip";

/**
 * The Content-Security-Policy of every answer. Scripts only from this origin, plus inline scripts
 * named by their hash (the page shell's theme script); Mantine sets style attributes, hence
 * 'unsafe-inline' for styles only.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const DEFAULT_POLICY = contentSecurityPolicy();

const baseHeaders = secureHeaders({
  contentSecurityPolicy: undefined,
  referrerPolicy: "strict-origin-when-cross-origin",
  // HSTS is added below only for HTTPS answers; over plain HTTP it means nothing.
  strictTransportSecurity: false,
  xFrameOptions: "DENY",
  crossOriginEmbedderPolicy: false,
});

/** Headers an answer may set for itself, which the defaults above do not overwrite. */
const OWN_POLICIES = ["Referrer-Policy", "Cross-Origin-Opener-Policy"] as const;

/** Uploaded files are documents to look at, never pages: no scripts, no plugins, sandboxed. */
const INERT_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export function securityHeaders(
  trustProxy: boolean,
  inertPrefixes: string[] = ["/uploads/"],
): MiddlewareHandler {
  return async (c, next) => {
    // An answer that sets its own referrer or opener policy keeps it (a private link's page sends no
    // referrer; a public drawn page stays in its visitor's browsing context group, send-html.ts).
    const own = new Map<string, string>();
    await baseHeaders(c, async () => {
      await next();
      for (const name of OWN_POLICIES) {
        const value = c.res.headers.get(name);
        if (value) own.set(name, value);
      }
    });
    for (const [name, value] of own) c.res.headers.set(name, value);
    if (isHttps(c, trustProxy))
      c.res.headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    // Link-preview cards are shown by other sites (chat apps' web clients, social networks).
    if (c.req.path.startsWith("/og/")) c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
    if (inertPrefixes.some((prefix) => c.req.path.startsWith(prefix))) {
      c.res.headers.set("Content-Security-Policy", INERT_POLICY);
    } else if (!c.res.headers.has("Content-Security-Policy")) {
      // The page shell sets its own, with the hashes of its inline scripts.
      c.res.headers.set("Content-Security-Policy", DEFAULT_POLICY);
    }
  };
}
