import { index, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, moment, partOf } from "./columns";

export const userRoles = ["admin", "customer"] as const;
export const userRole = pgEnum("user_role", userRoles);

export const users = pgTable("users", {
  id: id(),
  /** Stored lower-cased so sign-in is case-insensitive. */
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: userRole("role").notNull().default("customer"),
  createdAt: createdAt(),
});

/** A signed-in browser. Only a hash of the cookie's token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: partOf("user_id", () => users.id),
    createdAt: createdAt(),
    lastSeenAt: moment("last_seen_at").notNull().defaultNow(),
    expiresAt: moment("expires_at").notNull(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export type User = typeof users.$inferSelect;
export type UserRole = (typeof userRoles)[number];
export type Session = typeof sessions.$inferSelect;
