import type { AppRouter } from "@store/api";
import { MAX_TRPC_BATCH } from "@store/api/common/limits";
import { QueryClient } from "@tanstack/react-query";
import {
  createTRPCClient,
  httpBatchLink,
  httpLink,
  isNonJsonSerializable,
  splitLink,
  type TRPCClient,
  type TRPCLink,
} from "@trpc/client";
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";

/** How long an answer counts as fresh, and the like: the same for the browser and a server render. */
export const QUERY_DEFAULTS = {
  queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
} as const;

export const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });

/**
 * How every call travels. A FormData input (an upload) cannot join a JSON batch, so it goes alone,
 * as multipart/form-data, to its procedure's own URL (e.g. /trpc/images.upload, where the server's
 * upload body limit applies); every other call is batched as JSON.
 */
export function trpcLinks(fetchImpl?: typeof fetch): TRPCLink<AppRouter>[] {
  const transport = fetchImpl ? { url: "/trpc", fetch: fetchImpl } : { url: "/trpc" };
  return [
    splitLink({
      condition: (op) => isNonJsonSerializable(op.input),
      true: httpLink(transport),
      false: httpBatchLink({ ...transport, maxItems: MAX_TRPC_BATCH }),
    }),
  ];
}

/**
 * Where calls go when there is no browser: the server renders pages in its own process and answers
 * a page's calls there too (api/src/http/server-render.ts sets it), without a network round trip.
 */
let inProcessFetch: typeof fetch | undefined;
export function answerCallsInProcess(fetchImpl: typeof fetch) {
  inProcessFetch = fetchImpl;
}
const callFetch: typeof fetch = (input, init) => (inProcessFetch ?? fetch)(input, init);

export const trpcClient: TRPCClient<AppRouter> = createTRPCClient<AppRouter>({
  links: trpcLinks(callFetch),
});

/** Query and mutation options for every procedure, typed from the server's AppRouter. */
export const trpc: TRPCOptionsProxy<AppRouter> = createTRPCOptionsProxy<AppRouter>({
  client: trpcClient,
  queryClient,
});
