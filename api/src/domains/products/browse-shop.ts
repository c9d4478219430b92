import type { ReadArgs } from "../service-args";
import { catalogueSnapshot, SORT_LOCALE } from "./catalogue-snapshot";
import { type ProductDto, type ProductSummaryDto, summaryOf } from "./schemas";
import type { ShopBrowseInput, ShopCursor } from "./shop-browse-schemas";
import { SHOP_CATEGORY_VALUES, type ShopCategory } from "./shop-choices";
import { fold, matchesCategory, productOrder } from "./shop-view";

/** One batch of the shop, with what the page around it needs to say. */
export interface ShopBatch {
  /** Summaries (schemas.ts): what the grid shows, not every size of every product. */
  items: ProductSummaryDto[];
  /** Products matching the whole view (category and search). */
  total: number;
  /** What each category radio would show for this search. */
  counts: Record<ShopCategory, number>;
  /** The place of the batch's last product, where the next one starts; null after the last. */
  nextCursor: ShopCursor | null;
}

/**
 * The shop's view of the catalogue, a batch at a time. The rules are the spec's (accent- and
 * case-blind search on name or description, locale-aware name order with numbers in numeric order),
 * which neither database's default collation gives; so the view is cut from the catalogue's
 * snapshot (catalogue-snapshot.ts), read once per catalogue version. A write is seen by the next call.
 */
export async function browseShop({ db, input }: ReadArgs<ShopBrowseInput>): Promise<ShopBatch> {
  const { orders, folded } = await catalogueSnapshot(db);
  const needle = fold(input.q.trim());
  const matching =
    needle === ""
      ? orders[input.sort]
      : orders[input.sort].filter((product) => {
          const [name, description] = folded.get(product) ?? ["", ""];
          return name.includes(needle) || description.includes(needle);
        });
  const counts = Object.fromEntries(
    SHOP_CATEGORY_VALUES.map((category) => [
      category,
      category === "all" ? matching.length : matching.filter((p) => matchesCategory(p, category)).length,
    ]),
  ) as Record<ShopCategory, number>;
  const inView =
    input.category === "all" ? matching : matching.filter((p) => matchesCategory(p, input.category));
  const start = input.cursor ? placeAfter(inView, input.cursor, productOrder(input.sort, SORT_LOCALE)) : 0;
  const items = inView.slice(start, start + input.limit);
  const last = items.at(-1);
  return {
    items: items.map(summaryOf),
    total: inView.length,
    counts,
    nextCursor:
      last && start + items.length < inView.length
        ? { name: last.name, price: last.price, id: last.id }
        : null,
  };
}

/** The index of the first product that comes after `cursor` in the order the list is sorted by. */
function placeAfter(
  sorted: readonly ProductDto[],
  cursor: ShopCursor,
  compare: ReturnType<typeof productOrder>,
): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle] as ProductDto, cursor) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
