import type { Rollup } from "vite";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The code and styles one page's route needs beyond the entry: what its first load can ask for early. */
export interface RouteAssets {
  /** The route as its file names it: "/team-packages/$sport", "/blog/$slug", "/". */
  route: string;
  js: string[];
  css: string[];
}

const ROUTE_MODULE = /\/src\/routes\/(.+?)\.tsx\?tsr-split=[\w-]*component/;

/** "team-packages/$sport" → "/team-packages/$sport"; "blog/index" → "/blog"; "index" → "/". */
export function routeFromFile(file: string): string | undefined {
  const segments = file.split("/").filter((s) => s !== "index");
  // Pathless layouts (_portal) and the admin portal are not public pages.
  if (segments.some((s) => s.startsWith("_")) || segments[0] === "admin") return undefined;
  return `/${segments.join("/")}`;
}

export const isChunk = (item: OutputBundle[string] | undefined): item is OutputChunk =>
  item?.type === "chunk";

/** A chunk and every chunk it imports statically, by file name. */
export function closure(bundle: OutputBundle, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  const chunk = bundle[start];
  if (isChunk(chunk)) for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

/**
 * For every public page route: the JavaScript chunks its component needs that the entry does not
 * already load, and its stylesheets. The server names them in the page's HTML, so the browser
 * fetches them with the entry instead of after it has run.
 */
export function routeAssets(bundle: OutputBundle): RouteAssets[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) return [];
  const loadedByEntry = closure(bundle, entry.fileName);
  const routes: RouteAssets[] = [];
  for (const chunk of chunks) {
    const file = chunk.facadeModuleId && ROUTE_MODULE.exec(chunk.facadeModuleId)?.[1];
    const route = file ? routeFromFile(file) : undefined;
    if (!route) continue;
    const needed = [...closure(bundle, chunk.fileName)].filter((name) => !loadedByEntry.has(name));
    const css = new Set<string>();
    for (const name of needed) {
      const item = bundle[name];
      if (isChunk(item)) for (const sheet of item.viteMetadata?.importedCss ?? []) css.add(sheet);
    }
    routes.push({ route, js: needed.map((n) => `/${n}`), css: [...css].map((n) => `/${n}`) });
  }
  return routes.sort((a, b) => a.route.localeCompare(b.route));
}
