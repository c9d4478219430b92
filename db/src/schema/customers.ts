import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, moment, partOf, updatedAt } from "./columns";
import { profiles } from "./orders";

// A customer's account is their profile (orders.ts): these are what signing in by e-mail adds.

/** A signed-in customer's browser; apart from staff sessions, so no customer cookie opens the admin. */
export const customerSessions = pgTable(
  "customer_sessions",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    profileId: partOf("profile_id", () => profiles.id),
    createdAt: createdAt(),
    lastSeenAt: moment("last_seen_at").notNull().defaultNow(),
    expiresAt: moment("expires_at").notNull(),
  },
  (t) => [index("customer_sessions_profile_idx").on(t.profileId)],
);

export const customerLinkPurposes = ["sign_in", "export", "delete"] as const;
export const customerLinkPurpose = pgEnum("customer_link_purpose", customerLinkPurposes);

/**
 * A link e-mailed to an address (with its 6-digit code): it proves the address once, within its
 * time. Only hashes are kept; a wrong code counts, and the fifth ends the link.
 */
export const customerLinks = pgTable(
  "customer_links",
  {
    id: id(),
    purpose: customerLinkPurpose("purpose").notNull(),
    /** Lower-cased: the address the link was sent to and the only one it proves. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    codeHash: text("code_hash").notNull(),
    wrongCodes: integer("wrong_codes").notNull().default(0),
    expiresAt: moment("expires_at").notNull(),
    usedAt: moment("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("customer_links_email_idx").on(t.email, t.createdAt)],
);

/** A player a family or coach saved: offered in rosters, team-store checkouts and reorders. */
export const customerPlayers = pgTable(
  "customer_players",
  {
    id: id(),
    profileId: partOf("profile_id", () => profiles.id),
    name: text("name").notNull(),
    /** As printed: "7", "00", or null when not known yet. */
    number: text("number"),
    /** A size per kind of item ("jersey": "YM", "hoodie": "AS"). */
    sizes: jsonb("sizes").$type<Record<string, string>>().notNull().default({}),
    /** The season the sizes were saved for ("2026"): sizes grow. */
    season: text("season").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("customer_players_profile_idx").on(t.profileId)],
);

/** A delivery address a customer saved for checkout. */
export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: id(),
    profileId: partOf("profile_id", () => profiles.id),
    label: text("label").notNull(),
    line1: text("line1").notNull(),
    line2: text("line2"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("customer_addresses_profile_idx").on(t.profileId),
    check("customer_addresses_state", sql`char_length(${t.state}) = 2`),
  ],
);

export type CustomerLink = typeof customerLinks.$inferSelect;
export type CustomerPlayer = typeof customerPlayers.$inferSelect;
export type CustomerAddress = typeof customerAddresses.$inferSelect;
