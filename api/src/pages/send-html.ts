import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { isCatalogueFill } from "../http/catalogue-cache";
import type { ResolvedPage } from "./resolve-page";
import { acceptedEncodings } from "./static-files";

/** The page as bytes in the best encoding the browser takes; the shell is small, so it is quick. */
export function sendHtml(
  c: Context,
  html: string,
  page: Pick<ResolvedPage, "status" | "personal" | "drawn">,
  csp: string,
): Response {
  const { status } = page;
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    // Always asked again: the next release has new script names. Someone's own page is kept by
    // nobody: not a shared cache, not the browser's back-forward store of a shared computer.
    "Cache-Control": page.personal ? "private, no-store" : "no-cache",
    "Content-Security-Policy": csp,
    Vary: "Accept-Encoding",
  });
  // A public page the server draws is the same for every visitor: no secret for the opener policy
  // to guard. Sent as same-origin, it made a visit from a fresh tab (a family tapping the team link
  // in a text) swap browsing context groups: Chrome gives the page a new process while tearing down
  // the tab's first one, and the page's first task took twice as long (decision 096). Private pages,
  // the checkout and the admin keep same-origin.
  if (page.drawn && !page.personal) headers.set("Cross-Origin-Opener-Policy", "unsafe-none");
  if (page.personal) {
    // Its address may carry a private link's token: no link or picture on it may send it on.
    headers.set("Referrer-Policy", "no-referrer");
    headers.set("X-Robots-Tag", "noindex");
  }
  // A page the catalogue cache is filling is kept as it is; the cache compresses it itself. It keeps
  // only a 200: any other answer (a 404 page) leaves as sent here, so it is compressed here.
  const accepted =
    isCatalogueFill(c) && status === 200
      ? new Set<string>()
      : acceptedEncodings(c.req.header("accept-encoding"));
  let body: Uint8Array = Buffer.from(html);
  if (accepted.has("br")) {
    body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    headers.set("Content-Encoding", "br");
  } else if (accepted.has("gzip")) {
    body = gzipSync(body);
    headers.set("Content-Encoding", "gzip");
  }
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status, headers });
}
