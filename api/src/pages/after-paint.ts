import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { escapeHtml } from "./page-html";

/** Where the build puts the loader (web/build/after-paint.ts); the server inlines it, never serves it. */
export const AFTER_PAINT_FILE = "after-paint.js";

/** What the loader starts: the app's entry, the large libraries, the page route's own code and styles. */
export interface AfterPaintTargets {
  entry: string;
  libraries: readonly string[];
  code: readonly string[];
  styles: readonly string[];
}

/**
 * The inline script that starts a drawn page's code after its first paint (decision 060): the build
 * of web/src/after-paint/loader.ts, where the when and how are. Its text is the same on every page,
 * one hash in the Content-Security-Policy; what it loads goes in its data attributes.
 */
export function readAfterPaintScript(distDir: string): string | undefined {
  const file = path.join(distDir, AFTER_PAINT_FILE);
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
}

/** The script element for one page, its targets in data attributes the loader reads. */
export function afterPaintTag(script: string, targets: AfterPaintTargets): string {
  const data = Object.entries({
    entry: [targets.entry],
    libraries: targets.libraries,
    code: targets.code,
    styles: targets.styles,
  })
    .filter(([, hrefs]) => hrefs.length > 0)
    .map(([name, hrefs]) => ` data-${name}="${escapeHtml(hrefs.join(" "))}"`)
    .join("");
  return `<script${data}>${script}</script>`;
}
