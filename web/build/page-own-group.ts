import type { Rolldown } from "vite";
import { pageTable } from "../src/app/page-table";
import { routeFromFile } from "./route-assets";

const ROUTE_MODULE = /\/src\/routes\/(.+?)\.tsx\?tsr-split=[\w-]*component/;
const PUBLIC_ROUTES = new Set(
  Object.entries(pageTable)
    .filter(([, facts]) => facts.audience === "everyone")
    .map(([route]) => route),
);

/** The public route whose first visit loads this module as its route's code, if any. */
function publicRouteOf(id: string): string | undefined {
  const file = ROUTE_MODULE.exec(id)?.[1];
  const route = file ? routeFromFile(file) : undefined;
  return route && PUBLIC_ROUTES.has(route) ? route : undefined;
}

type Info = Pick<Rolldown.ModuleInfo, "id" | "importers" | "dynamicImporters" | "isEntry">;
type GetInfo = (id: string) => Info | null;

/** The chunk roots a module is statically reached from: the entry or a dynamically imported module
 * (which may be imported statically too: the climb goes on through its importers). */
function rootsOf(id: string, info: GetInfo): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = info(queue.pop() as string);
    if (!current) continue;
    if (current.isEntry || current.dynamicImporters.length > 0) found.add(current.id);
    for (const importer of current.importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return found;
}

/**
 * A chunk group of the modules one page's first visit loads and no other public page's first visit
 * does (decision 080): Rolldown splits them by every set of importers, and the page's on-demand
 * pieces (its forms, its cart editor) and its private sibling pages share most of them, so the page
 * drew some forty small files that brotli packs a third smaller together. Left out: what the entry
 * loads, what another public page loads first, and the chunk roots themselves (the route keeps its
 * chunk, the build check finds pages by it; an on-demand piece stays on demand). What a piece on
 * demand or a private page shares with the page comes with this file when it is fetched.
 */
export function pageOwnGroup(name: string, route: string): Rolldown.CodeSplittingGroup {
  const isOwn = (id: string, info: GetInfo) => {
    const module = info(id);
    if (!module || module.isEntry || module.dynamicImporters.length > 0) return false;
    const roots = [...rootsOf(id, info)];
    return (
      roots.some((root) => publicRouteOf(root) === route) &&
      !roots.some((root) => info(root)?.isEntry || (publicRouteOf(root) ?? route) !== route)
    );
  };
  return {
    name: (id, context) => (isOwn(id, (other) => context.getModuleInfo(other)) ? name : null),
    includeDependenciesRecursively: false,
  };
}
