import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  teamStoreDistributions,
  teamStorePaymentModes,
  teamStorePersonalisations,
  teamStoreStatuses,
} from "../catalogue/team-stores";
import { createdAt, id, moment, money, partOf, updatedAt } from "./columns";
import { products } from "./products";
import { quotes } from "./quotes";
import { users } from "./users";

export { teamStoreDistributions, teamStorePaymentModes, teamStorePersonalisations, teamStoreStatuses };

export const teamStoreStatus = pgEnum("team_store_status", teamStoreStatuses);
export const teamStoreDistribution = pgEnum("team_store_distribution", teamStoreDistributions);
export const teamStorePaymentMode = pgEnum("team_store_payment_mode", teamStorePaymentModes);
export const teamStorePersonalisation = pgEnum("team_store_personalisation", teamStorePersonalisations);

/**
 * A private store for one team and season (`/team/{slug}`): families order their own items with
 * size, name and number between `opens_at` and `closes_at` (the server's clock decides). At close
 * the orders freeze into batch 1; staff may add late orders, which go into batch 2.
 */
export const teamStores = pgTable(
  "team_stores",
  {
    id: id(),
    slug: text("slug").notNull(),
    teamName: text("team_name").notNull(),
    sport: text("sport").notNull(),
    /** A code families type to enter, shared by the coach; null: the link alone opens the store. */
    accessCode: text("access_code"),
    coachName: text("coach_name").notNull(),
    coachEmail: text("coach_email").notNull(),
    status: teamStoreStatus("status").notNull().default("draft"),
    opensAt: moment("opens_at").notNull(),
    closesAt: moment("closes_at").notNull(),
    distribution: teamStoreDistribution("distribution").notNull().default("team_pickup"),
    paymentMode: teamStorePaymentMode("payment_mode").notNull().default("pay_at_pickup"),
    numberMin: integer("number_min").notNull().default(0),
    numberMax: integer("number_max").notNull().default(99),
    numbersUnique: boolean("numbers_unique").notNull().default(true),
    /** Whether a family may order "##" (number not known yet, settled before print). */
    allowUnknownNumber: boolean("allow_unknown_number").notNull().default(true),
    /** A line for families shown under the team name (pickup day, practice place). */
    message: text("message"),
    /**
     * The store's picture (a team logo staff uploaded to the image library, `/uploads/...`); null:
     * the approved proof of the quote it came from, else the first item's picture.
     */
    logoUrl: text("logo_url"),
    /** Where the bags are handed out ("Clanton Park, field 2"); null: at the store's counter. */
    handoutPlace: text("handout_place"),
    /** When ("Tuesday practice, 5:30 PM"); null: families are e-mailed when it is ready. */
    handoutWhen: text("handout_when"),
    /** Who hands them out ("Coach Rivera"); null: the store's staff. Money is always paid to the store. */
    handoutBy: text("handout_by"),
    /** The approved quote the store was made from (its proof is the artwork). */
    quoteId: uuid("quote_id").references((): AnyPgColumn => quotes.id, { onDelete: "set null" }),
    /** Staff opened a store whose artwork has no approved proof: who, kept for the audit. */
    proofOverrideBy: uuid("proof_override_by").references(() => users.id, { onDelete: "set null" }),
    /** When batch 1 froze (start production); the store can no longer be reopened after. */
    batchOneFrozenAt: moment("batch_one_frozen_at"),
    /** Jobs mark what they did, so a second process or a second run does nothing. */
    openedMailAt: moment("opened_mail_at"),
    reminderThreeDaysAt: moment("reminder_three_days_at"),
    reminderOneDayAt: moment("reminder_one_day_at"),
    closedSummaryAt: moment("closed_summary_at"),
    /** The coach's "remind those who haven't ordered": at most once per 24 hours. */
    coachReminderAt: moment("coach_reminder_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A slug names one live store; drafts, scheduled and open stores may not share it.
    uniqueIndex("team_stores_live_slug").on(t.slug).where(sql`${t.status} in ('draft', 'scheduled', 'open')`),
    index("team_stores_slug_idx").on(t.slug, t.createdAt),
    index("team_stores_status_idx").on(t.status, t.closesAt),
    check("team_stores_close_after_open", sql`${t.closesAt} > ${t.opensAt}`),
    check(
      "team_stores_number_range",
      sql`${t.numberMin} >= 0 and ${t.numberMax} >= ${t.numberMin} and ${t.numberMax} <= 999`,
    ),
  ],
);

/** One item a team store sells: a catalogue product at the store's price, with its rules. */
export const teamStoreItems = pgTable(
  "team_store_items",
  {
    id: id(),
    storeId: partOf("store_id", () => teamStores.id),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    /** The price families pay (before a personalisation fee); never below the catalogue's. */
    price: money("price").notNull(),
    /** The part of the price that goes to the team, per unit. */
    fundraising: money("fundraising").notNull().default(0),
    /** The sizes families may choose, in the product's order; empty: one size. */
    sizes: jsonb("sizes").$type<string[]>().notNull().default([]),
    personalisation: teamStorePersonalisation("personalisation").notNull().default("none"),
    personalisationRequired: boolean("personalisation_required").notNull().default(false),
    maxNameLength: integer("max_name_length").notNull().default(12),
    /** Added to the price when a name or number is printed. */
    personalisationFee: money("personalisation_fee").notNull().default(0),
    /** Every player's first order must include it. */
    required: boolean("required").notNull().default(false),
    /** Part of the "player pack" a family adds in one action. */
    inBundle: boolean("in_bundle").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("team_store_items_store_idx").on(t.storeId, t.position),
    unique("team_store_items_product").on(t.storeId, t.productId),
    check("team_store_items_price_positive", sql`${t.price} > 0`),
    check(
      "team_store_items_fundraising_range",
      sql`${t.fundraising} >= 0 and ${t.fundraising} <= ${t.price}`,
    ),
    check("team_store_items_fee_range", sql`${t.personalisationFee} >= 0`),
    check("team_store_items_name_length", sql`${t.maxNameLength} between 1 and 30`),
  ],
);

/** The team's roster for the store: who should order (with an address for reminders). */
export const teamStorePlayers = pgTable(
  "team_store_players",
  {
    id: id(),
    storeId: partOf("store_id", () => teamStores.id),
    name: text("name").notNull(),
    number: text("number"),
    /** A parent's address for reminders; never shown to the coach's page of another family. */
    email: text("email"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("team_store_players_store_idx").on(t.storeId, t.position)],
);

/**
 * Numbers worn in a store whose numbers are unique: the primary key makes two players claiming one
 * number a constraint violation, not a race. `player_key` is the player's name normalised; the same
 * player may wear the number on several orders.
 */
export const teamStoreNumbers = pgTable(
  "team_store_numbers",
  {
    storeId: partOf("store_id", () => teamStores.id),
    number: text("number").notNull(),
    playerKey: text("player_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.number] })],
);

/** The coach's private links (only hashes kept); revoked links answer 404. */
export const teamStoreCoachLinks = pgTable(
  "team_store_coach_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    storeId: partOf("store_id", () => teamStores.id),
    createdAt: createdAt(),
    revokedAt: moment("revoked_at"),
  },
  (t) => [index("team_store_coach_links_store_idx").on(t.storeId)],
);

/** A frozen batch: what went to production, as it was at that moment (lines, names, prices). */
export const teamStoreBatches = pgTable(
  "team_store_batches",
  {
    id: id(),
    storeId: partOf("store_id", () => teamStores.id),
    batch: integer("batch").notNull(),
    frozenAt: moment("frozen_at").notNull().defaultNow(),
    frozenBy: uuid("frozen_by").references(() => users.id, { onDelete: "set null" }),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [unique("team_store_batches_store_batch").on(t.storeId, t.batch)],
);

export type TeamStore = typeof teamStores.$inferSelect;
export type TeamStoreItem = typeof teamStoreItems.$inferSelect;
export type TeamStorePlayer = typeof teamStorePlayers.$inferSelect;
export type TeamStoreBatch = typeof teamStoreBatches.$inferSelect;
