import { useLocalStorage } from "@mantine/hooks";

export type ViewMode = "grid" | "list";

/** Grid or list, remembered between visits like a shopper expects of a store. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [stored, setStored] = useLocalStorage<string>({
    key: "shop-view",
    defaultValue: "grid",
    // Read after the first render: the server-drawn page is a grid, and the browser's first render
    // must draw the same before a saved "list" takes over.
    getInitialValueInEffect: true,
  });
  return [stored === "list" ? "list" : "grid", setStored];
}

/** Columns per breakpoint: two on phones, fewer beside the sidebar (md) than without it (sm). */
export const GRID_COLUMNS = { base: 2, sm: 3, md: 2, lg: 3 } as const;
