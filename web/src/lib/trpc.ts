import type { AppRouter } from "@store/api";
import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, type TRPCClient } from "@trpc/client";
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { lazyLink } from "./lazy-link";

/** How long an answer counts as fresh, and the like: the same for the browser and a server render. */
export const QUERY_DEFAULTS = {
  queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
} as const;

export const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });

/**
 * Where calls go when there is no browser: the server renders pages in its own process and answers
 * a page's calls there too (api/src/pages/server-render.ts sets it), without a network round trip.
 */
let inProcessFetch: typeof fetch | undefined;
export function answerCallsInProcess(fetchImpl: typeof fetch) {
  inProcessFetch = fetchImpl;
}
const callFetch: typeof fetch = (input, init) => (inProcessFetch ?? fetch)(input, init);

/** How calls travel (trpc-links.ts), fetched with the first call that needs them (lazy-link.ts). */
export const trpcClient: TRPCClient<AppRouter> = createTRPCClient<AppRouter>({
  links: [lazyLink(() => import("./trpc-links").then(({ trpcLink }) => trpcLink(callFetch)))],
});

/** Query and mutation options for every procedure, typed from the server's AppRouter. */
export const trpc: TRPCOptionsProxy<AppRouter> = createTRPCOptionsProxy<AppRouter>({
  client: trpcClient,
  queryClient,
});
