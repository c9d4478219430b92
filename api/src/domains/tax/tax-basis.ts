import {
  type Database,
  type OrderTaxBasis,
  type TaxPlace,
  taxClothingCategories,
  taxHolidays,
  taxPlaces,
  taxRates,
} from "@store/db";
import { and, asc, desc, eq, gte, lte } from "drizzle-orm";
import { STORE_TIME_ZONE } from "../../common/store-clock";
import { AppError } from "../../errors/app-error";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: STORE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The store's calendar day (America/Chicago) of a moment, as YYYY-MM-DD: rates and holidays go by it. */
export const storeDayOf = (moment: Date): string => dayFormat.format(moment);

/** The place an order is taxed at, with its name as the order keeps it. */
export type TaxPlaceRef = Pick<TaxPlace, "id" | "name" | "code">;

/** The store's own place (pickups are taxed there), or null while the shop has set up no places. */
export async function storePlace(db: Database): Promise<TaxPlaceRef | null> {
  const [place] = await db
    .select({ id: taxPlaces.id, name: taxPlaces.name, code: taxPlaces.code })
    .from(taxPlaces)
    .where(eq(taxPlaces.isStore, true));
  return place ?? null;
}

/** The places the shop delivers to, in name order, for checkout's list. */
export async function deliveryPlaces(db: Database): Promise<TaxPlaceRef[]> {
  return db
    .select({ id: taxPlaces.id, name: taxPlaces.name, code: taxPlaces.code })
    .from(taxPlaces)
    .where(eq(taxPlaces.delivers, true))
    .orderBy(asc(taxPlaces.name));
}

/**
 * Where an order is taxed: a pickup at the store's place; a delivery at the place delivered to,
 * which must be one on the shop's list (ZIP codes do not identify Alabama jurisdictions).
 */
export async function placeFor(
  db: Database,
  fulfilment: { method: "pickup" | "delivery"; place?: string | undefined },
  field = "fulfilment.place",
): Promise<TaxPlaceRef | null> {
  if (fulfilment.method === "pickup") return storePlace(db);
  const places = await deliveryPlaces(db);
  // A shop that has set up no delivery places delivers from the store, and taxes there.
  if (places.length === 0) return storePlace(db);
  const names = places.map((p) => p.name).join(", ");
  if (!fulfilment.place) {
    const message = `Choose the place we deliver to: ${names}.`;
    throw AppError.badRequest(message, { [field]: message });
  }
  const place = places.find((p) => p.code === fulfilment.place);
  if (!place) {
    const message = `We do not deliver to "${fulfilment.place}". Choose one of: ${names}, or pick the order up at the store.`;
    throw AppError.badRequest(message, { [field]: message });
  }
  return place;
}

/**
 * The rates in effect at a place on a store day (each jurisdiction's latest rate from that day or
 * before; a rate of 0 ends one) and any tax holiday that day: what an order placed then is taxed with.
 */
export async function taxBasisFor(
  db: Database,
  place: TaxPlaceRef | null,
  day: string,
): Promise<OrderTaxBasis> {
  if (!place) return { day, rates: [], holiday: null };
  const rows = await db
    .select({
      level: taxRates.level,
      jurisdiction: taxRates.jurisdiction,
      rate: taxRates.ratePercent,
      from: taxRates.effectiveFrom,
    })
    .from(taxRates)
    .where(and(eq(taxRates.placeId, place.id), lte(taxRates.effectiveFrom, day)))
    .orderBy(asc(taxRates.jurisdiction), desc(taxRates.effectiveFrom));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.jurisdiction)) latest.set(row.jurisdiction, row);
  const levelOrder = ["state", "county", "city", "police jurisdiction", "district"];
  const rates = [...latest.values()]
    .filter((r) => r.rate > 0)
    .sort((a, b) => levelOrder.indexOf(a.level) - levelOrder.indexOf(b.level))
    .map(({ level, jurisdiction, rate }) => ({ level, jurisdiction, rate }));
  const [holiday] = await db
    .select({ name: taxHolidays.name, levels: taxHolidays.levels, articleLimit: taxHolidays.articleLimit })
    .from(taxHolidays)
    .where(and(lte(taxHolidays.startsOn, day), gte(taxHolidays.endsOn, day)))
    .orderBy(desc(taxHolidays.startsOn))
    .limit(1);
  return { day, rates, holiday: holiday ?? null };
}

/** The product categories that count as clothing for a tax holiday. */
export async function clothingCategories(db: Database): Promise<Set<string>> {
  const rows = await db.select({ category: taxClothingCategories.category }).from(taxClothingCategories);
  return new Set(rows.map((r) => r.category));
}
