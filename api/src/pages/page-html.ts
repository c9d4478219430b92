/** Text made safe for HTML content and double-quoted attributes. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The element holding a drawn page's web fonts (web/public/theme-init.js, web/src/after-paint/loader.ts). */
export const WEB_FONTS_ID = "web-fonts";

/** The parts of one page's HTML; everything else is the same on every page. */
export interface PageDocument {
  /** Someone's own page: no link or picture on it may send its address on (first in <head>). */
  personal: boolean;
  title: string;
  /** The heading face, fetched with the page so headings never wait for it (styles.css); undrawn pages. */
  font?: string;
  /**
   * A drawn page's web fonts (`@font-face`). Registered from the start but named by no rule until
   * `data-web-fonts` is on <html> (decisions 094, 095; styles.css): the theme script sets it at once
   * when this browser has them or when the page has none here (a page the browser draws, which
   * preloads its heading face); else the page fetches them after its first paint, for the next page.
   */
  webFonts?: string;
  /** Sets the saved or system colour scheme before the first paint (web/public/theme-init.js). */
  themeScript?: string;
  /** The app's entry and the modules it imports, named in <head>; none on a drawn page. */
  entry?: { src: string; preloads: readonly string[] };
  /** Elements after the entry, in order: the stylesheets, the page's words and links, its preloads. */
  head: readonly string[];
  /** What goes inside #root (empty when the browser draws the page). */
  root: string;
  /** Elements after #root: the data block, the after-paint script. */
  after: readonly string[];
}

/**
 * The whole HTML of a page, written here rather than taken from Vite's index.html: the build lists
 * the entry, its imports and its styles (pages.json, `shell`), and every page's words and first
 * data go in their places without searching text for them.
 */
export function pageDocument(page: PageDocument): string {
  const head = [
    ...(page.personal ? [`<meta name="referrer" content="no-referrer" />`] : []),
    `<meta charset="UTF-8" />`,
    `<meta name="viewport" content="width=device-width, initial-scale=1.0" />`,
    `<link rel="icon" type="image/svg+xml" href="/favicon.svg" />`,
    ...(page.font
      ? [
          `<link rel="preload" href="${escapeHtml(page.font)}" as="font" type="font/woff2" crossorigin fetchpriority="low" />`,
        ]
      : []),
    `<title>${escapeHtml(page.title)}</title>`,
    ...(page.webFonts ? [`<style id="${WEB_FONTS_ID}">${page.webFonts}</style>`] : []),
    page.themeScript ? `<script>${page.themeScript}</script>` : `<script src="/theme-init.js"></script>`,
    ...(page.entry
      ? [
          `<script type="module" crossorigin src="${escapeHtml(page.entry.src)}"></script>`,
          ...page.entry.preloads.map(
            (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
          ),
        ]
      : []),
    ...page.head,
  ];
  return `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    ${head.join("\n    ")}
  </head>
  <body>
    <div id="root">${page.root}</div>${page.after.map((element) => `\n    ${element}`).join("")}
  </body>
</html>
`;
}

/**
 * The first calls' answers as a JSON data block (not a script: it never runs, so the page's CSP
 * has nothing to allow). "<" is escaped so no value can close the element early.
 */
export function dataBlock(data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script type="application/json" id="initial-data">${json}</script>`;
}
