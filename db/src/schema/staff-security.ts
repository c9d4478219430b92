import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, moment, money, partOf } from "./columns";
import { orders } from "./orders";
import { type StaffRole, userRole, users } from "./users";

/**
 * An invitation the owner sends by e-mail: its link lets the person choose a password and become
 * staff with the role given. Single use, 48 hours; only a hash of the link's token is stored.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: id(),
    email: text("email").notNull(),
    role: userRole("role").$type<StaffRole>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: moment("expires_at").notNull(),
    acceptedAt: moment("accepted_at"),
    revokedAt: moment("revoked_at"),
  },
  (t) => [index("staff_invitations_email_idx").on(t.email)],
);

/** A "forgot password" link: single use, 30 minutes; only a hash of its token is stored. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: id(),
    userId: partOf("user_id", () => users.id),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: moment("expires_at").notNull(),
    usedAt: moment("used_at"),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);

/** Ten single-use codes for when the authenticator is lost; shown once, stored hashed. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: id(),
    userId: partOf("user_id", () => users.id),
    codeHash: text("code_hash").notNull(),
    createdAt: createdAt(),
    usedAt: moment("used_at"),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/** A WebAuthn credential (passkey) registered by a staff member. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: id(),
    userId: partOf("user_id", () => users.id),
    /** The credential's id, base64url, as the authenticator gives it. */
    credentialId: text("credential_id").notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    /** What the person called it ("Work laptop"). */
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: moment("last_used_at"),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

/**
 * A step of a sign-in or a registration in progress: the password was right and a second factor
 * is due, or a WebAuthn challenge was issued. Short-lived; only a hash of its token is stored.
 */
export const authChallenges = pgTable(
  "auth_challenges",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    /** "second_factor", "setup_second_factor", "passkey_registration", "passkey_sign_in". */
    kind: text("kind").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The WebAuthn challenge (base64url), or a TOTP secret being set up. */
    challenge: text("challenge"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: moment("expires_at").notNull(),
  },
  (t) => [index("auth_challenges_expires_idx").on(t.expiresAt)],
);

/** The owner's rules for staff sign-in and the counter, one row (id 1). */
export const staffSettings = pgTable(
  "staff_settings",
  {
    id: integer("id").primaryKey().default(1),
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    /** A counter person's refund above this waits for a manager's approval (0: every refund waits). */
    counterApprovalLimit: money("counter_approval_limit").notNull().default(0),
    updatedAt: createdAt(),
    updatedByEmail: text("updated_by_email"),
  },
  (t) => [
    check("staff_settings_one_row", sql`${t.id} = 1`),
    check("staff_settings_limit_not_negative", sql`${t.counterApprovalLimit} >= 0`),
  ],
);

export const approvalStatuses = ["pending", "approved", "declined", "failed"] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/**
 * Something a counter person asked for above their limit (a refund), waiting on the order page for
 * a manager or the owner to approve or decline; approved, it is carried out as the approver.
 */
export const approvalRequests = pgTable(
  "approval_requests",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** "refund" (through the provider) or "reversal" (a counter payment reversed). */
    kind: text("kind").notNull(),
    amount: money("amount").notNull(),
    /** What carries it out once approved: the payment, the reason. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    reason: text("reason").notNull(),
    status: text("status").$type<ApprovalStatus>().notNull().default("pending"),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    requestedByEmail: text("requested_by_email").notNull(),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedByEmail: text("decided_by_email"),
    decidedAt: moment("decided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("approval_requests_order_idx").on(t.orderId),
    index("approval_requests_pending_idx").on(t.status, t.createdAt),
  ],
);

export type StaffInvitation = typeof staffInvitations.$inferSelect;
export type Passkey = typeof passkeys.$inferSelect;
export type ApprovalRequest = typeof approvalRequests.$inferSelect;
