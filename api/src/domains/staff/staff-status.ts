import { apiKeys, type Database, type StaffRole, sessions, staffRoles, users } from "@store/db";
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { sessionTokenHash } from "../../auth/session-token";
import { isUuid, notFound } from "../../common/not-found";
import { roleWords } from "../../common/role-words";
import { AppError } from "../../errors/app-error";
import type { ById, ChangeArgs } from "../service-args";
import { recordAudit } from "./audit-records";
import type { StaffRoleInput, StaffStatus } from "./staff-status-schemas";

// Every refusal of this file, worded once (409s: to the portal a 403 means "not allowed at all").
const refusals = {
  deactivateYourself: () =>
    AppError.conflict("You cannot deactivate your own account. Another owner can do that."),
  lastOwner: (email: string, doing: string) =>
    AppError.conflict(
      `${email} is the last active owner. Make another person an owner before ${doing} this one.`,
    ),
};

type StaffRow = { id: string; email: string; role: StaffRole; deactivatedAt: Date | null };

/**
 * Every staff row, locked: two owners changing each other at once take turns, so the second sees
 * the first's change and the store always keeps an active owner.
 */
async function lockedStaff(tx: Database, id: string): Promise<{ found: StaffRow; isLastOwner: boolean }> {
  if (!isUuid(id)) throw notFound("staff account", id);
  const staff = (await tx
    .select({ id: users.id, email: users.email, role: users.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(inArray(users.role, [...staffRoles]))
    .for("update")) as StaffRow[];
  const found = staff.find((member) => member.id === id);
  if (!found) throw notFound("staff account", id);
  const activeOwners = staff.filter((m) => m.role === "owner" && !m.deactivatedAt);
  const isLastOwner = activeOwners.length === 1 && activeOwners[0]?.id === id;
  return { found, isLastOwner };
}

const answer = (row: StaffRow, sessionsEnded: number, keysRevoked: number): StaffStatus => ({
  id: row.id,
  email: row.email,
  role: row.role,
  deactivated_at: row.deactivatedAt ? row.deactivatedAt.toISOString() : null,
  sessions_ended: sessionsEnded,
  keys_revoked: keysRevoked,
});

const plural = (n: number, one: string) => (n === 1 ? `1 ${one}` : `${n} ${one}s`);

/**
 * Gives a person another role. Their sessions end, so the new role starts with a fresh sign-in
 * (an owner changing their own role keeps the session they are using). The last active owner
 * cannot be given another role: the store must keep someone who can manage staff.
 */
export async function changeStaffRole({
  db,
  actor,
  input: { id, role },
  token,
}: ChangeArgs<StaffRoleInput> & { token?: string | undefined }): Promise<StaffStatus> {
  return db.transaction(async (tx) => {
    const { found, isLastOwner } = await lockedStaff(tx, id);
    if (found.role === role) return answer(found, 0, 0);
    if (isLastOwner) throw refusals.lastOwner(found.email, "changing the role of");
    await tx.update(users).set({ role }).where(eq(users.id, id));
    const keep = id === actor.id && token ? ne(sessions.tokenHash, sessionTokenHash(token)) : undefined;
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, id), keep))
      .returning({ id: sessions.id });
    const account = { id: found.id, email: found.email };
    await recordAudit(tx, actor, {
      action: "staff.role_change",
      entity: "staff",
      entityId: id,
      summary: `Changed the role of ${found.email} from ${roleWords[found.role].label} to ${roleWords[role].label}${
        ended.length ? `; their ${plural(ended.length, "session")} ended` : ""
      }.`,
      before: { ...account, role: found.role },
      after: { ...account, role, sessions_ended: ended.length },
    });
    return answer({ ...found, role }, ended.length, 0);
  });
}

/**
 * Deactivates an account: it can no longer sign in, its sessions end and its API keys are revoked
 * at once, in one transaction. Not your own account, and not the last active owner. Deactivating
 * an account already deactivated changes nothing.
 */
export async function deactivateStaff({ db, actor, input: { id } }: ChangeArgs<ById>): Promise<StaffStatus> {
  if (id === actor.id) throw refusals.deactivateYourself();
  return db.transaction(async (tx) => {
    const { found, isLastOwner } = await lockedStaff(tx, id);
    if (found.deactivatedAt) return answer(found, 0, 0);
    if (isLastOwner) throw refusals.lastOwner(found.email, "deactivating");
    const now = new Date();
    await tx.update(users).set({ deactivatedAt: now }).where(eq(users.id, id));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
    const revoked = await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.userId, id), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    const account = { id: found.id, email: found.email, role: found.role };
    const what = [
      ended.length ? `their ${plural(ended.length, "session")} ended` : "",
      revoked.length ? `their ${plural(revoked.length, "API key")} revoked` : "",
    ].filter(Boolean);
    await recordAudit(tx, actor, {
      action: "staff.deactivate",
      entity: "staff",
      entityId: id,
      summary: `Deactivated the staff account ${found.email}${what.length ? `; ${what.join(" and ")}` : ""}.`,
      before: { ...account, deactivated_at: null },
      after: {
        ...account,
        deactivated_at: now.toISOString(),
        sessions_ended: ended.length,
        keys_revoked: revoked.length,
      },
    });
    return answer({ ...found, deactivatedAt: now }, ended.length, revoked.length);
  });
}

/**
 * Lets a deactivated account sign in again. Its revoked API keys stay revoked: a script starts
 * again only with a key made for it anew.
 */
export async function reactivateStaff({ db, actor, input: { id } }: ChangeArgs<ById>): Promise<StaffStatus> {
  return db.transaction(async (tx) => {
    const { found } = await lockedStaff(tx, id);
    if (!found.deactivatedAt) return answer(found, 0, 0);
    await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, id));
    const account = { id: found.id, email: found.email, role: found.role };
    await recordAudit(tx, actor, {
      action: "staff.reactivate",
      entity: "staff",
      entityId: id,
      summary: `Reactivated the staff account ${found.email}: they can sign in again.`,
      before: { ...account, deactivated_at: found.deactivatedAt.toISOString() },
      after: { ...account, deactivated_at: null },
    });
    return answer({ ...found, deactivatedAt: null }, 0, 0);
  });
}
