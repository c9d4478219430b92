import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { insertTeamStore } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../src/logger";
import { warmPages } from "../src/pages/warm-pages";
import { startTestServer, type TestServer } from "./helpers";
import { PAGE_KINDS } from "./page-kinds";

// The page route with a server renderer beside the web build (web/dist-server/entry-server.js): a
// stand-in renderer here, so these checks are about what the server does with a drawn page. The
// real renderer is exercised by the browser suite (e2e/tests/server-rendered.spec.ts).

const manifest = {
  kinds: PAGE_KINDS,
  pages: [
    { path: "/about", title: "About Us", description: "Our story." },
    { path: "/checkout", title: "Checkout", description: "Pay.", noindex: true },
  ],
  notFound: { title: "Page not found", description: "Not here." },
  routes: [{ route: "/about", js: ["/assets/about-abc.js"], css: ["/assets/about-abc.css"] }],
  // What every page's HTML names from the build: the server writes the HTML from it.
  shell: {
    entry: "/assets/index-abc.js",
    preloads: ["/assets/framework-abc.js", "/assets/small-abc.js"],
    styles: ["/assets/index-abc.css"],
    font: "/assets/brand-abc.woff2",
  },
};

// Draws "<h1 class="drawn">Drawn {url}</h1>" with React's leading preload link and hoisted style
// (<style href precedence>); redirects and fails on cue.
const RENDERER = `
export async function renderPage({ url, origin, queries, fetch }) {
  if (url.startsWith("/shop?category=socks")) return { redirectTo: "/shop", html: "", data: [] };
  if (url.startsWith("/broken")) throw new Error("render exploded");
  const answer = url.startsWith("/about") ? await (await fetch("/api/health/live")).status : 0;
  globalThis.__pagesDrawn = (globalThis.__pagesDrawn ?? 0) + 1;
  return {
    html: '<link rel="preload" as="image" href="/hero.svg"/><style data-precedence="mantine" data-href="mantine-abc">.drawn{--hoisted:1}</style><h1 class="drawn">Drawn ' + url + '</h1><p>' + origin + ' ' + answer + '</p><p>drawing ' + globalThis.__pagesDrawn + '</p>',
    data: { rendered: { queries: queries.length } },
    afterHydration: '<span class="later">1</span>',
  };
}`;

// A stand-in for the built loader (web/src/after-paint/loader.ts, web/dist/after-paint.js): what it
// is told to load, in its data attributes, is what the server decides.
const afterPaint = "{/* the after-paint loader */}";
const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

describe(`pages drawn on the server (${testDatabaseEngine})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ keepLogs: true });
    const dist = server.webDistDir;
    await mkdir(path.join(dist, "assets"), { recursive: true });
    await writeFile(path.join(dist, "index.html"), "<!doctype html><title>Vite's own page</title>");
    await writeFile(path.join(dist, "after-paint.js"), `${afterPaint}\n`);
    await writeFile(
      path.join(dist, "assets", "index-abc.css"),
      `@font-face{font-family:Brand;src:url(/assets/brand-abc.woff2)format("woff2")}@layer app{.drawn { color: teal; }.unused { color: red; }.later { color: gold; }@media (min-width: 48em){.drawn, .unused:hover { margin: 0; }.unused { padding: 0; }}}\n`,
    );
    await writeFile(path.join(dist, "assets", "about-abc.css"), ".about { margin: 0; }\n");
    await writeFile(
      path.join(dist, "assets", "framework-abc.js"),
      `export const size = "${"x".repeat(40_000)}";\n`,
    );
    await writeFile(path.join(dist, "assets", "small-abc.js"), "export const size = 1;\n");
    await writeFile(path.join(dist, "pages.json"), JSON.stringify(manifest));
    await mkdir(path.join(dist, "..", "dist-server"), { recursive: true });
    await writeFile(path.join(dist, "..", "dist-server", "entry-server.js"), RENDERER);
  });
  afterAll(() => server?.stop());

  it("puts the drawn markup in #root, its preloads in <head>, and loads the app after the first paint", async () => {
    const res = await fetch(`${server.url}/about`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // The renderer's calls are answered by the app itself, in-process.
    expect(html).toContain(`<div id="root"><h1 class="drawn">Drawn /about</h1><p>${server.url} 200</p>`);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="preload" as="image" href="/hero.svg"/>');
    // The styles React hoists (Mantine's, `<style href precedence>`) go to <head> too: a <style> in
    // <body> is invalid HTML.
    expect(head).toContain(
      '<style data-precedence="mantine" data-href="mantine-abc">.drawn{--hoisted:1}</style>',
    );
    expect(html.slice(html.indexOf("</head>"))).not.toContain("<style");
    // Its styles are inline, cut to the rules its classes (and what the browser adds after hydration)
    // can use: the page paints after one round trip, not after a stylesheet's own, and carries no
    // rule it cannot use.
    expect(head).toContain(
      '<style data-cut-from="/assets/index-abc.css">@layer app{.drawn { color: teal; }.later { color: gold; }@media (min-width: 48em){.drawn, .unused:hover { margin: 0; }}}</style>',
    );
    // Its web fonts are apart, and no preload asks for them: no rule names a face until the page
    // switches them on after its first paint (styles.css, data-web-fonts), so nothing the browser
    // fetches before it but the page's first picture.
    expect(head).toContain(
      '<style id="web-fonts">@font-face{font-family:Brand;src:url(/assets/brand-abc.woff2)format("woff2")}</style>',
    );
    expect(head).not.toContain('as="font"');
    // The route's own sheet too, whole; the after-paint script marks it as in for the code's loader.
    expect(head).toContain("<style>.about { margin: 0; }</style>");
    // No stylesheet link at all: the browser's preload scanner fetches even a disabled one.
    expect(head).not.toContain('<link rel="stylesheet"');
    // No script in <head> competes with the first paint; one hashed inline import follows it.
    expect(head).not.toContain("/assets/index-abc.js");
    expect(head).not.toContain("modulepreload");
    // The entry, the large library (run in a task of its own before the entry) and the route's own
    // code are named beside it, so they download at once; the route's inlined sheets are marked as in.
    expect(html).toContain(
      `<script data-entry="/assets/index-abc.js" data-libraries="/assets/framework-abc.js" data-code="/assets/about-abc.js" data-styles="/assets/about-abc.css">${afterPaint}</script>`,
    );
    expect(res.headers.get("content-security-policy")).toContain(hashOf(afterPaint));
    expect(html).toContain(
      '<script type="application/json" id="initial-data">{"rendered":{"queries":0}}</script>',
    );
  });

  it("leaves the checkout, the portal and the account undrawn, with the entry script as before", async () => {
    for (const address of ["/checkout", "/admin", "/admin/orders", "/account"]) {
      const html = await (await fetch(`${server.url}${address}`)).text();
      expect(html, address).toContain('<div id="root"></div>');
      expect(html, address).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
      expect(html, address).not.toContain(afterPaint);
      expect(html, address).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
      // The stylesheet brings the heading face; fetched with the page, headings never wait for it.
      expect(html, address).toContain('<link rel="preload" href="/assets/brand-abc.woff2" as="font"');
      expect(html, address).not.toContain('id="web-fonts"');
    }
  });

  it("draws a team store and a private link's page for each visit, never from memory", async () => {
    const { store } = await insertTeamStore(server.database.db, { teamName: "Drawn Eagles" });
    for (const address of [`/team/${store.slug}`, `/orders/${"x".repeat(43)}`, "/account/sign-in/link"]) {
      const first = await (await fetch(`${server.url}${address}`)).text();
      const second = await (await fetch(`${server.url}${address}`)).text();
      expect(first, address).toContain(`<h1 class="drawn">Drawn ${address}</h1>`);
      // The stand-in numbers its drawings: a page kept in memory would repeat its number.
      const drawing = (html: string) => /drawing (\d+)/.exec(html)?.[1];
      expect(drawing(second), address).not.toBe(drawing(first));
    }
  });

  it("answers the router's redirect to a canonical address with 302", async () => {
    const res = await fetch(`${server.url}/shop?category=socks`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/shop");
  });

  it("sends a page that fails to draw undrawn, and logs why", async () => {
    const res = await fetch(`${server.url}/broken-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(server.logs).toContainEqual(
      expect.objectContaining({ msg: "server render failed", path: "/broken-page" }),
    );
  });

  it("draws every page of the sitemap ahead, so a first visitor's page comes from memory", async () => {
    const host = "warm.example:8080";
    const get = (path: string) =>
      server.app.fetch(new Request(`http://${host}${path}`, { headers: { host } }));
    const sitemap = await (await get("/sitemap.xml")).text();
    const listed = sitemap.match(/<loc>/g)?.length ?? 0;
    expect(sitemap).toContain(`<loc>http://${host}/about</loc>`);

    const drawn = await warmPages(server.app, host, createLogger("error"));
    expect(drawn).toBe(listed);
    const drawingsAfterWarmUp = (globalThis as { __pagesDrawn?: number }).__pagesDrawn;

    const page = await (await get("/about")).text();
    expect(page).toContain(`<h1 class="drawn">Drawn /about</h1><p>http://${host} 200</p>`);
    // Answered from memory: no page was drawn for this visitor.
    expect((globalThis as { __pagesDrawn?: number }).__pagesDrawn).toBe(drawingsAfterWarmUp);
  });

  it("stops drawing ahead when the server stops", async () => {
    let asked = 0;
    const drawn = await warmPages(server.app, "stopping.example", createLogger("error"), {
      stopped: () => ++asked > 1,
    });
    expect(drawn).toBe(1);
  });
});
