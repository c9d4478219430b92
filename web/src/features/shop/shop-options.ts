import {
  SHOP_CATEGORY_VALUES,
  SHOP_SORT_VALUES,
  type ShopCategory,
  type SortOrder,
} from "@store/api/contracts";
import { categoryAliases, shopCategories } from "@store/db/catalogue";

export type { ShopCategory, SortOrder };

/** The shop's category radios (spec §2) in display order; "all" matches everything (spec §5). */
export const SHOP_CATEGORIES = [
  { value: "all", label: "All Products" },
  ...shopCategories,
] as const satisfies readonly { value: ShopCategory; label: string }[];

export const SORT_OPTIONS = [
  { value: "name", label: "Name A-Z" },
  { value: "price-asc", label: "Price Low to High" },
  { value: "price-desc", label: "Price High to Low" },
] as const satisfies readonly { value: SortOrder; label: string }[];

export const DEFAULT_CATEGORY: ShopCategory = "all";
export const DEFAULT_SORT: SortOrder = "name";

export const CATEGORY_VALUES = SHOP_CATEGORY_VALUES;
export const SORT_VALUES = SHOP_SORT_VALUES;

// Spellings typed into a URL by hand. The spec's own (the header's "sweat shirts", the admin
// form's "sweaatshirts") come from the catalogue; spaces are dropped before either lookup, so
// "sweat shirts" is already "sweatshirts" by then.
const URL_ALIASES: Record<string, string> = {
  "sweat-shirts": "sweatshirts",
  tshirts: "t-shirts",
};

const isShopCategory = (value: string): value is ShopCategory =>
  (CATEGORY_VALUES as readonly string[]).includes(value);

/** Maps any spelling of a category to a radio value; anything unknown falls back to all products. */
export function normalizeCategory(raw: unknown): ShopCategory {
  if (typeof raw !== "string") return DEFAULT_CATEGORY;
  const key = raw.trim().toLowerCase().replace(/\s+/g, "");
  const value = URL_ALIASES[key] ?? categoryAliases[key] ?? key;
  return isShopCategory(value) ? value : DEFAULT_CATEGORY;
}

export const categoryLabel = (value: ShopCategory) =>
  SHOP_CATEGORIES.find((c) => c.value === value)?.label ?? "All Products";
