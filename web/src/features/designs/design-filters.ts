import { type StockDesignCategory, stockDesignCategoryLabels } from "../../data/stock-design-categories";
import type { StockDesign } from "../../data/stock-designs";

/** The category select's value: a design category, or "all" for every design. */
export type DesignCategoryFilter = StockDesignCategory | "all";

export const ALL_DESIGNS: DesignCategoryFilter = "all";

const CATEGORY_KEYS = Object.keys(stockDesignCategoryLabels) as StockDesignCategory[];

/** The category select's options in spec order, 'All Designs' first. */
export const DESIGN_CATEGORY_OPTIONS: readonly { value: DesignCategoryFilter; label: string }[] = [
  { value: ALL_DESIGNS, label: "All Designs" },
  ...CATEGORY_KEYS.map((value) => ({ value, label: stockDesignCategoryLabels[value] })),
];

export function isDesignCategory(value: unknown): value is StockDesignCategory {
  return typeof value === "string" && (CATEGORY_KEYS as string[]).includes(value);
}

/** Case-insensitive substring match on name, description or any tag (spec §5). */
export function matchesDesignQuery(design: StockDesign, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === "") return true;
  return [design.name, design.description, ...design.tags].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

/** The designs the list shows for a category and search text, in catalogue order. */
export function filterDesigns(
  designs: readonly StockDesign[],
  { category, query }: { category: DesignCategoryFilter; query: string },
): StockDesign[] {
  return designs.filter(
    (design) =>
      (category === ALL_DESIGNS || design.category === category) && matchesDesignQuery(design, query),
  );
}

/** 'Showing 21 designs', 'Showing 1 design'. */
export function designCountText(count: number): string {
  return `Showing ${count} ${count === 1 ? "design" : "designs"}`;
}

/** A card shows at most three tags (spec §9). */
export const MAX_CARD_TAGS = 3;

export function cardTags(design: StockDesign): string[] {
  return design.tags.slice(0, MAX_CARD_TAGS);
}

/** Other designs filed under the same category, for 'More Designs'. */
export function relatedDesigns(design: StockDesign, designs: readonly StockDesign[]): StockDesign[] {
  return designs.filter((other) => other.category === design.category && other.id !== design.id);
}

/** The name a downloaded design is saved under: 'diamond-fury-design-1.svg'. */
export function designFileName(design: StockDesign): string {
  const slug = design.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const extension = design.image_url.match(/\.([a-z0-9]+)$/i)?.[1]?.toLowerCase() ?? "svg";
  return `${slug === "" ? design.id : `${slug}-${design.id}`}.${extension}`;
}
