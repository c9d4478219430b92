import type { Plugin, Rollup } from "vite";
import { pageTable } from "../src/app/page-table";
import { closure, isChunk, routeFromFile } from "./route-assets";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const ROUTE_MODULE = /\/src\/routes\/(.+?)\.tsx\?tsr-split=[\w-]*component/;
/**
 * The portal's code. Its door, which the route tree runs before any portal code loads (who is
 * signed in, the access rule, "Checking access..."), lives in app/admin-door/, outside it.
 */
const ADMIN_CODE = /[\\/]web[\\/]src[\\/]features[\\/]admin[\\/]/;

/**
 * What is wrong with a build's chunks, in words (none: an empty list):
 * - a chunk group of the config that came out empty: its test no longer matches what it was written
 *   for (a package renamed its files), and what it held went silently elsewhere, maybe into every page;
 * - a public page (the page table's `everyone` routes) whose static imports, from the entry and its
 *   own route's code, reach the admin portal's code (web/src/features/admin/): every visitor would
 *   download staff screens;
 * - a public route whose code the build does not show as a route chunk (the check would miss it).
 */
export function chunkProblems(bundle: OutputBundle, groupNames: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const problems: string[] = [];
  for (const name of groupNames) {
    if (!chunks.some((chunk) => chunk.name === name && chunk.moduleIds.length > 0)) {
      problems.push(`chunk group "${name}" came out empty: its test matches no module of the build`);
    }
  }
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return [...problems, "the build has no entry chunk"];
  const publicRoutes = Object.entries(pageTable)
    .filter(([, facts]) => facts.audience === "everyone")
    .map(([route]) => route);
  const routeChunks = new Map<string, OutputChunk>();
  for (const chunk of chunks) {
    const file = chunk.facadeModuleId && ROUTE_MODULE.exec(chunk.facadeModuleId)?.[1];
    const route = file ? routeFromFile(file) : undefined;
    if (route) routeChunks.set(route, chunk);
  }
  for (const route of publicRoutes) {
    const own = routeChunks.get(route);
    if (!own) {
      problems.push(`public page ${route}: no route chunk found for it`);
      continue;
    }
    const loaded = new Set([...closure(bundle, entry.fileName), ...closure(bundle, own.fileName)]);
    for (const file of loaded) {
      const chunk = bundle[file];
      const admin = isChunk(chunk) ? chunk.moduleIds.filter((id) => ADMIN_CODE.test(id)) : [];
      if (admin.length > 0) {
        problems.push(
          `public page ${route} loads admin code through ${file}: ${admin.slice(0, 3).join(", ")}`,
        );
      }
    }
  }
  return problems;
}

/** Fails the browser build on any of `chunkProblems`, naming each. */
export function chunkCheck(groupNames: readonly string[]): Plugin {
  return {
    name: "store:chunk-check",
    apply: "build",
    generateBundle(_options, bundle) {
      const problems = chunkProblems(bundle, groupNames);
      if (problems.length > 0) this.error(`The build's chunks:\n- ${problems.join("\n- ")}`);
    },
  };
}
