import type { SpotlightStore } from "@mantine/spotlight";

/**
 * Marks the first result as the one Enter opens. Spotlight does this itself only right after the
 * query changes; results that arrive later (products or posts still loading) would otherwise leave
 * nothing, or a stale row, selected.
 */
export function selectFirstResult(store: SpotlightStore) {
  const { listId } = store.getState();
  const list = listId ? document.getElementById(listId) : null;
  if (!list) return;
  for (const row of list.querySelectorAll("[data-selected]")) row.removeAttribute("data-selected");
  const first = list.querySelector("[data-action]");
  first?.setAttribute("data-selected", "true");
  store.updateState((state) => ({ ...state, selected: first ? 0 : -1 }));
}
