import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

/** A file in the admin image library. `name` is its unique public identifier. */
export const images = pgTable("images", {
  id: id(),
  name: text("name").notNull().unique(),
  storageKey: text("storage_key").notNull().unique(),
  size: integer("size").notNull(),
  type: text("type").notNull(),
  createdAt: createdAt(),
});

export type Image = typeof images.$inferSelect;
