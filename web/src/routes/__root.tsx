import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext } from "@tanstack/react-router";
import { NotFound } from "../features/layout/NotFound";
import { PublicFrame } from "../features/layout/PublicFrame";
import { stylesBeforeRoute } from "../styles/mantine-all";

/** What every route's beforeLoad and loader receive: the one query cache, to load data into. */
export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // In the browser, a page that was not drawn by the server waits for the whole of Mantine's styles.
  beforeLoad: () => stylesBeforeRoute(),
  component: PublicFrame,
  notFoundComponent: NotFound,
});
