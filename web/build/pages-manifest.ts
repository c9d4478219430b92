import type { Plugin } from "vite";
import { pageTable } from "../src/app/page-table";
import { notFoundMeta, staticPages, unknownRedirects } from "../src/data/page-meta";
import { AFTER_PAINT_SCRIPT, afterPaintScript } from "./after-paint";
import { shellAssets } from "./page-shell-assets";
import { routeAssets } from "./route-assets";

/** Where the server finds the manifest inside the build. */
export const PAGES_MANIFEST = "pages.json";

/**
 * Emits pages.json into the build: every page route's facts (the page table), every public page
 * the app knows without a database, with its title and description, and the code and styles each
 * page route loads beyond the entry, and what every page's HTML names (the entry, its imports and
 * styles). The server reads it to write each page's HTML itself, to answer unknown addresses with a
 * real 404, to give each page its own title and description before any script runs, and for the
 * sitemap. Beside it goes the after-paint loader, built from TypeScript, which the server inlines.
 */
export function pagesManifest(): Plugin {
  return {
    name: "store:pages-manifest",
    apply: "build",
    async generateBundle(_options, bundle) {
      const manifest = {
        kinds: Object.entries(pageTable).map(([route, facts]) => ({ route, ...facts })),
        pages: staticPages,
        notFound: notFoundMeta,
        redirects: unknownRedirects,
        routes: routeAssets(bundle),
        shell: shellAssets(bundle),
      };
      this.emitFile({
        type: "asset",
        fileName: PAGES_MANIFEST,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
      this.emitFile({ type: "asset", fileName: AFTER_PAINT_SCRIPT, source: await afterPaintScript() });
    },
  };
}
