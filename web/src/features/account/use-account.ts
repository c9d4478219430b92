import type { CustomerDto } from "@store/api/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc";

/** Who is signed in to an account (`customer: null` when nobody is): asking is never an error. */
export function useSession() {
  return useQuery(trpc.account.session.queryOptions(undefined, { staleTime: 60_000 }));
}

/** After a sign-in, a profile change or a sign-out: the session as the server answered it. */
export function useSetSession() {
  const queryClient = useQueryClient();
  return (customer: CustomerDto | null) => {
    queryClient.setQueryData(trpc.account.session.queryKey(), { customer });
    // Another person's data must not stay in the cache after a sign-out or a sign-in.
    if (!customer) queryClient.removeQueries({ queryKey: trpc.account.pathKey(), type: "inactive" });
  };
}
