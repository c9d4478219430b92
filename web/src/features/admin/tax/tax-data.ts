import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { Access } from "../../../app/admin-door/access";
import { trpc } from "../../../lib/trpc";

const taxQuery = () => trpc.taxData.get.queryOptions();

/** The "Sales tax" screen's data: every place, holiday and clothing category at once. */
export const useTaxData = () => useQuery(taxQuery());

/** The route's loader: the data loaded before the screen draws; a failure is the screen's to show. */
export const taxRoute = {
  loader: async ({ context }: { context: { queryClient: QueryClient; access: Access } }): Promise<void> => {
    if (context.access.status !== "granted") return;
    await context.queryClient.prefetchQuery(taxQuery());
  },
};
