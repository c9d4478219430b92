import { startTransition, useEffect, useState } from "react";

export type ViewMode = "grid" | "list";

const KEY = "shop-view";

// Stored as JSON ("\"list\""), as it was when Mantine's useLocalStorage kept it: a shopper's saved
// choice survives. A few lines here instead of that hook spare the shop 0.7 KB (decision 062).
const saved = (): ViewMode => {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? "null") === "list" ? "list" : "grid";
  } catch {
    return "grid";
  }
};

/** Grid or list, remembered between visits like a shopper expects of a store. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [view, setView] = useState<ViewMode>("grid");
  // Read after the first render: the server-drawn page is a grid, and the browser's first render
  // must draw the same before a saved "list" takes over.
  // Both as transitions: the list's rows are a chunk of their own (ProductGrid.tsx), and the grid
  // stays on screen until they are ready.
  useEffect(() => startTransition(() => setView(saved())), []);
  const choose = (mode: ViewMode) => {
    startTransition(() => setView(mode));
    try {
      localStorage.setItem(KEY, JSON.stringify(mode));
    } catch {
      // Storage refused (private mode, full): the choice holds for this visit.
    }
  };
  return [view, choose];
}

/** Columns per breakpoint: two on phones, fewer beside the sidebar (md) than without it (sm). */
export const GRID_COLUMNS = { base: 2, sm: 3, md: 2, lg: 3 } as const;
