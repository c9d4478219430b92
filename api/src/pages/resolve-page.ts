import { isPersonal } from "../common/page-facts";
import type { BuiltPages, PageMeta, RouteAssets } from "./built-pages";
import { type CallProcedure, type InitialQuery, readFirst } from "./first-reads";

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

export const normalise = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;

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

/**
 * Decides status, words and first data for an address, from its route's facts (the page table)
 * and what the page reads first, read once here with the visitor's own rights (`call`).
 */
export async function resolvePage({
  pages,
  listed,
  pathname,
  call,
}: {
  pages: BuiltPages;
  /** The build's pages with their words, by path. */
  listed: ReadonlyMap<string, PageMeta>;
  pathname: string;
  call: CallProcedure;
}): Promise<ResolvedPage> {
  const path = normalise(pathname);
  const { notFound, redirects = [], routes = [] } = pages.manifest;
  const match = pages.match(path);
  const meta = listed.get(path);
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
  if (!match || (match.kind.words === "listed" && !meta)) return missing();
  const { kind, params } = match;
  const first = await readFirst(kind, params, call);
  if (!first.found) return missing(first.limited ? 429 : 404);
  const words = kind.words === "listed" ? meta : kind.words === "from-reads" ? first.words : kind.words;
  if (!words) return missing();
  return {
    status: 200,
    title: words.title,
    description: words.description,
    personal: isPersonal(kind.audience),
    drawn: kind.drawn,
    index: kind.sitemap && !meta?.noindex,
    preloadImages: [...(meta?.preload ?? []), ...first.images],
    initialQueries: first.queries,
    assets: routeFor(path, routes),
  };
}
