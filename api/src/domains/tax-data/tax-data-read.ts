import { type Database, taxClothingCategories, taxHolidays, taxPlaces, taxRates, users } from "@store/db";
import { productCategories } from "@store/db/catalogue";
import { asc, desc, eq } from "drizzle-orm";
import { storeDayOf, taxBasisFor } from "../tax/tax-basis";
import type { TaxDataDto, TaxHolidayDto, TaxPlaceDto, TaxRateDto } from "./schemas";

const levelOrder = ["state", "county", "city", "police jurisdiction", "district"];
const byLevel = (a: { level: string }, b: { level: string }) =>
  levelOrder.indexOf(a.level) - levelOrder.indexOf(b.level);

/** Percent sums kept to the column's 4 decimals: 4 + 1.1 must read 5.1, not 5.1000000000000005. */
const sumPercent = (rates: { rate_percent: number }[]) =>
  Math.round(rates.reduce((sum, r) => sum + r.rate_percent * 10000, 0)) / 10000;

async function rateRows(db: Database): Promise<(TaxRateDto & { place_id: string })[]> {
  const rows = await db
    .select({ rate: taxRates, createdByEmail: users.email })
    .from(taxRates)
    .leftJoin(users, eq(users.id, taxRates.createdBy))
    .orderBy(asc(taxRates.jurisdiction), desc(taxRates.effectiveFrom));
  return rows.map(({ rate, createdByEmail }) => ({
    place_id: rate.placeId,
    id: rate.id,
    level: rate.level,
    jurisdiction: rate.jurisdiction,
    rate_percent: rate.ratePercent,
    effective_from: rate.effectiveFrom,
    source: rate.source,
    confirmed_by: rate.confirmedBy,
    confirmed_on: rate.confirmedOn,
    created_by: createdByEmail ?? null,
    created_at: rate.createdAt.toISOString(),
  }));
}

/**
 * One place as the staff screen reads it. The rates in effect are the ones `taxBasisFor` taxes an
 * order with today (the same rule, not a copy of it), matched back to their rows for who confirmed them.
 */
async function placeView(
  db: Database,
  place: typeof taxPlaces.$inferSelect,
  rates: TaxRateDto[],
  today: string,
): Promise<TaxPlaceDto> {
  const basis = await taxBasisFor(db, place, today);
  const inEffect = basis.rates
    .map((r) => rates.find((row) => row.jurisdiction === r.jurisdiction && row.effective_from <= today))
    .filter((r): r is TaxRateDto => r !== undefined);
  const scheduled = rates
    .filter((r) => r.effective_from > today)
    .sort((a, b) => a.effective_from.localeCompare(b.effective_from) || byLevel(a, b));
  const jurisdictions = new Map<string, TaxPlaceDto["history"][number]>();
  for (const rate of rates) {
    const entry = jurisdictions.get(rate.jurisdiction) ?? {
      level: rate.level,
      jurisdiction: rate.jurisdiction,
      rates: [],
    };
    entry.rates.push(rate);
    jurisdictions.set(rate.jurisdiction, entry);
  }
  const unconfirmed = [...inEffect, ...scheduled].some((r) => !r.confirmed_by);
  // Every known jurisdiction now or later is the state's: the county's and city's rates are still unknown.
  const stateOnly = [...inEffect, ...scheduled].every((r) => r.level === "state");
  return {
    id: place.id,
    code: place.code,
    name: place.name,
    is_store: place.isStore,
    delivers: place.delivers,
    in_effect: inEffect,
    combined_percent: sumPercent(inEffect),
    scheduled,
    history: [...jurisdictions.values()].sort(
      (a, b) => byLevel(a, b) || a.jurisdiction.localeCompare(b.jurisdiction),
    ),
    needs_confirmation: unconfirmed || stateOnly,
  };
}

/** Everything the staff's "Sales tax" screen shows, figured for the store's day at `now`. */
export async function readTaxData({ db, now }: { db: Database; now: Date }): Promise<TaxDataDto> {
  const today = storeDayOf(now);
  const [places, rates, holidays, clothing] = await Promise.all([
    db.select().from(taxPlaces).orderBy(desc(taxPlaces.isStore), asc(taxPlaces.name)),
    rateRows(db),
    db.select().from(taxHolidays).orderBy(desc(taxHolidays.startsOn), desc(taxHolidays.createdAt)),
    db.select().from(taxClothingCategories),
  ]);
  const clothingSet = new Set(clothing.map((c) => c.category));
  return {
    today,
    places: await Promise.all(
      places.map((place) =>
        placeView(
          db,
          place,
          rates.filter((r) => r.place_id === place.id).map(({ place_id: _, ...rate }) => rate),
          today,
        ),
      ),
    ),
    holidays: holidays.map(toHolidayDto),
    clothing_categories: productCategories.map((category) => ({
      category,
      clothing: clothingSet.has(category),
    })),
  };
}

export function toHolidayDto(row: typeof taxHolidays.$inferSelect): TaxHolidayDto {
  return {
    id: row.id,
    name: row.name,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    levels: row.levels,
    article_limit: row.articleLimit,
  };
}
