import type { ShopCategory, SortOrder } from "./shop-choices";

/**
 * The shop's view of the catalogue (spec §2 Shop, §5 search and sort), in one place for the
 * server that pages it and the browser that falls back to the sample products with it. No zod
 * here: every public page imports the categories, and the validator lives in shop-browse.ts.
 */

/** The product fields the shop filters and sorts on. */
export interface FilterableProduct {
  name: string;
  description: string | null;
  price: number;
  category: string;
}

export interface ShopView {
  category: ShopCategory;
  query: string;
  sort: SortOrder;
}

/** Lower-cased and stripped of accents, so "eclair" finds "Éclair" and "TEE" finds "tee". */
export const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase();

/** Case-insensitive substring match on name or description (spec §5); a blank query matches all. */
export function matchesSearch(product: FilterableProduct, query: string): boolean {
  const needle = fold(query.trim());
  if (needle === "") return true;
  return fold(product.name).includes(needle) || fold(product.description ?? "").includes(needle);
}

export const matchesCategory = (product: FilterableProduct, category: ShopCategory) =>
  category === "all" || product.category.toLowerCase() === category;

export function filterProducts<T extends FilterableProduct>(
  products: readonly T[],
  { category, query }: Pick<ShopView, "category" | "query">,
): T[] {
  return products.filter((p) => matchesCategory(p, category) && matchesSearch(p, query));
}

/** What places a product in an order: its name, its price, and its id for the last ties. */
export interface OrderedProduct {
  id?: string;
  name: string;
  price: number;
}

/**
 * The shop's orders as a comparison: names alphabetically in the shopper's locale (accents sort
 * beside their base letter, "Item 2" before "Item 10"); prices either way, ties broken by name.
 * Products alike in all that are ordered by id, so every product has one place: a batch can then
 * start right after the last product received, even if that product is gone since.
 */
export function productOrder(sort: SortOrder, locale?: string) {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  const byName = (a: OrderedProduct, b: OrderedProduct) => collator.compare(a.name, b.name);
  const byId = (a: OrderedProduct, b: OrderedProduct) =>
    a.id === undefined || b.id === undefined || a.id === b.id ? 0 : a.id < b.id ? -1 : 1;
  const byPrice =
    sort === "price-asc"
      ? (a: OrderedProduct, b: OrderedProduct) => a.price - b.price
      : sort === "price-desc"
        ? (a: OrderedProduct, b: OrderedProduct) => b.price - a.price
        : () => 0;
  return (a: OrderedProduct, b: OrderedProduct) => byPrice(a, b) || byName(a, b) || byId(a, b);
}

/** Sorts a copy in one of the shop's orders (see productOrder). */
export function sortProducts<T extends FilterableProduct & OrderedProduct>(
  products: readonly T[],
  sort: SortOrder,
  locale?: string,
): T[] {
  return [...products].sort(productOrder(sort, locale));
}

/** What the grid shows: the products in the chosen category matching the search, in the chosen order. */
export const applyShopView = <T extends FilterableProduct>(
  products: readonly T[],
  view: ShopView,
  locale?: string,
) => sortProducts(filterProducts(products, view), view.sort, locale);

/** How many products each category radio would show for the current search. */
export function countByCategory(
  products: readonly FilterableProduct[],
  categories: readonly ShopCategory[],
  query: string,
): Record<ShopCategory, number> {
  const matching = products.filter((p) => matchesSearch(p, query));
  return Object.fromEntries(
    categories.map((c) => [c, matching.filter((p) => matchesCategory(p, c)).length]),
  ) as Record<ShopCategory, number>;
}
