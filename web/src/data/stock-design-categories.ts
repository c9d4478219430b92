/** The sport a stock design is filed under (spec §3). */
export type StockDesignCategory = "softball" | "football" | "basketball" | "baseball" | "soccer" | "track";

/**
 * The labels the category filter shows (spec: 'Track & Field' for track). Apart from the designs
 * themselves: the list page's address is read on every page, and needs only these.
 */
export const stockDesignCategoryLabels: Record<StockDesignCategory, string> = {
  softball: "Softball",
  football: "Football",
  basketball: "Basketball",
  baseball: "Baseball",
  soccer: "Soccer",
  track: "Track & Field",
};
