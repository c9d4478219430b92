import type { SizingGuideSport } from "../site-pages";
import { hoodieChart, jerseyChart, pantsChart, teeChart } from "./garments";
import type { SizeChart } from "./model";

/** The kinds of garment with a chart of their own. */
export type GarmentType = "tee" | "hoodie" | "jersey" | "pants";

/** What a product's size guide shows: its garment's chart, and the sport guide for more. */
export interface SizeGuide {
  type: GarmentType;
  chart: SizeChart;
  /** The sport whose full guide (/sizing-info/<sport>) covers this garment too, if one does. */
  sport: SizingGuideSport | null;
}

const guides: Record<GarmentType, SizeGuide> = {
  tee: { type: "tee", chart: teeChart, sport: null },
  hoodie: { type: "hoodie", chart: hoodieChart, sport: null },
  jersey: { type: "jersey", chart: jerseyChart, sport: "baseball" },
  pants: { type: "pants", chart: pantsChart, sport: "baseball" },
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
 * The size guide for a product. Its category decides when it names a garment (t-shirts; hoodies
 * and sweatshirts); otherwise ("apparel", the catch-all) its name does; a name that says nothing
 * gets the tee chart, the closest to everyday body measurements.
 */
export function sizeGuideFor(product: { name: string; category: string }): SizeGuide {
  const category = product.category.trim().toLowerCase();
  if (category === "t-shirts") return guides.tee;
  if (category === "hoodies" || category === "sweatshirts") return guides.hoodie;
  const named = nameWords.find(([, words]) => words.test(product.name));
  return guides[named ? named[0] : "tee"];
}
