import { eq } from "drizzle-orm";
import type { Database } from "../client";
import {
  appMeta,
  type TaxLevel,
  type TaxPlace,
  taxClothingCategories,
  taxHolidays,
  taxPlaces,
  taxRates,
} from "../schema/index";

export interface TaxRateSeed {
  level: TaxLevel;
  jurisdiction: string;
  /** Percent. */
  rate: number;
  /** YYYY-MM-DD, store time. */
  from: string;
  source?: string;
  confirmedBy?: string;
  confirmedOn?: string;
}

export interface TaxPlaceSeed {
  code: string;
  name: string;
  isStore?: boolean;
  delivers?: boolean;
  rates: TaxRateSeed[];
}

/** A place with its rates (tests and the seed): rows as staff would have added them. */
export async function insertTaxPlace(db: Database, seed: TaxPlaceSeed): Promise<TaxPlace> {
  const [place] = await db
    .insert(taxPlaces)
    .values({
      code: seed.code,
      name: seed.name,
      isStore: seed.isStore ?? false,
      delivers: seed.delivers ?? true,
    })
    .returning();
  if (!place) throw new Error("tax place insert returned no row");
  if (seed.rates.length > 0) {
    await db.insert(taxRates).values(
      seed.rates.map((r) => ({
        placeId: place.id,
        level: r.level,
        jurisdiction: r.jurisdiction,
        ratePercent: r.rate,
        effectiveFrom: r.from,
        source: r.source ?? null,
        confirmedBy: r.confirmedBy ?? null,
        confirmedOn: r.confirmedOn ?? null,
      })),
    );
  }
  return place;
}

export async function insertTaxHoliday(
  db: Database,
  holiday: { name: string; startsOn: string; endsOn: string; levels: TaxLevel[]; articleLimit: number },
) {
  const [row] = await db.insert(taxHolidays).values(holiday).returning();
  if (!row) throw new Error("tax holiday insert returned no row");
  return row;
}

export async function setClothingCategories(db: Database, categories: readonly string[]) {
  await db.delete(taxClothingCategories);
  if (categories.length > 0)
    await db.insert(taxClothingCategories).values(categories.map((category) => ({ category })));
}

const STATE_RATE: TaxRateSeed = {
  level: "state",
  jurisdiction: "Alabama",
  rate: 4,
  from: "2000-01-01",
  // Left unconfirmed: the staff screen warns until a person checks it and presses Confirm.
  source:
    "Example from the seed: the state's 4% (Ala. Code §40-23-2); confirm on the Alabama Department of Revenue's rate table",
};

/**
 * The shop's starting tax data: its own place and the places it delivers to, each with the
 * state's 4% only (county and city rates change by act and date, so a person adds each one after
 * checking the Department of Revenue's table), the back-to-school weekends and the clothing
 * categories. Runs once per database (its own claim), so a store seeded before tax existed gets it
 * at its next start.
 */
export async function seedTaxData(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: "tax_seed_version", value: "1" })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    const [existing] = await tx
      .select({ id: taxPlaces.id })
      .from(taxPlaces)
      .where(eq(taxPlaces.isStore, true));
    if (existing) return false;
    await insertTaxPlace(tx, { code: "clanton", name: "Clanton", isStore: true, rates: [STATE_RATE] });
    for (const [code, name] of [
      ["jemison", "Jemison"],
      ["thorsby", "Thorsby"],
      ["maplesville", "Maplesville"],
      ["chilton-county", "Chilton County, outside city limits"],
    ] as const) {
      await insertTaxPlace(tx, { code, name, rates: [STATE_RATE] });
    }
    // Ala. Code §40-23-211: the third Friday of July through the Sunday after; counties and cities join by year.
    for (const [year, starts, ends] of [
      [2026, "2026-07-17", "2026-07-19"],
      [2027, "2027-07-16", "2027-07-18"],
    ] as const) {
      await insertTaxHoliday(tx, {
        name: `Back-to-school sales tax holiday ${year}`,
        startsOn: starts,
        endsOn: ends,
        levels: ["state"],
        articleLimit: 100,
      });
    }
    await setClothingCategories(tx, ["t-shirts", "sweatshirts", "hoodies", "apparel"]);
    return true;
  });
}
