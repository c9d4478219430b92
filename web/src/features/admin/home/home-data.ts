import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import type { Access } from "../../../app/admin-door/access";
import { searchParser } from "../../../lib/search-params";
import { trpc } from "../../../lib/trpc";

/** The sales chart's periods; 30 days is the default and stays out of the address. */
export type SalesDays = 30 | 90;
export interface HomeSearch {
  days: 90 | undefined;
}

/** The home's URL: `?days=90` for the longer chart, nothing for 30 days. */
export const homeSearch = searchParser<Partial<HomeSearch>, HomeSearch>((raw) => ({
  days: Number(raw.days) === 90 ? 90 : undefined,
}));

const homeQuery = (days: SalesDays) => trpc.home.get.queryOptions({ days });

/** The home's figures; switching the period keeps the last answer on screen until the new one. */
export const useHome = (days: SalesDays) =>
  useQuery({ ...homeQuery(days), placeholderData: keepPreviousData });

/** The route's loader: the figures loaded before the screen draws (its deps: the address as given). */
export const homeRoute = {
  // A failure is shown by the screen (with Retry), not thrown to the route's error boundary.
  loader: async ({
    context,
    deps,
  }: {
    context: { queryClient: QueryClient; access: Access };
    deps: HomeSearch;
  }): Promise<void> => {
    if (context.access.status !== "granted") return;
    await context.queryClient.prefetchQuery(homeQuery(homeSearch.read(deps as never).days ?? 30));
  },
};
