import { lazy } from "react";
import { drawnOnDemand } from "../../lib/drawn-on-demand";

// The quote's notices (Mantine's Alert, its close button, List) and badge are never on an empty
// form's first view: they come when first shown, each inside its own Suspense with no fallback (decision 080).

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

/** The stock design from `?design=`: the server draws it, so the route's loader preloads it. */
const designNote = drawnOnDemand(() => import("./DesignNote").then((m) => m.DesignNote));
export const DesignNote = designNote.Component;
export const preloadDesignNote = designNote.preload;

/**
 * The "Most Popular" badge (Mantine's Badge) is on a package card, drawn once a sport is chosen:
 * with `?sport=` the server draws it, so the route's loader preloads it.
 */
const popularBadge = drawnOnDemand(() => import("../packages/PopularBadge").then((m) => m.PopularBadge));
export const PopularBadge = popularBadge.Component;
export const preloadPopularBadge = popularBadge.preload;
