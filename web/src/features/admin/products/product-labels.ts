import { productCategories } from "@store/db/catalogue";

/** A stored category as the admin form shows it (spec §9: capitalised), e.g. t-shirts → T-shirts. */
export const categoryLabel = (category: string) =>
  category ? category.charAt(0).toUpperCase() + category.slice(1) : category;

/** The admin form's categories (decision 006), in its order. */
export const categoryOptions = productCategories.map((value) => ({ value, label: categoryLabel(value) }));

/** Spec §3: in_stock is optional; only an explicit false means out of stock. */
export const isInStock = (product: { in_stock: boolean | null }) => product.in_stock !== false;
