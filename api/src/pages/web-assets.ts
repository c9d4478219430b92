import { existsSync } from "node:fs";
import path from "node:path";
import { type Context, Hono } from "hono";
import { describeError } from "../errors/describe-error";
import { siteOrigin } from "../http/client-ip";
import { contentSecurityPolicy } from "../http/security-headers";
import type { Logger } from "../logger";
import type { BuiltPages } from "./built-pages";
import type { CallProcedure } from "./first-reads";
import type { OgImage } from "./og-image";
import { PageShell } from "./page-shell";
import { sendHtml } from "./send-html";
import { serverRenderer } from "./server-render";
import { robotsTxt, sitemapXml } from "./sitemap";
import { loadStaticFiles, sendStaticFile } from "./static-files";

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Store not built</title>
<p>The web app has not been built yet. Run <code>npm start</code> (it builds first) or <code>npm run build</code>.</p>`;

/**
 * Serves the built web app: its files from memory (precompressed, cached by kind), the sitemap and
 * robots.txt, and for every other address the page shell with that page's title, description
 * and status (404 for addresses the store does not have).
 */
export function webAssets(
  distDir: string,
  pages: BuiltPages,
  options: {
    trustProxy: boolean;
    logger: Logger;
    /** Addresses for the sitemap that only the database knows (products, blog posts). */
    sitemapPaths(): Promise<string[]>;
    /** Calls a page's first reads with the visitor's rights (pages/page-caller.ts). */
    callerFor(c: Context): Promise<CallProcedure>;
    /** The link-preview card a page names (pages/og-image.ts). */
    previewFor(pathname: string, origin: string): Promise<OgImage>;
    /** Answers the calls a page's loaders make while the server draws it (the app itself). */
    answerInProcess(c: Context): typeof fetch;
  },
) {
  const { trustProxy, logger } = options;
  const app = new Hono();
  const renderer = serverRenderer(distDir);
  const indexPath = path.join(distDir, "index.html");

  // Read on first use: a new build means a new server start anyway.
  let files: ReturnType<typeof loadStaticFiles> | undefined;
  let shell: PageShell | undefined;
  const built = () => existsSync(indexPath);
  const getFiles = () => {
    files ??= loadStaticFiles(distDir);
    return files;
  };
  const getShell = () => {
    shell ??= new PageShell(distDir, pages);
    return shell;
  };

  // Absolute links come from the origin the public cache keys the answer on, never another.
  const originOf = (c: Context) => siteOrigin(c, trustProxy);
  app.get("/robots.txt", (c) => c.text(robotsTxt(originOf(c))));
  app.get("/sitemap.xml", async (c) => {
    if (!built()) return c.text("Not found", 404);
    const origin = originOf(c);
    const paths = [
      ...getShell()
        .indexablePages()
        .map((page) => page.path),
      ...(await options.sitemapPaths()),
    ];
    c.header("Content-Type", "application/xml; charset=utf-8");
    return c.body(sitemapXml(origin, paths));
  });

  app.get("*", async (c) => {
    if (!built()) {
      // Before the first build there is nothing to serve; the shell route explains.
      return path.extname(c.req.path) ? c.text("Not found", 404) : c.html(NOT_BUILT, 503);
    }
    const file = getFiles().get(c.req.path);
    if (file) return sendStaticFile(c, file);
    // A missing file (it has an extension) is a real 404, not the app shell.
    if (path.extname(c.req.path)) return c.text("Not found", 404);

    const page = getShell();
    const resolved = await page.resolve(c.req.path, await options.callerFor(c));
    if (resolved.redirectTo) return c.redirect(resolved.redirectTo, 302);
    const origin = originOf(c);
    const markup = resolved.drawn
      ? await renderer
          .render(new URL(c.req.url), origin, resolved.initialQueries, options.answerInProcess(c))
          .catch((error: unknown) => {
            // A page that fails to draw still goes out: undrawn, the browser draws it as before.
            logger.error("server render failed", { path: c.req.path, error: describeError(error) });
            return undefined;
          })
      : undefined;
    if (markup?.redirectTo) return c.redirect(markup.redirectTo, 302);
    // Someone's own page, or a page that is not there, previews as the store: never a link's data.
    const shown = resolved.personal || resolved.status !== 200 ? "/" : c.req.path;
    const image = await options.previewFor(shown, origin);
    const html = page.render(resolved, origin, c.req.path, image, markup);
    return sendHtml(c, html, resolved, contentSecurityPolicy(page.scriptHashes));
  });
  return app;
}
