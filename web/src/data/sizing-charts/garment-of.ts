import type { SizingGuideSport } from "../site-pages";

/** The kinds of garment with a chart of their own. */
export type GarmentType = "tee" | "hoodie" | "jersey" | "pants";

/**
 * What the product page names before the guide opens: each garment's chart title and the sport
 * guide that covers it. The charts themselves come with the dialog (size-guide-for.ts), and a
 * test keeps these titles equal to theirs.
 */
export const garmentGuides: Record<GarmentType, { title: string; sport: SizingGuideSport | null }> = {
  tee: { title: "T-shirts", sport: null },
  hoodie: { title: "Hoodies & Sweatshirts", sport: null },
  jersey: { title: "Jerseys", sport: "baseball" },
  pants: { title: "Pants", sport: "baseball" },
};

// Words in a product's name that say what garment it is, checked in this order: "Jersey Hoodie" is
// a hoodie, "Practice Pants" are pants whatever category they were filed under.
const nameWords: readonly [GarmentType, RegExp][] = [
  ["pants", /\b(pants?|knickers?|shorts|leggings|joggers?)\b/i],
  ["hoodie", /\b(hoodies?|hooded|sweatshirts?|crew\s?necks?|fleece|pullovers?|(1\/4|quarter)[\s-]zip)\b/i],
  ["jersey", /\bjerseys?\b/i],
  ["tee", /\b(tees?|t-shirts?|shirts?)\b/i],
];

/**
 * A product's garment. Its category decides when it names a garment (t-shirts; hoodies and
 * sweatshirts); otherwise ("apparel", the catch-all) its name does; a name that says nothing gets
 * the tee chart, the closest to everyday body measurements.
 */
export function garmentOf(product: { name: string; category: string }): GarmentType {
  const category = product.category.trim().toLowerCase();
  if (category === "t-shirts") return "tee";
  if (category === "hoodies" || category === "sweatshirts") return "hoodie";
  const named = nameWords.find(([, words]) => words.test(product.name));
  return named ? named[0] : "tee";
}
