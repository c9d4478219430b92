import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { designStatuses } from "../catalogue/design-status";
import { createdAt, id, moment, money, updatedAt } from "./columns";
import { designStatus } from "./design-status";
import { orders, profiles } from "./orders";
import { customArtworkSubmissions } from "./submissions";
import type { AppliedExemption } from "./tax";
import { users } from "./users";

export { designStatuses };

/** One player of a team's roster, as the coach gave it (size in the guides' words). */
export interface RosterEntry {
  name: string;
  number: string;
  size: string;
}

/** An add-on asked for with a package, by its price-list name. */
export interface QuoteItem {
  name: string;
  quantity: number;
}

/** A file attached to a quote request, with the name the coach gave it. */
export interface AttachedFile {
  name: string;
  url: string;
}

/** Quote numbers people read out on the phone: Q-2001, Q-2002, ... */
export const quoteNumbers = pgSequence("quote_numbers", { startWith: 2001 });

/** A team's quote request: package, add-ons, rush, roster and artwork notes, then the store's price. */
export const quotes = pgTable(
  "quotes",
  {
    id: id(),
    number: integer("number").notNull().unique().default(sql`nextval('quote_numbers')`),
    status: designStatus("status").notNull().default("new"),
    teamName: text("team_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    /** The customer's account: the one signed in when it was sent, or attached when the address signs in. */
    profileId: uuid("profile_id").references((): AnyPgColumn => profiles.id, { onDelete: "set null" }),
    sport: text("sport").notNull(),
    packageName: text("package_name").notNull(),
    additionalItems: jsonb("additional_items").$type<QuoteItem[]>().notNull().default([]),
    rush: text("rush"),
    neededBy: date("needed_by", { mode: "string" }),
    colors: text("colors"),
    artworkNotes: text("artwork_notes"),
    /** The stock design the coach started from (design-N), if any. */
    designId: text("design_id"),
    roster: jsonb("roster").$type<RosterEntry[]>().notNull().default([]),
    files: jsonb("files").$type<AttachedFile[]>().notNull().default([]),
    /** The price tables' total when the request came in (whole dollars, kept exact). */
    estimate: money("estimate").notNull(),
    /** The price staff quoted; null until a quote is sent. */
    finalPrice: money("final_price"),
    quoteMessage: text("quote_message"),
    /** A school's PO or another exemption staff applied: the quote and its order carry no tax. */
    exemption: jsonb("exemption").$type<AppliedExemption>(),
    /** The order an approved quote became. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("quotes_created_at_idx").on(t.createdAt),
    index("quotes_status_idx").on(t.status),
    index("quotes_profile_idx").on(t.profileId),
  ],
);

// Proofs, history and links belong to exactly one quote or one artwork request.
const subject = () => ({
  quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
  submissionId: uuid("submission_id").references(() => customArtworkSubmissions.id, { onDelete: "cascade" }),
});
const oneSubject = (name: string, t: { quoteId: unknown; submissionId: unknown }) =>
  check(name, sql`num_nonnulls(${t.quoteId}, ${t.submissionId}) = 1`);

export const proofResponses = ["approved", "changes_requested"] as const;

/** A version of the artwork sent for approval, with the customer's answer once given. */
export const proofs = pgTable(
  "proofs",
  {
    id: id(),
    ...subject(),
    version: integer("version").notNull(),
    fileUrl: text("file_url").notNull(),
    fileName: text("file_name").notNull(),
    fileType: text("file_type").notNull(),
    fileSize: integer("file_size").notNull(),
    message: text("message"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    response: text("response", { enum: proofResponses }),
    responseComment: text("response_comment"),
    respondedAt: moment("responded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    oneSubject("proofs_one_subject", t),
    unique("proofs_quote_version").on(t.quoteId, t.version),
    unique("proofs_submission_version").on(t.submissionId, t.version),
  ],
);

/** Who did what and when, oldest first: the history both staff and the customer read. */
export const designEvents = pgTable(
  "design_events",
  {
    id: id(),
    ...subject(),
    kind: text("kind").notNull(),
    actor: text("actor", { enum: ["staff", "customer"] }).notNull(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    message: text("message"),
    proofVersion: integer("proof_version"),
    fromStatus: designStatus("from_status"),
    toStatus: designStatus("to_status"),
    createdAt: createdAt(),
  },
  (t) => [
    oneSubject("design_events_one_subject", t),
    index("design_events_quote_idx").on(t.quoteId, t.createdAt),
    index("design_events_submission_idx").on(t.submissionId, t.createdAt),
  ],
);

/** The private links a customer reaches a quote or request through; only hashes are kept. */
export const reviewLinks = pgTable(
  "review_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    ...subject(),
    createdAt: createdAt(),
  },
  (t) => [
    oneSubject("review_links_one_subject", t),
    index("review_links_quote_idx").on(t.quoteId),
    index("review_links_submission_idx").on(t.submissionId),
  ],
);

export type Quote = typeof quotes.$inferSelect;
export type Proof = typeof proofs.$inferSelect;
export type DesignEvent = typeof designEvents.$inferSelect;
