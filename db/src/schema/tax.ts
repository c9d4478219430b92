import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  numeric,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { type TaxLevel, taxLevels } from "../catalogue/tax-levels";
import { createdAt, id, moment, money } from "./columns";
import { profiles } from "./orders";
import { users } from "./users";

/**
 * A place sales tax is figured for (decision 082): the store's own place, where pickups are taxed,
 * and the short list of places the shop delivers to. ZIP codes do not identify Alabama
 * jurisdictions, so a delivery names its place from this list.
 */
export const taxPlaces = pgTable(
  "tax_places",
  {
    id: id(),
    /** A short stable name for the API: "clanton". */
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    /** The store's own place: pickups and team pickups are taxed here. Exactly one. */
    isStore: boolean("is_store").notNull().default(false),
    /** Offered as a delivery place at checkout and on order edits. */
    delivers: boolean("delivers").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("tax_places_one_store").on(t.isStore).where(sql`${t.isStore}`)],
);

export const taxLevel = pgEnum("tax_level", taxLevels);

/**
 * One jurisdiction's rate for a place from a date on: the rate in effect on a day is the row with
 * the latest `effective_from` on or before it. Rows are only added, never edited, so a placed
 * order's rates can always be read again; a rate of 0 ends a jurisdiction's tax.
 */
export const taxRates = pgTable(
  "tax_rates",
  {
    id: id(),
    placeId: uuid("place_id")
      .notNull()
      .references(() => taxPlaces.id, { onDelete: "restrict" }),
    level: taxLevel("level").notNull(),
    /** Who levies it, as on the Department of Revenue's table: "Alabama", "Chilton County", "Clanton". */
    jurisdiction: text("jurisdiction").notNull(),
    /** Percent, e.g. 4 for the state's 4%. */
    ratePercent: numeric("rate_percent", { precision: 7, scale: 4, mode: "number" }).notNull(),
    /** The first day (store time, America/Chicago) the rate applies. */
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    /** Where the figure comes from, e.g. the act or the rate table's date. */
    source: text("source"),
    /** The person who checked the rate against the Department of Revenue's table; null until someone does. */
    confirmedBy: text("confirmed_by"),
    confirmedOn: date("confirmed_on", { mode: "string" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tax_rates_place_jurisdiction_day").on(t.placeId, t.jurisdiction, t.effectiveFrom),
    check("tax_rates_rate_range", sql`${t.ratePercent} >= 0 and ${t.ratePercent} < 20`),
  ],
);

/**
 * A sales-tax holiday (Alabama's back-to-school weekend): clothing priced at or under the article
 * limit is free of the listed levels' tax from the first day through the last, store time.
 */
export const taxHolidays = pgTable(
  "tax_holidays",
  {
    id: id(),
    name: text("name").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    /** The levels that take part this year: always "state"; counties and cities decide each year. */
    // Plain text, not an array of the enum: PGlite reads an array of a type made after it connected as
    // one string ("{state}") until it reconnects. Checked against taxLevels by the schemas.
    levels: text("levels").array().$type<TaxLevel[]>().notNull(),
    /** The most one article may cost and still be free of tax, in dollars. */
    articleLimit: money("article_limit").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [check("tax_holidays_in_order", sql`${t.startsOn} <= ${t.endsOn}`)],
);

/** The product categories that count as clothing (for tax holidays). */
export const taxClothingCategories = pgTable("tax_clothing_categories", {
  category: text("category").primaryKey(),
});

export const taxExemptionKinds = ["school_po", "nonprofit", "resale"] as const;
export const taxExemptionKind = pgEnum("tax_exemption_kind", taxExemptionKinds);

/**
 * Why a buyer pays no sales tax, kept on their customer record: a public school's purchase order
 * (the PO itself is the document), a nonprofit's Alabama certificate, or a reseller's number.
 * Staff apply one to a quote or an order; it counts only once verified and while not expired.
 */
export const taxExemptions = pgTable(
  "tax_exemptions",
  {
    id: id(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: taxExemptionKind("kind").notNull(),
    /** The school, nonprofit or business the exemption belongs to. */
    organisation: text("organisation").notNull(),
    /** The PO number, certificate number or resale number. */
    number: text("number").notNull(),
    /** The last day it is good for; a school's PO has none. */
    expiresOn: date("expires_on", { mode: "string" }),
    /** The uploaded document (PDF or image), in the store's files. */
    documentKey: text("document_key").notNull(),
    documentName: text("document_name").notNull(),
    documentType: text("document_type").notNull(),
    verifiedBy: text("verified_by"),
    verifiedAt: moment("verified_at"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("tax_exemptions_profile_idx").on(t.profileId)],
);

export { type TaxLevel, taxLevels } from "../catalogue/tax-levels";
export type TaxPlace = typeof taxPlaces.$inferSelect;
export type TaxRate = typeof taxRates.$inferSelect;
export type TaxHoliday = typeof taxHolidays.$inferSelect;
export type TaxExemption = typeof taxExemptions.$inferSelect;
export type TaxExemptionKind = (typeof taxExemptionKinds)[number];

/** One jurisdiction's share of an order's tax, as stored with the order. */
export interface OrderTaxLine {
  level: TaxLevel;
  jurisdiction: string;
  /** Percent applied. */
  rate: number;
  /** Dollars the rate was applied to. */
  taxable: number;
  tax: number;
}

/** What an order was taxed with, kept so an edit re-taxes with the same rates and a later rate change never alters it. */
export interface OrderTaxBasis {
  /** The store-time day the order was placed: its rates and any holiday are the ones of this day. */
  day: string;
  rates: { level: TaxLevel; jurisdiction: string; rate: number }[];
  holiday: { name: string; levels: TaxLevel[]; articleLimit: number } | null;
}

/** The exemption applied to an order or a quote, copied so the order still reads right if the record changes. */
export interface AppliedExemption {
  id: string;
  kind: TaxExemptionKind;
  organisation: string;
  number: string;
  reason: string;
  appliedBy: string;
  appliedAt: string;
}
