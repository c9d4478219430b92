import { type ComponentProps, createElement, lazy } from "react";
import type { DesignNote as Note } from "./DesignNote";

// The quote's notices (Mantine's Alert, its close button, List) are never on an empty form's first
// view: they come when first shown, each inside its own Suspense with no fallback (decision 080).

/** A request or a file that failed. */
export const FailureAlert = lazy(() =>
  import("../layout/FailureAlert").then((m) => ({ default: m.FailureAlert })),
);

/** A roster larger than its package: the server's form has no roster, so never on its page. */
export const ExtraPlayersAlert = lazy(() =>
  import("./ExtraPlayersAlert").then((m) => ({ default: m.ExtraPlayersAlert })),
);

/** What an import added and the lines it could not read. */
export const RosterReport = lazy(() => import("./RosterReport").then((m) => ({ default: m.RosterReport })));

/**
 * The stock design from `?design=`: the server draws it, so the route's loader preloads it and it
 * is drawn at once from then on. What lib/drawn-on-demand.ts does, written out here: that module is
 * the team page's, and shared with this page it became a file of its own for both.
 */
let loadedNote: typeof Note | undefined;
const loadNote = () => import("./DesignNote").then((m) => m.DesignNote);
export const preloadDesignNote = () =>
  loadNote().then((component) => {
    loadedNote = component;
  });
const LazyNote = lazy(() => loadNote().then((component) => ({ default: component })));
export function DesignNote(props: ComponentProps<typeof Note>) {
  return createElement(loadedNote ?? LazyNote, props);
}
