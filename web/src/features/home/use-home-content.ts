import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { trpc } from "../../lib/trpc";
import { type HomeContent, homeContentFrom, homeContentQuery } from "./home-content";

/**
 * The home page's one content read. The defaults are a complete answer, so a failed call is not
 * retried (not even when the page mounts after the route's loader met the failure) and not shown
 * to the shopper: it is only logged (as a warning — it is not an application error).
 */
const homeContentOptions = () => ({
  ...trpc.content.list.queryOptions(homeContentQuery),
  retry: false,
  retryOnMount: false,
  staleTime: 5 * 60_000,
});

/** The route's loader: the content before the page draws; a failure is kept, never thrown. */
export const prefetchHomeContent = (queryClient: QueryClient): Promise<void> =>
  queryClient.prefetchQuery(homeContentOptions());

/** What the home page shows, and whether its content has arrived (or failed: then the defaults). */
export function useHomeContent(): { content: HomeContent; settled: boolean } {
  const query = useQuery(homeContentOptions());
  const { error, data } = query;
  useEffect(() => {
    if (error)
      console.warn("Could not load the home page content; showing the built-in images and words.", error);
  }, [error]);
  const settled = !query.isPending;
  const content = useMemo(() => homeContentFrom(data), [data]);
  return { content, settled };
}
