import { apiKeys, auditEntries, type Database, type StaffRole, sessions, staffRoles, users } from "@store/db";
import { and, asc, eq, inArray, isNull, max } from "drizzle-orm";
import { refusePasswordOnList } from "../../auth/password-policy";
import { hashPassword } from "../../auth/passwords";
import { isUuid, notFound } from "../../common/not-found";
import { AppError } from "../../errors/app-error";
import { normalizeEmail } from "../auth/users";
import type { ById, ChangeArgs } from "../service-args";
import { type Actor, recordAudit } from "./audit-records";
import type { CreatedStaff, RemovedStaff, StaffAccount, StaffAccountInput } from "./schemas";

// Every refusal of this file, worded once. None is a 403: to the portal a 403 means "no longer an admin".
const refusals = {
  alreadyStaff: (email: string) => {
    const message = `${email} already has a staff account.`;
    // Named as the email field's problem too, so the portal's form shows it beside that field.
    return new AppError("CONFLICT", message, { fields: { email: message } });
  },
  removeYourself: () =>
    AppError.conflict("You cannot remove your own staff access. Another admin can do that."),
  lastAdmin: (email: string) =>
    AppError.conflict(`${email} is the last owner. Make another person an owner before removing this one.`),
};

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

/**
 * Every staff account, oldest first, with its role, whether it is deactivated, its latest sign-in
 * and which one is the caller's. A sign-in is read from the audit log (sign-out and expiry remove
 * sessions, not the log), and from the sessions kept for sign-ins older than that record.
 */
export async function listStaff({ db, actor }: { db: Database; actor: Actor }): Promise<StaffAccount[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      deactivatedAt: users.deactivatedAt,
      lastSession: max(sessions.createdAt),
    })
    .from(users)
    .leftJoin(sessions, eq(sessions.userId, users.id))
    .where(inArray(users.role, [...staffRoles]))
    .groupBy(users.id)
    .orderBy(asc(users.createdAt), asc(users.email));
  const signIns = await lastSignIns(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role as StaffRole,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: iso(latest(row.lastSession, signIns.get(row.id))),
    deactivated_at: iso(row.deactivatedAt),
    is_you: row.id === actor.id,
  }));
}

/** Each account's latest sign-in in the audit log (entity "session", id the account's). */
async function lastSignIns(db: Database, ids: string[]): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: auditEntries.entityId, at: max(auditEntries.createdAt) })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.entity, "session"),
        inArray(auditEntries.entityId, ids),
        eq(auditEntries.action, "session.sign_in"),
      ),
    )
    .groupBy(auditEntries.entityId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.id, row.at] as const] : [])));
}

const latest = (a: Date | null, b: Date | undefined) => (a && b ? (a > b ? a : b) : (a ?? b ?? null));

/**
 * Gives an email a staff (admin) account with this password. A customer's account with that email
 * is promoted and gets the new password; its sessions end, so admin access starts with a sign-in
 * using that password. An email that is already staff is a 409.
 */
export async function createStaffAccount({
  db,
  actor,
  input,
}: ChangeArgs<StaffAccountInput>): Promise<CreatedStaff> {
  const email = normalizeEmail(input.email);
  const role = input.role ?? "owner";
  refusePasswordOnList(input.password);
  const passwordHash = await hashPassword(input.password);
  const columns = { id: users.id, email: users.email, createdAt: users.createdAt };
  const { row, promoted } = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash, role, passwordChangedAt: new Date() })
      .onConflictDoNothing({ target: users.email })
      .returning(columns);
    const changed = created
      ? { row: created, promoted: false }
      : { row: await promoteCustomer(tx, email, passwordHash, role), promoted: true };
    // Snapshots name the account and its role; a password hash never enters the log.
    const account = { id: changed.row.id, email: changed.row.email };
    await recordAudit(tx, actor, {
      action: "staff.create",
      entity: "staff",
      entityId: account.id,
      summary: changed.promoted
        ? `Gave staff access to the customer account ${account.email}.`
        : `Created the staff account ${account.email}.`,
      before: changed.promoted ? { ...account, role: "customer" } : null,
      after: { ...account, role },
    });
    return changed;
  });
  return {
    id: row.id,
    email: row.email,
    role,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: null,
    deactivated_at: null,
    is_you: row.id === actor.id,
    promoted,
  };
}

/** Makes a customer's account a staff member's with this password and ends its sessions. */
async function promoteCustomer(tx: Database, email: string, passwordHash: string, role: StaffRole) {
  const [customer] = await tx
    .update(users)
    .set({ passwordHash, role, passwordChangedAt: new Date() })
    .where(and(eq(users.email, email), eq(users.role, "customer")))
    .returning({ id: users.id, email: users.email, createdAt: users.createdAt });
  if (!customer) throw refusals.alreadyStaff(email);
  await tx.delete(sessions).where(eq(sessions.userId, customer.id));
  return customer;
}

/**
 * Makes a staff account a customer account again and ends its sessions at once, so its next
 * request is a visitor's; its API keys are revoked too, so giving access back later does not
 * quietly revive scripts. Refuses the caller's own account, and the last admin: the store must
 * keep someone who can sign in to the portal.
 */
export async function removeStaffAccess({
  db,
  actor,
  input: { id },
}: ChangeArgs<ById>): Promise<RemovedStaff> {
  if (!isUuid(id)) throw notFound("staff account", id);
  if (id === actor.id) throw refusals.removeYourself();
  return db.transaction(async (tx) => {
    // Locking every admin row makes two admins removing each other at once take turns, so the
    // second sees the first's change and at least one admin always remains.
    const staff = await tx
      .select({ id: users.id, email: users.email, role: users.role, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(inArray(users.role, [...staffRoles]))
      .for("update");
    const found = staff.find((member) => member.id === id);
    if (!found) throw notFound("staff account", id);
    const activeOwners = staff.filter((m) => m.role === "owner" && !m.deactivatedAt);
    if (found.role === "owner" && activeOwners.length === 1 && activeOwners[0]?.id === id)
      throw refusals.lastAdmin(found.email);
    const target = { id: found.id, email: found.email };
    await tx.update(users).set({ role: "customer" }).where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    const revoked = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.userId, id), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    const keys = revoked.length === 1 ? "1 API key" : `${revoked.length} API keys`;
    await recordAudit(tx, actor, {
      action: "staff.remove",
      entity: "staff",
      entityId: id,
      summary: `Removed the staff access of ${target.email}${revoked.length ? ` and revoked their ${keys}` : ""}.`,
      before: { ...target, role: found.role },
      after: { ...target, role: "customer" },
    });
    return target;
  });
}
