import { type AppRouter, MAX_TRPC_BATCH } from "@store/api/contracts";
import { httpBatchLink, httpLink, isNonJsonSerializable, splitLink, type TRPCLink } from "@trpc/client";

/**
 * How every call travels. A FormData input (an upload) cannot join a JSON batch, so it goes alone,
 * as multipart/form-data, to its procedure's own URL (e.g. /trpc/images.upload, where the server's
 * upload body limit applies); every other call is batched as JSON.
 */
export function trpcLink(fetchImpl?: typeof fetch): TRPCLink<AppRouter> {
  const transport = fetchImpl ? { url: "/trpc", fetch: fetchImpl } : { url: "/trpc" };
  return splitLink({
    condition: (op) => isNonJsonSerializable(op.input),
    true: httpLink(transport),
    false: httpBatchLink({ ...transport, maxItems: MAX_TRPC_BATCH }),
  });
}
