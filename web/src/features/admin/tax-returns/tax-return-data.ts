import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import type { Access } from "../../../app/admin-door/access";
import { searchParser } from "../../../lib/search-params";
import { trpc } from "../../../lib/trpc";

export interface TaxReturnSearch {
  month: string | undefined;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The return's URL: `?month=2026-07`; without it, last month (the one being filed). */
export const taxReturnSearch = searchParser<Partial<TaxReturnSearch>, TaxReturnSearch>((raw) => ({
  month: typeof raw.month === "string" && MONTH.test(raw.month) ? raw.month : undefined,
}));

// The store's calendar is Central time (Clanton, Alabama), whatever zone the browser is in.
const storeMonth = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Chicago",
  year: "numeric",
  month: "2-digit",
});

/** The month before the store's current one, "YYYY-MM": the return normally filed now. */
export function lastMonth(now = new Date()): string {
  const [year = 0, month = 1] = storeMonth.format(now).split("-").map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

/** The months offered: the store's current one and the 35 before it, newest first. */
export function monthChoices(now = new Date(), count = 36): string[] {
  const [year = 0, month = 1] = storeMonth.format(now).split("-").map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
}

const monthName = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
/** "2026-07" → "July 2026". */
export const monthWords = (month: string) => monthName.format(new Date(`${month}-01T12:00:00Z`));

const returnQuery = (month: string) => trpc.taxReturns.get.queryOptions({ month });

/** The month's return; switching month keeps the last answer on screen until the new one. */
export const useTaxReturn = (month: string) =>
  useQuery({ ...returnQuery(month), placeholderData: keepPreviousData });

/** The route's loader: the return loaded before the screen draws; a failure is the screen's to show. */
export const taxReturnRoute = {
  loader: async ({
    context,
    deps,
  }: {
    context: { queryClient: QueryClient; access: Access };
    deps: TaxReturnSearch;
  }): Promise<void> => {
    if (context.access.status !== "granted") return;
    await context.queryClient.prefetchQuery(
      returnQuery(taxReturnSearch.read(deps as never).month ?? lastMonth()),
    );
  },
};
