import { adultSizes, youthSizes } from "@store/db/catalogue";

/** One row of a size chart: the size and one value per measurement column. */
export interface SizeRow {
  size: string;
  values: readonly [string, string];
}

/** A chart for one garment (or the helmets): Size plus two measurement columns. */
export interface SizeChart {
  id: string;
  title: string;
  /** A short line under the heading: units and how the garment fits. */
  note: string;
  columns: readonly ["Size", string, string];
  rows: SizeRow[];
}

/** A "How to Measure" card. */
export interface MeasureTip {
  part: string;
  how: string;
}

export interface FeatureList {
  title: string;
  items: string[];
}

export interface SizingGuide {
  intro: string;
  charts: SizeChart[];
  measure: MeasureTip[];
  features: FeatureList[];
  /** Football only: helmet sizes by head circumference. */
  helmets?: SizeChart;
  /** Football only: how protective gear should fit. */
  safety?: { title: string; intro: string; items: string[] };
}

export const INCHES = "All measurements in inches. Between sizes? Order the larger one.";

/** Size labels down the first column: youth XS-XL, then adult S up (the sizes products are sold in). */
export const youth = [...youthSizes];
export const adult = [...adultSizes];

/** Pairs each size label with its two measurements, in order. */
export function rows(labels: string[], values: readonly (readonly [string, string])[]): SizeRow[] {
  if (labels.length !== values.length) throw new Error("a size chart needs one value pair per size");
  return labels.map((size, i) => ({ size, values: values[i] ?? ["", ""] }));
}

export const tip = {
  chest: {
    part: "Chest",
    how: "Measure around the fullest part of the chest, under the arms and across the shoulder blades. Keep the tape level and snug, not tight.",
  },
  waist: {
    part: "Waist",
    how: "Measure around the natural waistline, just above the belly button, where the pants will sit. Keep one finger under the tape.",
  },
  inseam: {
    part: "Inseam",
    how: "Measure from the crotch seam down the inside of the leg to where the hem should fall. Easiest on a pair of pants that fit well.",
  },
  length: {
    part: "Length",
    how: "Measure from the highest point of the shoulder, next to the collar, straight down the front to where the jersey should end.",
  },
} satisfies Record<string, MeasureTip>;
