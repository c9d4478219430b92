import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { isPersonal } from "../common/page-facts";
import { isCatalogueFill } from "../http/catalogue-cache";
import { afterPaintScript } from "./after-paint-script";
import type { BuiltPages, PageMeta, RouteAssets } from "./built-pages";
import { type CallProcedure, type InitialQuery, readFirst } from "./first-reads";
import type { OgImage } from "./og-image";
import { classesIn, PrunedStylesheet } from "./pruned-stylesheet";
import type { RenderedMarkup } from "./server-render";
import { acceptedEncodings } from "./static-files";

/** Whether a path fits a route template, where "$name" stands for any one segment. */
function fitsRoute(path: string, route: string): boolean {
  const parts = path.split("/");
  const pattern = route.split("/");
  return parts.length === pattern.length && pattern.every((p, i) => p.startsWith("$") || p === parts[i]);
}

/** The route a path belongs to; a route without parameters wins over one with ("/rush-fees"). */
function routeFor(path: string, routes: readonly RouteAssets[]): RouteAssets | undefined {
  const params = (route: string) => route.split("/").filter((p) => p.startsWith("$")).length;
  return routes.filter((r) => fitsRoute(path, r.route)).sort((a, b) => params(a.route) - params(b.route))[0];
}

/** The answer for one address: which meta, which status, whether search engines may list it. */
export interface ResolvedPage {
  /** 429: the page's first read was refused for too many tries (a private link's limit). */
  status: 200 | 404 | 429;
  /** Someone's own page (page-facts.ts, Audience): private, never stored, no Referer, noindex. */
  personal: boolean;
  /** The server draws it (its content is in the first HTML). */
  drawn: boolean;
  /** The page route's own code and styles, named in the HTML so they load with the entry. */
  assets?: { js: string[]; css: string[] };
  /** Set when the address is unknown but has a better page to go to (302). */
  redirectTo?: string;
  title: string;
  description: string;
  index: boolean;
  preloadImages: string[];
  /** Query answers the app seeds its cache with, so the first screen needs no round trip. */
  initialQueries: InitialQuery[];
}

const BRAND = "Clanton Sports Apparel";
/** The app's entry script and the modules it preloads, as Vite writes them into index.html. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** A library this large is run in a task of its own after a drawn page's first paint. */
const LARGE_MODULE_BYTES = 32 * 1024;
const THEME_SCRIPT_TAG = /<script src="\/theme-init\.js"><\/script>/;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** Where a drawn page's cut of a built stylesheet goes (see PageShell.render). */
const SHEET_PLACE = /<!--inline-sheet:(\d+)-->/g;

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/**
 * The web app's single HTML page, given per address its own title, description, canonical link and
 * status before any script runs: search engines and link previews see the right words, an unknown
 * address is a real 404, and the first big picture starts downloading with the HTML.
 */
export class PageShell {
  private readonly template: string;
  /** The template for a drawn page: no entry script or module preloads in <head>. */
  private readonly drawnTemplate: string;
  /** The script that loads the app after a drawn page's first paint (after-paint-script.ts). */
  private readonly afterPaintScript: string = "";
  private readonly listed: Map<string, PageMeta>;
  /** sha256 sources of the inline scripts, for the Content-Security-Policy of HTML answers. */
  readonly scriptHashes: string[] = [];

  /** Built stylesheets by address, read once: a drawn page carries its styles inline. */
  private readonly stylesheets = new Map<string, string | undefined>();
  /** The app's own stylesheets, parsed once, that each drawn page carries cut to its classes. */
  private readonly inlineSheets: { href: string; sheet: PrunedStylesheet }[] = [];

  constructor(
    private readonly distDir: string,
    private readonly pages: BuiltPages,
  ) {
    let html = readFileSync(path.join(distDir, "index.html"), "utf8");
    // The theme must be set before the first paint; inline, it costs no extra round trip.
    const themeFile = path.join(distDir, "theme-init.js");
    if (existsSync(themeFile) && THEME_SCRIPT_TAG.test(html)) {
      const script = readFileSync(themeFile, "utf8").trim();
      this.scriptHashes.push(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
      html = html.replace(THEME_SCRIPT_TAG, () => `<script>${script}</script>`);
    }
    this.template = html;
    // A drawn page paints from its HTML and styles alone. Its code starts loading after the first
    // paint, so a phone's bandwidth and main thread go to what it shows first, not to 200 KB of
    // script it does not need to read the page.
    const entry = ENTRY_SCRIPT.exec(html)?.[1];
    if (entry) {
      // After the first paint, in short tasks: when and how is in after-paint-script.ts.
      const preloads = [...html.matchAll(MODULE_PRELOADS)].map((match) => match[1] ?? "");
      const script = afterPaintScript(
        entry,
        preloads.filter((href) => this.isLarge(href)),
      );
      this.scriptHashes.push(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
      this.afterPaintScript = script;
      // The built stylesheets go inline, each cut to what the page uses: a phone on a slow network
      // paints a drawn page after one round trip, with no rule it cannot use in the way.
      this.drawnTemplate = html
        .replace(ENTRY_SCRIPT, "")
        .replace(MODULE_PRELOADS, "")
        .replace(STYLESHEET_LINK, (link, href: string) => {
          const text = this.stylesheet(href);
          if (!text) return link;
          this.inlineSheets.push({ href, sheet: new PrunedStylesheet(text) });
          return `<!--inline-sheet:${this.inlineSheets.length - 1}-->`;
        });
    } else {
      this.drawnTemplate = html;
    }
    this.listed = new Map(pages.manifest.pages.map((page) => [page.path, page]));
  }

  /**
   * A built stylesheet's text to put inline, or undefined when it cannot be (not a built asset, or
   * text that would end the style element).
   */
  private stylesheet(href: string): string | undefined {
    if (!this.stylesheets.has(href)) {
      const file = path.join(this.distDir, href);
      const text =
        href.startsWith("/assets/") && !href.includes("..") && existsSync(file)
          ? readFileSync(file, "utf8").trim()
          : undefined;
      this.stylesheets.set(href, text && !/<\/style/i.test(text) ? text : undefined);
    }
    return this.stylesheets.get(href);
  }

  /** Whether a built module is large enough to be run in a task of its own. */
  private isLarge(href: string): boolean {
    const file = path.join(this.distDir, href);
    return href.startsWith("/assets/") && !href.includes("..") && existsSync(file)
      ? statSync(file).size >= LARGE_MODULE_BYTES
      : false;
  }

  /** The after-paint script, told the page route's own code (fetched beside the entry). */
  private afterPaintTag(page: ResolvedPage): string {
    if (!this.afterPaintScript) return "";
    const code = (page.assets?.js ?? []).join(" ");
    const styles = (page.assets?.css ?? []).filter((href) => this.stylesheet(href)).join(" ");
    const data = [
      code && ` data-code="${escapeHtml(code)}"`,
      styles && ` data-styles="${escapeHtml(styles)}"`,
    ].join("");
    return `\n    <script${data}>${this.afterPaintScript}</script>`;
  }

  /** Every page the build lists for search engines, for the sitemap. */
  indexablePages(): PageMeta[] {
    return [...this.listed.values()].filter(
      (page) => !page.noindex && this.pages.match(page.path)?.kind.sitemap,
    );
  }

  /**
   * Decides status, words and first data for an address, from its route's facts (the page table)
   * and what the page reads first, read once here with the visitor's own rights (`call`).
   */
  async resolve(pathname: string, call: CallProcedure): Promise<ResolvedPage> {
    const path = normalise(pathname);
    const { notFound, redirects = [], routes = [] } = this.pages.manifest;
    const match = this.pages.match(path);
    const listed = this.listed.get(path);
    const missing = (status: 404 | 429 = 404): ResolvedPage => ({
      status,
      ...notFound,
      personal: match ? isPersonal(match.kind.audience) : false,
      // A 404 is drawn: the store's own not-found page, readable without script.
      drawn: status === 404,
      index: false,
      preloadImages: [],
      initialQueries: [],
      redirectTo: status === 404 ? redirects.find((r) => path.startsWith(r.prefix))?.to : undefined,
    });
    // A "listed" route has exactly the addresses the list names (/team-packages/curling is none).
    if (!match || (match.kind.words === "listed" && !listed)) return missing();
    const { kind, params } = match;
    const first = await readFirst(kind, params, call);
    if (!first.found) return missing(first.limited ? 429 : 404);
    const words = kind.words === "listed" ? listed : kind.words === "from-reads" ? first.words : kind.words;
    if (!words) return missing();
    return {
      status: 200,
      title: words.title,
      description: words.description,
      personal: isPersonal(kind.audience),
      drawn: kind.drawn,
      index: kind.sitemap && !listed?.noindex,
      preloadImages: [...(listed?.preload ?? []), ...first.images],
      initialQueries: first.queries,
      assets: routeFor(path, routes),
    };
  }

  /**
   * The HTML for a resolved page, with absolute links built on `origin`: drawn when the server
   * rendered it (`markup`), else the empty shell the app draws into; `image` is its link preview.
   */
  render(
    page: ResolvedPage,
    origin: string,
    pathname: string,
    image: OgImage,
    markup?: RenderedMarkup,
  ): string {
    const title = page.title.startsWith(BRAND) ? page.title : `${page.title} | ${BRAND}`;
    const url = `${origin}${normalise(pathname)}`;
    const head = [
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${BRAND}" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      `<meta property="og:image" content="${escapeHtml(image.url)}" />`,
      `<meta property="og:image:type" content="${image.type}" />`,
      `<meta property="og:image:width" content="${image.width}" />`,
      `<meta property="og:image:height" content="${image.height}" />`,
      `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
      ...(page.index ? [] : [`<meta name="robots" content="noindex" />`]),
      ...page.preloadImages.map(
        (href) => `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high" />`,
      ),
      // The page's own code and styles, fetched with the entry rather than after it has run (a drawn
      // page's code comes after its first paint, with the entry).
      ...(page.assets?.css ?? []).map((href) => {
        const inline = markup && this.stylesheet(href);
        // Inline on a drawn page; the after-paint script tells the code's loader that it is in
        // (`data-styles`), or the route's code would add it again and restyle the page for nothing.
        return inline
          ? `<style>${inline}</style>`
          : `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`;
      }),
      ...(markup ? [] : (page.assets?.js ?? [])).map(
        (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`,
      ),
    ].join("\n    ");
    const html = (markup ? this.drawnTemplate : this.template)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      // First in <head>, before anything the page fetches: the header says so too (sendHtml).
      .replace("<head>", () =>
        page.personal ? `<head>\n    <meta name="referrer" content="no-referrer" />` : "<head>",
      )
      .replace(/<meta name="description"[^>]*>\s*/, "")
      .replace("</head>", () => `    ${head}${markup?.head ? `\n    ${markup.head}` : ""}\n  </head>`)
      .replace('<div id="root"></div>', () =>
        markup
          ? `<div id="root">${markup.html}</div>${dataBlock(markup.data)}${this.afterPaintTag(page)}`
          : `<div id="root"></div>${page.initialQueries.length > 0 ? dataBlock(page.initialQueries) : ""}`,
      );
    if (!markup) return html;
    const classes = classesIn(html + (markup.afterHydration ?? ""));
    return html.replace(SHEET_PLACE, (_place, index: string) => {
      const inline = this.inlineSheets[Number(index)];
      // Named by its whole sheet: the browser puts the whole in its place before it draws another
      // page, whose classes the cut may lack (web/src/styles/full-styles.ts).
      return inline
        ? `<style data-cut-from="${escapeHtml(inline.href)}">${inline.sheet.cut(classes)}</style>`
        : "";
    });
  }
}

/**
 * The first calls' answers as a JSON data block (not a script: it never runs, so the page's CSP
 * has nothing to allow). "<" is escaped so no value can close the element early.
 */
function dataBlock(data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `\n    <script type="application/json" id="initial-data">${json}</script>`;
}

/** The page as bytes in the best encoding the browser takes; the shell is small, so it is quick. */
export function sendHtml(
  c: Context,
  html: string,
  page: Pick<ResolvedPage, "status" | "personal">,
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
