import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext } from "@tanstack/react-router";
import { NotFound } from "../features/layout/NotFound";
import { PublicFrame } from "../features/layout/PublicFrame";

/** What every route's beforeLoad and loader receive: the one query cache, to load data into. */
export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: PublicFrame,
  notFoundComponent: NotFound,
});
