import { type Database, passkeys, staffSettings, users } from "@store/db";
import { count, eq, sql } from "drizzle-orm";
import { isStaffRole } from "../../../common/permissions";
import type { SessionUser } from "../sessions";
import { unusedRecoveryCodes } from "./recovery-codes";

/** Which second factors a person has: what the sign-in's second step may ask for. */
export interface SecondFactors {
  totp: boolean;
  passkeys: number;
  recoveryCodes: number;
}

export const hasSecondFactor = (f: SecondFactors) => f.totp || f.passkeys > 0;

const passkeyCount = async (db: Database, userId: string) => {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
};

export async function secondFactorsOf(db: Database, userId: string): Promise<SecondFactors> {
  const [row] = await db
    .select({ totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId));
  return {
    totp: Boolean(row?.totpEnabledAt),
    passkeys: await passkeyCount(db, userId),
    recoveryCodes: await unusedRecoveryCodes(db, userId),
  };
}

/** Whether the owner requires two-factor sign-in of every staff member (no settings row yet: no). */
export async function twoFactorRequired(db: Database): Promise<boolean> {
  const [row] = await db.select({ on: staffSettings.requireTwoFactor }).from(staffSettings);
  return row?.on ?? false;
}

/**
 * Marks a signed-in staff member who must set up a second factor before anything else: the owner
 * requires it and they have none. Read on every request, so the mark goes the moment it is set up.
 */
export async function withTwoFactorDue(db: Database, user: SessionUser | null): Promise<SessionUser | null> {
  if (!user || !isStaffRole(user.role)) return user;
  // One statement on the request path: the rule, the app, and whether a passkey exists.
  const [row] = await db
    .select({
      required: sql<boolean>`coalesce((select s.require_two_factor from staff_settings s where s.id = 1), false)`,
      totpEnabledAt: users.totpEnabledAt,
      hasPasskey: sql<boolean>`exists (select 1 from passkeys p where p.user_id = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, user.id));
  const due = Boolean(row?.required) && !row?.totpEnabledAt && !row?.hasPasskey;
  return due ? { ...user, twoFactorSetupDue: true } : user;
}
