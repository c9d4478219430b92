// The sizes apparel is sold in, as the sizing guides list them (youth XS-XL, then adult S-3XL).
// Like every file of the catalogue it imports nothing, so the web bundles it without the database.

export const youthSizes = ["Youth XS", "Youth S", "Youth M", "Youth L", "Youth XL"] as const;
export const adultSizes = ["Adult S", "Adult M", "Adult L", "Adult XL", "Adult XXL", "Adult 3XL"] as const;

/** Every size a product may come in, smallest first: the order size pickers show them in. */
export const apparelSizes = [...youthSizes, ...adultSizes] as const;
export type ApparelSize = (typeof apparelSizes)[number];

/** Categories that are worn and so sold in sizes; equipment and accessories come in one size. */
export const sizedCategories = ["t-shirts", "sweatshirts", "hoodies", "apparel"] as const;

/** The sizes a new product of this category starts with (staff can narrow them). */
export const defaultSizesFor = (category: string): ApparelSize[] =>
  (sizedCategories as readonly string[]).includes(category) ? [...apparelSizes] : [];

/** Sizes in the guides' order, whatever order they were given in. */
export const inSizeOrder = <Size extends string>(sizes: readonly Size[]): Size[] =>
  [...sizes].sort((a, b) => apparelSizes.indexOf(a as ApparelSize) - apparelSizes.indexOf(b as ApparelSize));
