import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext } from "@tanstack/react-router";
import { NotFound } from "../features/layout/NotFound";
import { PublicFrame } from "../features/layout/PublicFrame";
import { stylesBeforeDrawing } from "../styles/full-styles";

/** What every route's beforeLoad and loader receive: the one query cache, to load data into. */
export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every navigation (and preload) waits for the page's rules: one styling path for every page,
  // however it is reached (decisions, "one styling path").
  beforeLoad: () => stylesBeforeDrawing(),
  component: PublicFrame,
  notFoundComponent: NotFound,
});
