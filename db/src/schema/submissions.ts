import { sql } from "drizzle-orm";
import { type AnyPgColumn, index, integer, pgSequence, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, moment, updatedAt } from "./columns";
import { designStatus } from "./design-status";
import { profiles } from "./orders";

/** A message sent through the public contact form. */
export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    /** When staff first opened it; null is "unread" on the messages screen and the home's queue. */
    readAt: moment("read_at"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_submissions_created_at_idx").on(t.createdAt)],
);

/** Artwork request numbers people read out on the phone: A-3001, A-3002, ... */
export const artworkNumbers = pgSequence("artwork_numbers", { startWith: 3001 });

/** A custom artwork request; uploaded_design_url holds the stored file addresses joined by ", ". */
export const customArtworkSubmissions = pgTable(
  "custom_artwork_submissions",
  {
    id: id(),
    number: integer("number").notNull().unique().default(sql`nextval('artwork_numbers')`),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** The customer's account: the one signed in when it was sent, or attached when the address signs in. */
    profileId: uuid("profile_id").references((): AnyPgColumn => profiles.id, { onDelete: "set null" }),
    teamName: text("team_name").notNull(),
    productsInterested: text("products_interested").notNull(),
    orderingItems: text("ordering_items").notNull().default(""),
    artworkDetails: text("artwork_details").notNull(),
    uploadedDesignUrl: text("uploaded_design_url"),
    /** Where the request is in its life: proofs, the customer's approval, production. */
    status: designStatus("status").notNull().default("new"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("custom_artwork_submissions_created_at_idx").on(t.createdAt),
    index("custom_artwork_submissions_profile_idx").on(t.profileId),
  ],
);

export type ContactSubmission = typeof contactSubmissions.$inferSelect;
export type CustomArtworkSubmission = typeof customArtworkSubmissions.$inferSelect;
