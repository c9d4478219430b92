import { bigint, index, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { staffRoles } from "../catalogue/staff-roles";
import { createdAt, id, moment, partOf } from "./columns";

export { type StaffRole, staffRoles } from "../catalogue/staff-roles";
export const userRoles = [...staffRoles, "customer"] as const;
export const userRole = pgEnum("user_role", userRoles);

export const users = pgTable("users", {
  id: id(),
  /** Stored lower-cased so sign-in is case-insensitive. */
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: userRole("role").notNull().default("customer"),
  createdAt: createdAt(),
  /** Set by the owner: the account can no longer sign in, its sessions and keys end at once. */
  deactivatedAt: moment("deactivated_at"),
  passwordChangedAt: moment("password_changed_at"),
  /** The authenticator app's shared secret (base32), set once its first code is confirmed. */
  totpSecret: text("totp_secret"),
  totpEnabledAt: moment("totp_enabled_at"),
  /** The time step of the last code taken, so a code is used once (RFC 6238 §5.2). */
  totpLastStep: bigint("totp_last_step", { mode: "number" }),
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
    /** The browser's User-Agent and the address it signed in from, for "your sessions". */
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    /** How the sign-in was proved: "password", "password+totp", "password+recovery", "passkey"… */
    method: text("method"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export type User = typeof users.$inferSelect;
export type UserRole = (typeof userRoles)[number];
export type Session = typeof sessions.$inferSelect;
