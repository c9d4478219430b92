import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import type { OrderPaymentChoice } from "../catalogue/online-payments";
import { createdAt, id, moment, money, partOf, updatedAt } from "./columns";
import { products } from "./products";
import type { AppliedExemption, OrderTaxBasis, OrderTaxLine } from "./tax";
import { teamStoreItems, teamStores } from "./team-stores";

/**
 * A customer as the store knows them: one per e-mail address, made by their first order, and their
 * account once they sign in with a link sent to that address (customers.ts holds the rest).
 */
export const profiles = pgTable("profiles", {
  id: id(),
  email: text("email").notNull().unique(),
  fullName: text("full_name"),
  phone: text("phone"),
  /** Team-store reminders and the like; receipts and status e-mails always go. */
  remindersOptIn: boolean("reminders_opt_in").notNull().default(true),
  /** When the address was first proven by a sign-in link: null for a guest who never signed in. */
  firstSignedInAt: moment("first_signed_in_at"),
  /** Staff merged this record into another (the same person); signing in with this address reaches that one. */
  mergedIntoId: uuid("merged_into_id").references((): AnyPgColumn => profiles.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const orderStatuses = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
export const orderStatus = pgEnum("order_status", orderStatuses);

export const fulfilmentMethods = ["pickup", "delivery"] as const;
export const fulfilmentMethod = pgEnum("fulfilment_method", fulfilmentMethods);

/** Where a delivery goes (United States addresses). */
export interface DeliveryAddress {
  line1: string;
  line2?: string | undefined;
  city: string;
  state: string;
  zip: string;
}

/** Order numbers people read out on the phone: 1001, 1002, ... (the id stays the key). */
export const orderNumbers = pgSequence("order_numbers", { startWith: 1001 });

export const orders = pgTable(
  "orders",
  {
    id: id(),
    number: integer("number").notNull().unique().default(sql`nextval('order_numbers')`),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "restrict" }),
    status: orderStatus("status").notNull().default("pending"),
    /** The contact as given at checkout; orders from before checkout existed have only the profile. */
    customerName: text("customer_name"),
    customerEmail: text("customer_email"),
    customerPhone: text("customer_phone"),
    fulfilment: fulfilmentMethod("fulfilment").notNull().default("pickup"),
    /** How the buyer chose to pay: in store (staff record it), or now on the provider's page. */
    paymentChoice: text("payment_choice").$type<OrderPaymentChoice>().notNull().default("in_store"),
    deliveryAddress: jsonb("delivery_address").$type<DeliveryAddress>(),
    note: text("note"),
    /** Totals fixed when the order is placed, from the catalogue's prices at that moment. */
    subtotal: money("subtotal").notNull().default(0),
    deliveryFee: money("delivery_fee").notNull().default(0),
    /** Sales tax on the lines and the delivery fee (decision 082); the total includes it. */
    tax: money("tax").notNull().default(0),
    total: money("total").notNull().default(0),
    /** The place the order is taxed at: the store's for pickups, the chosen one for a delivery. */
    taxPlaceId: uuid("tax_place_id"),
    taxPlaceName: text("tax_place_name"),
    /** The tax per jurisdiction, and what it was figured with, fixed when the order was placed. */
    taxLines: jsonb("tax_lines").$type<OrderTaxLine[]>().notNull().default([]),
    taxBasis: jsonb("tax_basis").$type<OrderTaxBasis>(),
    /** The part of the tax on the delivery fee (the seller's own delivery is taxable). */
    deliveryTax: money("delivery_tax").notNull().default(0),
    /** Staff applied a buyer's exemption: the order carries no tax. */
    exemption: jsonb("exemption").$type<AppliedExemption>(),
    /** A team-store order: the store, its batch (1 until production starts, 2 for late orders) and the player it is for. */
    teamStoreId: uuid("team_store_id").references((): AnyPgColumn => teamStores.id, { onDelete: "restrict" }),
    teamBatch: integer("team_batch"),
    playerName: text("player_name"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_created_at_idx").on(t.createdAt),
    index("orders_profile_id_idx").on(t.profileId),
    index("orders_team_store_idx").on(t.teamStoreId, t.teamBatch),
    check("orders_team_store_has_batch", sql`(${t.teamStoreId} is null) = (${t.teamBatch} is null)`),
    check("orders_delivery_has_address", sql`${t.fulfilment} = 'pickup' or ${t.deliveryAddress} is not null`),
  ],
);

/** Every status an order has had, oldest first: the tracking page's history. */
export const orderStatusChanges = pgTable(
  "order_status_changes",
  {
    id: id(),
    orderId: partOf("order_id", () => orders.id),
    status: orderStatus("status").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_status_changes_order_idx").on(t.orderId, t.createdAt)],
);

/**
 * The private links to an order (spec: no account needed). Only a hash of each token is kept, like
 * sessions; an order may have several (a retried checkout gets a link of its own).
 */
export const orderAccessTokens = pgTable(
  "order_access_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    orderId: partOf("order_id", () => orders.id),
    createdAt: createdAt(),
  },
  (t) => [index("order_access_tokens_order_idx").on(t.orderId)],
);

/**
 * Requests already answered, by the client's idempotency key: a repeat with the same key and the
 * same body gets the first answer instead of making a second record. `scope` names the operation;
 * `key_hash` is the SHA-256 of the caller (signed-in account, else client address) with the key,
 * so each caller's keys are their own and neither the key nor the address can be read back.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    keyHash: text("key_hash").notNull(),
    requestHash: text("request_hash").notNull(),
    /** The record the first request made, for the repeat to answer with. */
    resultId: text("result_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.keyHash] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

/**
 * One line of an order. The product link may be lost when a product is deleted, so the
 * name and unit price at the time of the order are kept on the line itself.
 */
export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: partOf("order_id", () => orders.id),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    unitPrice: money("unit_price").notNull(),
    quantity: integer("quantity").notNull().default(1),
    /** The size ordered, one of the product's sizes; null for one-size items and older orders. */
    size: text("size"),
    /** Team-store lines: the item, the name and number as they will print (upper-cased), the fee and the team's share per unit. */
    teamStoreItemId: uuid("team_store_item_id").references((): AnyPgColumn => teamStoreItems.id, {
      onDelete: "set null",
    }),
    printName: text("print_name"),
    printNumber: text("print_number"),
    personalisationFee: money("personalisation_fee").notNull().default(0),
    fundraising: money("fundraising").notNull().default(0),
    /** This line's share of the order's tax, so a refund or an edit of one line is exact. */
    tax: money("tax").notNull().default(0),
    /** The product counted as clothing when ordered (tax holidays). */
    clothing: boolean("clothing").notNull().default(false),
  },
  (t) => [
    index("order_items_order_id_idx").on(t.orderId),
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export type Profile = typeof profiles.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
export type OrderStatus = (typeof orderStatuses)[number];
export type FulfilmentMethod = (typeof fulfilmentMethods)[number];
export type OrderStatusChange = typeof orderStatusChanges.$inferSelect;
