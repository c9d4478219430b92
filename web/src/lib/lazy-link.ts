import { type OperationLink, TRPCClientError, type TRPCLink } from "@trpc/client";
import type { AnyRouter } from "@trpc/server";
import { observable, type Unsubscribable } from "@trpc/server/observable";

/**
 * A link whose code is fetched with the first call that needs it. A drawn page arrives with its
 * answers in the cache, so most pages never call before the visitor does something: the HTTP links
 * (batching, uploads) stay off the page's first download. Every call made while they load waits
 * for the same download, so calls made together are still batched together.
 */
export function lazyLink<TRouter extends AnyRouter>(
  load: () => Promise<TRPCLink<TRouter>>,
): TRPCLink<TRouter> {
  return (runtime) => {
    let ready: Promise<OperationLink<TRouter>> | undefined;
    return ({ op, next }) =>
      observable((observer) => {
        let subscription: Unsubscribable | undefined;
        let closed = false;
        ready ??= load().then((link) => link(runtime));
        ready.then(
          (link) => {
            if (!closed) subscription = link({ op, next }).subscribe(observer);
          },
          (cause: unknown) => {
            // The next call tries the download again (the network may be back).
            ready = undefined;
            observer.error(TRPCClientError.from(cause instanceof Error ? cause : new Error(String(cause))));
          },
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      });
  };
}
