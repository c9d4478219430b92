import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { isPersonal, type PageKind, routeParams } from "../common/page-facts";
import { addPrivateLinkRoutes } from "../logging/redact";

/** A page's title and description as the built web app lists them (web/src/data/page-meta.ts). */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Served, but kept out of search engines and the sitemap. */
  noindex?: boolean;
  /** Pictures the page paints first and large. */
  preload?: string[];
}

/** Per page route ("/team-packages/$sport"), the code and styles it loads beyond the entry. */
export interface RouteAssets {
  route: string;
  js: string[];
  css: string[];
}

/** What every page's HTML names from the build (web/build/page-shell-assets.ts). */
export interface ShellAssets {
  /** The app's entry module. */
  entry: string;
  /** The modules the entry imports statically, in the order they are imported. */
  preloads: string[];
  /** The stylesheets the entry and its imports bring. */
  styles: string[];
  /** The heading face, preloaded with the page. */
  font?: string;
}

/** pages.json, as web/build/pages-manifest.ts writes it. */
export interface PagesManifest {
  /** Every page route's facts: the page table (web/src/app/page-table.ts). */
  kinds: PageKind[];
  /** Every public page whose address is known without the database, with its words. */
  pages: PageMeta[];
  notFound: Omit<PageMeta, "path">;
  /** Unknown addresses under a prefix that go to a list page instead of the not-found page. */
  redirects?: { prefix: string; to: string }[];
  routes?: RouteAssets[];
  /** Absent in a build without an entry (the tests' stand-in builds): pages go out without code. */
  shell?: ShellAssets;
}

/** A path's route and that route's parameters. */
export interface PageMatch {
  kind: PageKind;
  params: Record<string, string>;
}

export const PAGES_MANIFEST = "pages.json";

const EMPTY: PagesManifest = { kinds: [], pages: [], notFound: { title: "Page not found", description: "" } };

const paramCount = (route: string) => route.split("/").filter((part) => part.startsWith("$")).length;

/**
 * The built web app's pages, read once from its pages.json on first use (a new build means a new
 * server start). Everything the server decides per page address comes from here: whether it is
 * drawn, kept, personal, listed, titled, and which route's code it loads.
 */
export class BuiltPages {
  private loaded: PagesManifest | undefined;
  private kindsByLength = new Map<number, PageKind[]>();

  constructor(private readonly distDir: string) {}

  get manifest(): PagesManifest {
    if (!this.loaded) {
      const file = path.join(this.distDir, PAGES_MANIFEST);
      const manifest: PagesManifest = existsSync(file)
        ? { ...EMPTY, ...(JSON.parse(readFileSync(file, "utf8")) as Partial<PagesManifest>) }
        : EMPTY;
      assertSafe(manifest.kinds);
      // A route with no parameters wins over one with ("/team-packages/quote" over "$sport").
      const kinds = [...manifest.kinds].sort((a, b) => paramCount(a.route) - paramCount(b.route));
      for (const kind of kinds) {
        const length = kind.route.split("/").length;
        this.kindsByLength.set(length, [...(this.kindsByLength.get(length) ?? []), kind]);
      }
      // Tokens in these pages' addresses are kept out of the logs, guessed ones too.
      addPrivateLinkRoutes(kinds.filter((kind) => kind.audience === "link-holder").map((kind) => kind.route));
      this.loaded = manifest;
    }
    return this.loaded;
  }

  /** The page route a path belongs to, or undefined when the web app has none. */
  match(pathname: string): PageMatch | undefined {
    const { kinds } = this.manifest;
    const normal = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    for (const kind of this.kindsByLength.get(normal.split("/").length) ?? []) {
      const params = routeParams(kind.route, normal);
      if (params) return { kind, params };
    }
    // A whole area under one route (the staff portal draws its own screens).
    const area = kinds.find((kind) => kind.audience === "staff" && normal.startsWith(`${kind.route}/`));
    return area ? { kind: area, params: {} } : undefined;
  }
}

/** A personal page kept in a shared cache would be served to the next visitor: refused at load. */
function assertSafe(kinds: readonly PageKind[]): void {
  for (const kind of kinds) {
    if (isPersonal(kind.audience) && (kind.cached || kind.sitemap))
      throw new Error(
        `pages.json: ${kind.route} is personal (${kind.audience}) but cached or in the sitemap`,
      );
  }
}
