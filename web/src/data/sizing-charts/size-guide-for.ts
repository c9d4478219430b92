import type { SizingGuideSport } from "../site-pages";
import { type GarmentType, garmentGuides, garmentOf } from "./garment-of";
import { hoodieChart, jerseyChart, pantsChart, teeChart } from "./garments";
import type { SizeChart } from "./model";

/** What a product's size guide shows: its garment's chart, and the sport guide for more. */
export interface SizeGuide {
  type: GarmentType;
  chart: SizeChart;
  /** The sport whose full guide (/sizing-info/<sport>) covers this garment too, if one does. */
  sport: SizingGuideSport | null;
}

const charts: Record<GarmentType, SizeChart> = {
  tee: teeChart,
  hoodie: hoodieChart,
  jersey: jerseyChart,
  pants: pantsChart,
};

/** The size guide for a product: its garment's chart (garment-of.ts says which garment). */
export function sizeGuideFor(product: { name: string; category: string }): SizeGuide {
  const type = garmentOf(product);
  return { type, chart: charts[type], sport: garmentGuides[type].sport };
}
