import { productSortColumns } from "@store/api/contracts";
import { trpc } from "../../../lib/trpc";
import { defineListData } from "../list/list-data";
import { type ListSearch, listInput, readListSearch } from "../list/list-search";

export type ProductSearch = ListSearch<(typeof productSortColumns)[number]>;

/** The products screen's URL: page, page_size, search, sort (created_at, name, price, category), dir. */
export const productsData = defineListData({
  read: (raw): ProductSearch => readListSearch(raw, productSortColumns),
  list: (search: ProductSearch) => trpc.products.adminList.queryOptions(listInput(search)),
  stats: () => trpc.products.stats.queryOptions(),
});
