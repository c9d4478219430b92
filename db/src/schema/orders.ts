import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, money, updatedAt } from "./columns";
import { products } from "./products";

/** A customer as orders know them: at least an email address. */
export const profiles = pgTable("profiles", {
  id: id(),
  email: text("email").notNull().unique(),
  fullName: text("full_name"),
  createdAt: createdAt(),
});

export const orderStatuses = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
export const orderStatus = pgEnum("order_status", orderStatuses);

export const orders = pgTable(
  "orders",
  {
    id: id(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "restrict" }),
    status: orderStatus("status").notNull().default("pending"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("orders_created_at_idx").on(t.createdAt), index("orders_profile_id_idx").on(t.profileId)],
);

/**
 * One line of an order. The product link may be lost when a product is deleted, so the
 * name and unit price at the time of the order are kept on the line itself.
 */
export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    unitPrice: money("unit_price").notNull(),
    quantity: integer("quantity").notNull().default(1),
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
