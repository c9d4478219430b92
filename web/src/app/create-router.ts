import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { NotFound } from "../features/layout/NotFound";
import { routeTree } from "../routeTree.gen";

/**
 * The one router definition, for the browser and for the server's render of a page: the same
 * routes, options and context on both sides, so a server-drawn page hydrates without a mismatch.
 */
export function createAppRouter(
  queryClient: QueryClient,
  server?: { history: RouterHistory; origin: string },
) {
  return createRouter({
    routeTree,
    // On the server: the page's address as a history of one entry, and the site's own origin for
    // absolute links (the browser knows both by itself).
    ...(server && { history: server.history, origin: server.origin, isServer: true }),
    // Without scroll restoration the router scrolls to the top after every navigation (spec §2:
    // every route change scrolls to the top); in-page updates opt out with `resetScroll: false`.
    scrollRestoration: false,
    defaultPreload: "intent",
    defaultNotFoundComponent: NotFound,
    // Loaders put their data in the query cache; the cache, not the router, decides freshness.
    context: { queryClient },
    defaultPreloadStaleTime: 0,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
