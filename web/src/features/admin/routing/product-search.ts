import { productSortColumns } from "@store/api/schemas/admin-list-facts";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { searchParser } from "../../../lib/search-params";
import { trpc } from "../../../lib/trpc";
import { type ListSearch, listInput, readListSearch } from "../list/list-search";
import type { Access } from "./access";

export type ProductSort = (typeof productSortColumns)[number];
export type ProductSearch = ListSearch<ProductSort>;

/** The products screen's URL: page, page_size, search, sort (created_at, name, price, category), dir. */
export const productSearchParser = searchParser<Partial<ProductSearch>, ProductSearch>((raw) =>
  readListSearch(raw, productSortColumns),
);

const productListQuery = (search: ProductSearch) => trpc.products.adminList.queryOptions(listInput(search));
const productStatsQuery = () => trpc.products.stats.queryOptions();

/** One page of products; the previous page stays on screen while the next one loads. */
export const useProductList = (search: ProductSearch) =>
  useQuery({ ...productListQuery(search), placeholderData: keepPreviousData });
export const useProductStats = () => useQuery(productStatsQuery());

/** Starts both of the screen's calls before it draws; failures are shown by the screen itself. */
export async function prefetchProductsScreen(
  queryClient: QueryClient,
  access: Access,
  search: ProductSearch,
) {
  if (access.status !== "granted") return;
  await Promise.all([
    queryClient.prefetchQuery(productListQuery(search)),
    queryClient.prefetchQuery(productStatsQuery()),
  ]);
}
