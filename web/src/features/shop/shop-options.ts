/** The shop's category radios (spec §2) in display order; "all" matches everything (spec §5). */
export const SHOP_CATEGORIES = [
  { value: "all", label: "All Products" },
  { value: "t-shirts", label: "T-shirts" },
  { value: "sweatshirts", label: "Sweatshirts" },
  { value: "hoodies", label: "Hoodies" },
  { value: "equipment", label: "Equipment" },
  { value: "accessories", label: "Accessories" },
] as const;

export type ShopCategory = (typeof SHOP_CATEGORIES)[number]["value"];

export const SORT_OPTIONS = [
  { value: "name", label: "Name A-Z" },
  { value: "price-asc", label: "Price Low to High" },
  { value: "price-desc", label: "Price High to Low" },
] as const;

export type SortOrder = (typeof SORT_OPTIONS)[number]["value"];

export const DEFAULT_CATEGORY: ShopCategory = "all";
export const DEFAULT_SORT: SortOrder = "name";

export const CATEGORY_VALUES = SHOP_CATEGORIES.map((c) => c.value) as [ShopCategory, ...ShopCategory[]];
export const SORT_VALUES = SORT_OPTIONS.map((s) => s.value) as [SortOrder, ...SortOrder[]];

// Spellings that arrive from outside the shop: the header links say "sweat shirts" (spec §9),
// the admin form "sweaatshirts". Spaces are dropped before the lookup, so "sweat shirts" is
// already "sweatshirts" by then.
const CATEGORY_ALIASES: Record<string, ShopCategory> = {
  "sweat-shirts": "sweatshirts",
  sweaatshirts: "sweatshirts",
  tshirts: "t-shirts",
};

const isShopCategory = (value: string): value is ShopCategory =>
  (CATEGORY_VALUES as readonly string[]).includes(value);

/** Maps any spelling of a category to a radio value; anything unknown falls back to all products. */
export function normalizeCategory(raw: unknown): ShopCategory {
  if (typeof raw !== "string") return DEFAULT_CATEGORY;
  const key = raw.trim().toLowerCase().replace(/\s+/g, "");
  if (isShopCategory(key)) return key;
  return CATEGORY_ALIASES[key] ?? DEFAULT_CATEGORY;
}

export const categoryLabel = (value: ShopCategory) =>
  SHOP_CATEGORIES.find((c) => c.value === value)?.label ?? "All Products";
