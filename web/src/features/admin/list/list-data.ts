import type { Permission } from "@store/api/contracts";
import type { DataTag, QueryClient, QueryKey } from "@tanstack/react-query";
import type { Access } from "../../../app/admin-door/access";

/**
 * What a query needs to be loaded before its screen draws. The tRPC option builders give this
 * shape with their data typed; the screen reads the same options with `useSuspenseQuery`.
 */
/** Query options whose key carries the data type (what tRPC's `queryOptions` return), named by it. */
export type TypedQuery<D> = { queryKey: DataTag<QueryKey, D, unknown> };

export interface LoaderArgs<S> {
  context: { queryClient: QueryClient; access: Access };
  deps: S;
}

/**
 * The route half of an admin list: how its address is read, and its data. The route keeps the
 * address as given (`typedAddress`); the loader and the screen read it with `read`, so neither the
 * reading nor the list's facts travel in the entry every shopper downloads. The screen half
 * (`defineAdminList`) lives with the portal's screens and reads the same queries.
 */
export function defineListData<S extends object, D, T = never>(declaration: {
  /** Reads the URL's search keys; anything unexpected is dropped, never an error. */
  read: (raw: Record<string, unknown>) => S;
  /** The list itself: the screen waits for it, and its failure is the route's error. */
  list: (search: S) => TypedQuery<D>;
  /** The tiles' figures: started with the list, but a tile without its figure just waits. */
  stats?: () => TypedQuery<T>;
  /** The figures need more than the list (the orders' revenue is a report): asked only with it. */
  statsPermission?: Permission;
}) {
  const { read, list, stats, statsPermission } = declaration;
  return {
    list: list as (search: S) => TypedQuery<D>,
    stats: stats as (() => TypedQuery<T>) | undefined,
    statsPermission,
    read,
    /** The route's loader: its deps are the address as given, read here. */
    route: {
      // A list that cannot be read is handed to the screen (its Retry runs this again) rather
      // than thrown: a thrown one would also be logged as a page error by React's boundary.
      loader: async ({ context, deps }: LoaderArgs<S>): Promise<{ failure?: unknown }> => {
        if (context.access.status !== "granted") return {};
        const search = read(deps as Record<string, unknown>);
        const [loaded] = await Promise.allSettled([
          context.queryClient.ensureQueryData({ ...list(search), revalidateIfStale: true } as never),
          stats &&
            (!statsPermission || context.access.user.permissions.includes(statsPermission)) &&
            context.queryClient.prefetchQuery(stats() as never),
        ]);
        return loaded.status === "rejected" ? { failure: loaded.reason ?? "unknown" } : {};
      },
    },
  };
}
