import { type Database, taxClothingCategories, taxHolidays, taxPlaces, taxRates } from "@store/db";
import { productCategories } from "@store/db/catalogue";
import { and, eq } from "drizzle-orm";
import { isUuid, notFound } from "../../common/not-found";
import { AppError } from "../../errors/app-error";
import type { ChangeArgs, ClockArgs } from "../service-args";
import { recordAudit } from "../staff/audit-records";
import { storeDayOf } from "../tax/tax-basis";
import type {
  AddHolidayInput,
  AddPlaceInput,
  AddRateInput,
  ClothingCategoriesInput,
  ConfirmRateInput,
  RateFields,
  TaxDataDto,
  TaxHolidayDto,
  TaxPlaceDto,
} from "./schemas";
import { readTaxData, toHolidayDto } from "./tax-data-read";

type Change<Input> = ChangeArgs<Input> & ClockArgs;

export const PAST_RATE =
  "A rate cannot change the past: orders placed before today keep the rates they were taxed at. Choose today or a later day.";
const PAST_HOLIDAY =
  "A holiday cannot end in the past: orders placed then were already taxed. Choose a last day of today or later.";

const duplicateRate = (jurisdiction: string, day: string) =>
  AppError.conflict(
    `${jurisdiction} already has a rate from ${day} at this place. Rates are never edited: choose another day for the new rate.`,
  );

/** PostgreSQL's unique_violation, on the driver's error or the one drizzle wraps it in. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    if ("code" in current && current.code === "23505") return true;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}

/** Two staff adding the same row at once: the second gets the same 409 as if it came later. */
async function orConflict<T>(change: Promise<T>, conflict: () => AppError): Promise<T> {
  try {
    return await change;
  } catch (error) {
    throw isUniqueViolation(error) ? conflict() : error;
  }
}

async function placeAnswer(db: Database, id: string, now: Date): Promise<TaxPlaceDto> {
  const data = await readTaxData({ db, now });
  const place = data.places.find((p) => p.id === id);
  if (!place) throw notFound("tax place", id);
  return place;
}

const rateRow = (placeId: string, rate: RateFields, actorId: string) => ({
  placeId,
  level: rate.level,
  jurisdiction: rate.jurisdiction,
  ratePercent: rate.rate_percent,
  effectiveFrom: rate.effective_from,
  source: rate.source,
  confirmedBy: rate.confirmed_by,
  confirmedOn: rate.confirmed_on,
  createdBy: actorId,
});

const percent = (r: { rate_percent: number }) => `${r.rate_percent}%`;

/**
 * A new place with any starting rates. Its rates may start on any day: no order was ever taxed
 * there, so there is no past to protect (decision 083).
 */
export async function addTaxPlace({ db, actor, input, now }: Change<AddPlaceInput>): Promise<TaxPlaceDto> {
  const seen = new Set<string>();
  for (const [i, rate] of input.rates.entries()) {
    const key = `${rate.jurisdiction.toLowerCase()}|${rate.effective_from}`;
    if (seen.has(key)) {
      const message = `${rate.jurisdiction} is listed twice from ${rate.effective_from}: give each jurisdiction one rate per day.`;
      throw AppError.badRequest(message, { [`rates.${i}.effective_from`]: message });
    }
    seen.add(key);
  }
  const takenCode = () =>
    AppError.conflict(`A place with the code "${input.code}" already exists. Choose another code.`);
  const id = await orConflict(
    db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: taxPlaces.id })
        .from(taxPlaces)
        .where(eq(taxPlaces.code, input.code));
      if (taken) throw takenCode();
      const [place] = await tx
        .insert(taxPlaces)
        .values({ code: input.code, name: input.name, delivers: input.delivers })
        .returning();
      if (!place) throw new Error("tax place insert returned no row");
      if (input.rates.length > 0)
        await tx.insert(taxRates).values(input.rates.map((r) => rateRow(place.id, r, actor.id)));
      await recordAudit(tx, actor, {
        action: "tax.place_create",
        entity: "tax",
        entityId: place.id,
        summary: `Added the tax place ${input.name} (${input.code})${input.rates.length ? ` with ${input.rates.map((r) => `${r.jurisdiction} ${percent(r)} from ${r.effective_from}`).join(", ")}` : ""}`,
        before: null,
        after: { code: input.code, name: input.name, delivers: input.delivers, rates: input.rates },
      });
      return place.id;
    }),
    takenCode,
  );
  return placeAnswer(db, id, now);
}

/**
 * A dated rate for an existing place: today or later only (store day), since orders placed before
 * today keep the rates they were taxed at; one per jurisdiction and day. Rates are never edited.
 */
export async function addTaxRate({ db, actor, input, now }: Change<AddRateInput>): Promise<TaxPlaceDto> {
  if (!isUuid(input.id)) throw notFound("tax place", input.id);
  const today = storeDayOf(now);
  const duplicate = () => duplicateRate(input.jurisdiction, input.effective_from);
  await orConflict(
    db.transaction(async (tx) => {
      const [place] = await tx.select().from(taxPlaces).where(eq(taxPlaces.id, input.id)).for("update");
      if (!place) throw notFound("tax place", input.id);
      if (input.effective_from < today) throw AppError.badRequest(PAST_RATE, { effective_from: PAST_RATE });
      const [same] = await tx
        .select({ id: taxRates.id })
        .from(taxRates)
        .where(
          and(
            eq(taxRates.placeId, place.id),
            eq(taxRates.jurisdiction, input.jurisdiction),
            eq(taxRates.effectiveFrom, input.effective_from),
          ),
        );
      if (same) throw duplicate();
      const { id: _, ...fields } = input;
      const [rate] = await tx
        .insert(taxRates)
        .values(rateRow(place.id, fields, actor.id))
        .returning();
      if (!rate) throw new Error("tax rate insert returned no row");
      await recordAudit(tx, actor, {
        action: "tax.rate_add",
        entity: "tax",
        entityId: rate.id,
        summary: `${place.name}: ${input.jurisdiction} (${input.level}) ${percent(input)} from ${input.effective_from}, confirmed by ${input.confirmed_by} on ${input.confirmed_on}`,
        before: null,
        after: { place: place.code, ...fields },
      });
    }),
    duplicate,
  );
  return placeAnswer(db, input.id, now);
}

/** Records who checked a rate that nobody had confirmed: the only change a stored rate ever takes. */
export async function confirmTaxRate({
  db,
  actor,
  input,
  now,
}: Change<ConfirmRateInput>): Promise<TaxPlaceDto> {
  if (!isUuid(input.id)) throw notFound("tax rate", input.id);
  const placeId = await db.transaction(async (tx) => {
    const [rate] = await tx.select().from(taxRates).where(eq(taxRates.id, input.id)).for("update");
    if (!rate) throw notFound("tax rate", input.id);
    if (rate.confirmedBy)
      throw AppError.conflict(
        `This rate was already confirmed by ${rate.confirmedBy} on ${rate.confirmedOn}. A confirmed rate is not changed: add a dated rate if the figure is different.`,
      );
    await tx
      .update(taxRates)
      .set({ confirmedBy: input.confirmed_by, confirmedOn: input.confirmed_on })
      .where(eq(taxRates.id, rate.id));
    await recordAudit(tx, actor, {
      action: "tax.rate_confirm",
      entity: "tax",
      entityId: rate.id,
      summary: `${rate.jurisdiction} ${rate.ratePercent}% from ${rate.effectiveFrom} confirmed by ${input.confirmed_by} on ${input.confirmed_on}`,
      before: { confirmed_by: null, confirmed_on: null },
      after: { confirmed_by: input.confirmed_by, confirmed_on: input.confirmed_on },
    });
    return rate.placeId;
  });
  return placeAnswer(db, placeId, now);
}

/** A tax holiday window; one that has already ended cannot be added (its orders were taxed). */
export async function addTaxHoliday({
  db,
  actor,
  input,
  now,
}: Change<AddHolidayInput>): Promise<TaxHolidayDto> {
  if (input.ends_on < storeDayOf(now)) throw AppError.badRequest(PAST_HOLIDAY, { ends_on: PAST_HOLIDAY });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(taxHolidays)
      .values({
        name: input.name,
        startsOn: input.starts_on,
        endsOn: input.ends_on,
        levels: input.levels,
        articleLimit: input.article_limit,
        createdBy: actor.id,
      })
      .returning();
    if (!row) throw new Error("tax holiday insert returned no row");
    await recordAudit(tx, actor, {
      action: "tax.holiday_create",
      entity: "tax",
      entityId: row.id,
      summary: `Added the tax holiday ${input.name}, ${input.starts_on} to ${input.ends_on} (${input.levels.join(", ")}; up to $${input.article_limit} an article)`,
      before: null,
      after: input,
    });
    return toHolidayDto(row);
  });
}

/** Which product categories count as clothing for a tax holiday: the whole list, replaced at once. */
export async function setTaxClothingCategories({
  db,
  actor,
  input,
  now,
}: Change<ClothingCategoriesInput>): Promise<TaxDataDto["clothing_categories"]> {
  await db.transaction(async (tx) => {
    const before = (await tx.select().from(taxClothingCategories)).map((r) => r.category).sort();
    await tx.delete(taxClothingCategories);
    if (input.categories.length > 0)
      await tx.insert(taxClothingCategories).values(input.categories.map((category) => ({ category })));
    const after = productCategories.filter((c) => input.categories.includes(c));
    await recordAudit(tx, actor, {
      action: "tax.clothing_categories",
      entity: "tax",
      entityId: "clothing-categories",
      summary: `Clothing for tax holidays: ${after.length ? after.join(", ") : "no category"}`,
      before,
      after,
    });
  });
  return (await readTaxData({ db, now })).clothing_categories;
}
