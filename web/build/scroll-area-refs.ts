import type { Plugin } from "vite";

const VIRTUAL = "\0store:scroll-area-merge-refs";

/**
 * Mantine's ScrollArea takes one hook, `useMergeRefs`, from @floating-ui/react. That package is one
 * module, so every page with a table (Table.ScrollContainer is ScrollArea) fetched all of
 * floating-ui, about 14 KB on the wire, for a ref merger. This hands ScrollArea Mantine's own
 * merger instead (same job: every ref gets the node, and null when it goes); pop-overs and
 * dialogs still import floating-ui itself.
 */
export function scrollAreaRefs(): Plugin {
  return {
    name: "store:scroll-area-refs",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "@floating-ui/react" || !importer) return null;
      return /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/.test(importer)
        ? VIRTUAL
        : null;
    },
    load(id) {
      if (id !== VIRTUAL) return null;
      return [
        'import { useMergedRef } from "@mantine/hooks";',
        "export const useMergeRefs = (refs) => useMergedRef(...refs);",
      ].join("\n");
    },
  };
}
