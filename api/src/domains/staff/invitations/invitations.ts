import { type Database, type StaffRole, sessions, staffInvitations, staffRoles, users } from "@store/db";
import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import { refusePasswordOnList } from "../../../auth/password-policy";
import { hashPassword } from "../../../auth/passwords";
import { hashSecret, newSecretToken } from "../../../auth/tokens";
import { isUuid, notFound } from "../../../common/not-found";
import { roleWords } from "../../../common/permissions";
import { AppError } from "../../../errors/app-error";
import { enqueueEmail } from "../../../mail/outbox";
import type { MailSettings } from "../../../mail/settings";
import { staffInvitationEmail } from "../../../mail/templates/staff-access";
import { normalizeEmail } from "../../auth/users";
import type { ById } from "../../service-args";
import { type Actor, recordAudit } from "../audit-records";
import type { AcceptedInvitation, Invitation, InvitationInput, InvitationPreview } from "./schemas";

/** An invitation's link works for 48 hours, once. */
export const INVITATION_LIFETIME_MS = 48 * 60 * 60 * 1000;

/** The page the e-mailed link opens; the token rides after the #, so no server or log ever sees it. */
export const acceptInvitationPath = (token: string) => `/admin/accept-invitation#${token}`;

/** Said for every link that opens nothing: unknown, used, revoked, replaced or expired alike. */
export const INVITATION_NOT_VALID =
  "This invitation link does not work any more: it was already used, replaced by a newer one, revoked, or is older than 48 hours. Ask the store's owner to invite you again.";

const alreadyStaff = (email: string) => {
  const message = `${email} already has a staff account. Change its role on the Staff screen instead.`;
  return new AppError("CONFLICT", message, { fields: { email: message } });
};

const iso = (moment: Date) => moment.toISOString();

/** A live invitation: not accepted, not revoked, not expired. */
const live = (now: Date) =>
  and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, now),
  );

/** Pending invitations, oldest first, with who sent each. */
export async function listInvitations({ db, now }: { db: Database; now: Date }): Promise<Invitation[]> {
  const rows = await db
    .select({ invitation: staffInvitations, invitedBy: users.email })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(live(now))
    .orderBy(asc(staffInvitations.createdAt), asc(staffInvitations.email));
  return rows.map(({ invitation, invitedBy }) => toDto(invitation, invitedBy));
}

function toDto(row: typeof staffInvitations.$inferSelect, invitedBy: string | null): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invited_by_email: invitedBy,
    created_at: iso(row.createdAt),
    expires_at: iso(row.expiresAt),
  };
}

/**
 * Invites an address with a role: stores the link's hash and e-mails the link, in one transaction.
 * An older pending invitation of the same address is revoked, so only the newest link works. An
 * address that is already staff is a 409: its role is changed on the Staff screen.
 */
export async function createInvitation({
  db,
  actor,
  input,
  mail,
  now,
}: {
  db: Database;
  actor: Actor;
  input: InvitationInput;
  mail: MailSettings;
  now: Date;
}): Promise<Invitation> {
  const email = normalizeEmail(input.email);
  const token = newSecretToken();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.email, email), inArray(users.role, [...staffRoles])));
    if (existing) throw alreadyStaff(email);
    const replaced = await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(and(eq(staffInvitations.email, email), live(now)))
      .returning({ id: staffInvitations.id });
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        email,
        role: input.role,
        tokenHash: hashSecret(token),
        invitedBy: actor.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
      })
      .returning();
    if (!row) throw new Error("invitation insert returned no row");
    const words = roleWords[input.role];
    await enqueueEmail(tx, {
      kind: "staff.invitation",
      to: email,
      ...staffInvitationEmail({
        url: `${mail.publicUrl}${acceptInvitationPath(token)}`,
        roleLabel: words.label,
        roleDescription: words.description,
        invitedBy: actor.email,
      }),
    });
    // The log names the address and the role; the link's token never enters it.
    await recordAudit(tx, actor, {
      action: "staff.invite",
      entity: "staff",
      entityId: row.id,
      summary: `Invited ${email} as ${words.label}${replaced.length ? " (the earlier invitation's link no longer works)" : ""}.`,
      before: null,
      after: { email, role: input.role, expires_at: iso(row.expiresAt) },
    });
    return toDto(row, actor.email);
  });
}

/** Revokes a pending invitation: its link opens nothing from now on. */
export async function revokeInvitation({
  db,
  actor,
  input: { id },
  now,
}: {
  db: Database;
  actor: Actor;
  input: ById;
  now: Date;
}): Promise<Invitation> {
  if (!isUuid(id)) throw notFound("pending invitation", id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(and(eq(staffInvitations.id, id), live(now)))
      .returning();
    if (!row) throw notFound("pending invitation", id);
    await recordAudit(tx, actor, {
      action: "staff.invitation_revoke",
      entity: "staff",
      entityId: row.id,
      summary: `Revoked the invitation of ${row.email} as ${roleWords[row.role].label}.`,
      before: { email: row.email, role: row.role, expires_at: iso(row.expiresAt) },
      after: null,
    });
    return toDto(row, null);
  });
}

/** Who a live link invites, for the accept page's words; any other link is a 410. */
export async function previewInvitation({
  db,
  token,
  now,
}: {
  db: Database;
  token: string;
  now: Date;
}): Promise<InvitationPreview> {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, hashSecret(token)), live(now)));
  if (!row) throw AppError.gone(INVITATION_NOT_VALID);
  return { email: row.email, role: row.role, expires_at: iso(row.expiresAt) };
}

/**
 * Accepts an invitation: the link is used up in the statement that finds it (two tabs cannot both
 * accept), and the person becomes staff with the role given and the password chosen. A customer's
 * account with that address is promoted (its sessions end). The person then signs in as usual, so
 * every rule of sign-in (two-factor among them) applies from the first visit.
 */
export async function acceptInvitation({
  db,
  input,
  now,
}: {
  db: Database;
  input: { token: string; password: string };
  now: Date;
}): Promise<AcceptedInvitation> {
  // Checked before the link is touched: a refused password leaves the link usable.
  refusePasswordOnList(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(staffInvitations.tokenHash, hashSecret(input.token)), live(now)))
      .returning();
    if (!invitation) throw AppError.gone(INVITATION_NOT_VALID);
    const { email, role } = invitation;
    const { id, promoted } = await becomeStaff(tx, email, role, passwordHash, now);
    await recordAudit(
      tx,
      { id, email },
      {
        action: "staff.invitation_accept",
        entity: "staff",
        entityId: id,
        summary: promoted
          ? `${email} accepted the invitation as ${roleWords[role].label}; their customer account is now a staff account.`
          : `${email} accepted the invitation as ${roleWords[role].label}.`,
        before: promoted ? { email, role: "customer" } : null,
        after: { email, role },
      },
    );
    return {
      email,
      role,
      promoted,
      message: `Welcome! Your staff account ${email} is ready. Sign in with your new password.`,
    };
  });
}

/** Makes the address a staff member's: a new account, or its customer account promoted. */
async function becomeStaff(
  tx: Database,
  email: string,
  role: StaffRole,
  passwordHash: string,
  now: Date,
): Promise<{ id: string; promoted: boolean }> {
  const [created] = await tx
    .insert(users)
    .values({ email, passwordHash, role, passwordChangedAt: now })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (created) return { id: created.id, promoted: false };
  const [customer] = await tx
    .update(users)
    .set({ passwordHash, role, passwordChangedAt: now, deactivatedAt: null })
    .where(and(eq(users.email, email), eq(users.role, "customer")))
    .returning({ id: users.id });
  // Made staff another way since the invitation was sent: the link stays unused (rolled back).
  if (!customer) throw alreadyStaff(email);
  await tx.delete(sessions).where(eq(sessions.userId, customer.id));
  return { id: customer.id, promoted: true };
}
