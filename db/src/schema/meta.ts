import { pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/** Small facts about the database itself, such as which seed version it has received. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});
