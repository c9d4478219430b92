import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterPaintTag, readAfterPaintScript } from "./after-paint";
import type { BuiltPages, PageMeta, ShellAssets } from "./built-pages";
import type { CallProcedure } from "./first-reads";
import type { OgImage } from "./og-image";
import { dataBlock, escapeHtml, pageDocument } from "./page-html";
import { classesIn, PrunedStylesheet } from "./pruned-stylesheet";
import { normalise, type ResolvedPage, resolvePage } from "./resolve-page";
import type { RenderedMarkup } from "./server-render";

const BRAND = "Clanton Sports Apparel";
/** A library this large is run in a task of its own after a drawn page's first paint. */
const LARGE_MODULE_BYTES = 32 * 1024;

const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/**
 * The web app's pages, given per address its own title, description, canonical link and status
 * before any script runs: search engines and link previews see the right words, an unknown address
 * is a real 404, and the first big picture starts downloading with the HTML. The HTML itself is
 * written by page-html.ts from what the build lists (pages.json).
 */
export class PageShell {
  /** sha256 sources of the inline scripts, for the Content-Security-Policy of HTML answers. */
  readonly scriptHashes: string[] = [];
  private readonly themeScript: string | undefined;
  /** The script that loads the app after a drawn page's first paint (web/src/after-paint/loader.ts). */
  private readonly afterPaintScript: string | undefined;
  private readonly shell: ShellAssets | undefined;
  /** The entry's imports large enough to run in a task of their own after the first paint. */
  private readonly libraries: string[] = [];
  private readonly listed: Map<string, PageMeta>;
  /** Built stylesheets by address, read once: a drawn page carries its styles inline. */
  private readonly stylesheets = new Map<string, string | undefined>();
  /** The app's own stylesheets, parsed once, that each drawn page carries cut to its classes. */
  private readonly inlineSheets = new Map<string, PrunedStylesheet>();
  /** Those sheets' web fonts, which a drawn page carries apart (page-html.ts, `webFonts`). */
  private readonly webFonts: string | undefined;

  constructor(
    private readonly distDir: string,
    private readonly pages: BuiltPages,
  ) {
    // The theme must be set before the first paint; inline, it costs no extra round trip.
    const themeFile = path.join(distDir, "theme-init.js");
    if (existsSync(themeFile)) {
      this.themeScript = readFileSync(themeFile, "utf8").trim();
      this.scriptHashes.push(hashOf(this.themeScript));
    }
    this.shell = pages.manifest.shell;
    // A drawn page paints from its HTML and styles alone. Its code starts loading after the first
    // paint, so a phone's bandwidth and main thread go to what it shows first, not to 200 KB of
    // script it does not need to read the page.
    this.afterPaintScript = this.shell && readAfterPaintScript(distDir);
    // A drawn page without it would never run its code: a build that lacks it is refused outright.
    if (this.shell && !this.afterPaintScript)
      throw new Error(`${distDir} has no after-paint.js beside pages.json: build the web app again`);
    if (this.shell && this.afterPaintScript) {
      this.scriptHashes.push(hashOf(this.afterPaintScript));
      this.libraries = this.shell.preloads.filter((href) => this.isLarge(href));
      // The built stylesheets go inline, each cut to what the page uses: a phone on a slow network
      // paints a drawn page after one round trip, with no rule it cannot use in the way.
      for (const href of this.shell.styles) {
        const text = this.stylesheet(href);
        if (text) this.inlineSheets.set(href, new PrunedStylesheet(text));
      }
      const faces = [...this.inlineSheets.values()].flatMap((sheet) => sheet.fontFaces);
      this.webFonts = faces.length > 0 ? faces.join("") : undefined;
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

  /** Every page the build lists for search engines, for the sitemap. */
  indexablePages(): PageMeta[] {
    return [...this.listed.values()].filter(
      (page) => !page.noindex && this.pages.match(page.path)?.kind.sitemap,
    );
  }

  /** Status, words and first data for an address (resolve-page.ts). */
  resolve(pathname: string, call: CallProcedure): Promise<ResolvedPage> {
    return resolvePage({ pages: this.pages, listed: this.listed, pathname, call });
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
    const classes = markup && classesIn(`${markup.head ?? ""}${markup.html}${markup.afterHydration ?? ""}`);
    const head = [
      // A drawn page carries the app's stylesheets inline, each cut to the page's classes. Named by
      // its whole sheet: the browser puts the whole in its place before it draws another page, whose
      // classes the cut may lack (web/src/styles/full-styles.ts).
      ...(this.shell?.styles ?? []).map((href) => {
        const sheet = classes && this.inlineSheets.get(href);
        return sheet
          ? `<style data-cut-from="${escapeHtml(href)}">${sheet.cut(classes)}</style>`
          : `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`;
      }),
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
      ...(markup?.head ? [markup.head] : []),
    ];
    return pageDocument({
      personal: page.personal,
      title,
      // A drawn page's fonts come after its first paint; an undrawn one fetches its heading face early.
      font: markup ? undefined : this.shell?.font,
      webFonts: markup ? this.webFonts : undefined,
      themeScript: this.themeScript,
      // On a drawn page the code starts after the first paint (the after-paint script), not in <head>.
      entry: this.shell && !markup ? { src: this.shell.entry, preloads: this.shell.preloads } : undefined,
      head,
      root: markup?.html ?? "",
      after: markup
        ? [dataBlock(markup.data), ...this.afterPaint(page)]
        : page.initialQueries.length > 0
          ? [dataBlock(page.initialQueries)]
          : [],
    });
  }

  /** The after-paint script, told the entry, the large libraries and the page route's own code. */
  private afterPaint(page: ResolvedPage): string[] {
    if (!this.shell || !this.afterPaintScript) return [];
    return [
      afterPaintTag(this.afterPaintScript, {
        entry: this.shell.entry,
        libraries: this.libraries,
        code: page.assets?.js ?? [],
        styles: (page.assets?.css ?? []).filter((href) => this.stylesheet(href)),
      }),
    ];
  }
}
