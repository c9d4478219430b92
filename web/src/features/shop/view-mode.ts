import { useLocalStorage } from "@mantine/hooks";

export type ViewMode = "grid" | "list";

/** Grid or list, remembered between visits like a shopper expects of a store. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [stored, setStored] = useLocalStorage<string>({
    key: "shop-view",
    defaultValue: "grid",
    getInitialValueInEffect: false,
  });
  return [stored === "list" ? "list" : "grid", setStored];
}

/** Columns per breakpoint: two on phones, fewer beside the sidebar (md) than without it (sm). */
export const GRID_COLUMNS = { base: 2, sm: 3, md: 2, lg: 3 } as const;
