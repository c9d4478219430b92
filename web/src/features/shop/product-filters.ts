import type { ShopCategory, SortOrder } from "./shop-options";

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
const fold = (text: string) =>
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

/**
 * Sorts a copy: names alphabetically in the shopper's locale (accents sort beside their base
 * letter, "Item 2" before "Item 10"); prices either way, ties broken by name.
 */
export function sortProducts<T extends FilterableProduct>(
  products: readonly T[],
  sort: SortOrder,
  locale?: string,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  const byName = (a: T, b: T) => collator.compare(a.name, b.name);
  const compare =
    sort === "price-asc"
      ? (a: T, b: T) => a.price - b.price || byName(a, b)
      : sort === "price-desc"
        ? (a: T, b: T) => b.price - a.price || byName(a, b)
        : byName;
  return [...products].sort(compare);
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
