import { useHotkeys } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import { loadQuickSearch } from "./load-quick-search";
import { openQuickSearch, useQuickSearchRequested } from "./quick-search-store";

const QuickSearch = lazy(loadQuickSearch);

/**
 * Listens for Ctrl+K / Cmd+K and "/" everywhere (except while typing in a field) and mounts the
 * quick search once it is first asked for, so its code does not weigh on the first page load.
 */
export function QuickSearchLauncher() {
  const requested = useQuickSearchRequested();
  useHotkeys([
    ["mod+K", openQuickSearch],
    ["/", openQuickSearch],
  ]);

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <QuickSearch />
    </Suspense>
  );
}
