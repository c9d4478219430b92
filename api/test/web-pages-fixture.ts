import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { insertBlogPost } from "@store/db/seed";
import { expect } from "vitest";
import { startTestServer, type TestServer } from "./helpers";
import { PAGE_KINDS } from "./page-kinds";

// The web pages' tests share one made-up build (a shell, a page list, one hashed script, a logo) and
// a blog post, written beside a test server: the served pages, what they read first, and the files.

export const THEME_SCRIPT = "document.documentElement.dataset.theme = 'light';";
export const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Generic description." />
    <title>Clanton Sports Apparel</title>
    <script src="/theme-init.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

export const manifest = {
  kinds: PAGE_KINDS,
  pages: [
    { path: "/", title: "Clanton Sports Apparel: Team Uniforms", description: "Home & more." },
    { path: "/about", title: "About Us", description: 'Our "story" since 2013.' },
    { path: "/shop", title: "Shop All Products", description: "Everything we sell." },
    { path: "/team-packages/soccer", title: "Soccer Team Packages", description: "Soccer packages." },
    { path: "/search", title: "Search", description: "Search the store.", noindex: true },
  ],
  notFound: { title: "Page not found", description: "We couldn't find it." },
  redirects: [{ prefix: "/stock-designs/", to: "/stock-designs" }],
};

export const appJs = `console.log(${JSON.stringify("x".repeat(4000))});`;

/** The fetch API decodes bodies by itself; these tests read the raw bytes through node's http. */
export async function raw(url: string, headers: Record<string, string> = {}) {
  const { request } = await import("node:http");
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * The page once it shows `text`. The factories write beside the app, not through it, so a page
 * kept from before hears of the write by the database's notification: within milliseconds
 * (decision 024), but not necessarily before the very next request.
 */
export async function pageShowing(url: string, text: string): Promise<string> {
  let html = "";
  await expect
    .poll(
      async () => {
        html = await (await fetch(url)).text();
        return html.includes(text);
      },
      { timeout: 3000 },
    )
    .toBe(true);
  return html;
}

/** A test server with the made-up build in its web folder and one blog post. */
export async function startWebPagesServer(): Promise<TestServer> {
  const server = await startTestServer();
  const dist = server.webDistDir;
  await mkdir(path.join(dist, "assets"), { recursive: true });
  await mkdir(path.join(dist, "images"), { recursive: true });
  await writeFile(path.join(dist, "index.html"), SHELL);
  await writeFile(path.join(dist, "theme-init.js"), `${THEME_SCRIPT}\n`);
  await writeFile(path.join(dist, "pages.json"), JSON.stringify(manifest));
  await writeFile(path.join(dist, "after-paint.js"), "{/* the after-paint loader */}\n");
  await writeFile(path.join(dist, "assets", "index-abc123.js"), appJs);
  await writeFile(path.join(dist, "assets", "index-abc123.js.br"), brotliCompressSync(appJs));
  await writeFile(path.join(dist, "assets", "index-abc123.js.gz"), gzipSync(appJs));
  await writeFile(path.join(dist, "images", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await insertBlogPost(server.database.db, {
    slug: "hydration-tips",
    title: "Hydration <Tips>",
    excerpt: "Drink early & often.",
    content: "Drink water before, during and after practice. ".repeat(40),
  });
  return server;
}
