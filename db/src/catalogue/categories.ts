// The store's product categories, for the API's schemas, the seed and the web alike. Like every
// file of the catalogue it imports nothing, so the web bundles it without the database.

/** The stored product categories (decision 006), in the admin form's order. */
export const productCategories = [
  "t-shirts",
  "sweatshirts",
  "hoodies",
  "apparel",
  "equipment",
  "accessories",
] as const;
export type ProductCategory = (typeof productCategories)[number];

/** The spec's other spellings of a stored category: the header links' and the admin form's. */
export const categoryAliases: Readonly<Record<string, ProductCategory>> = {
  "sweat shirts": "sweatshirts",
  sweaatshirts: "sweatshirts",
};

/** The shop's category radios after "All Products" (spec §2): every category but apparel, with its label. */
export const shopCategories = [
  { value: "t-shirts", label: "T-shirts" },
  { value: "sweatshirts", label: "Sweatshirts" },
  { value: "hoodies", label: "Hoodies" },
  { value: "equipment", label: "Equipment" },
  { value: "accessories", label: "Accessories" },
] as const satisfies readonly { value: ProductCategory; label: string }[];
