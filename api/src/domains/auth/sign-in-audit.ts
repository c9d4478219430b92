import type { Database, UserRole } from "@store/db";
import { type Actor, recordAudit, type SystemActor } from "../../audit/record-audit";
import { deviceWords, placeWords } from "../../auth/device-words";
import { isStaffRole } from "../../common/permissions";

/** The browser a sign-in came from: what the request said of itself and its address. */
export interface SignInDevice {
  userAgent?: string | null;
  ipAddress?: string | null;
}

/** A failed sign-in was made by nobody we know: the log never names someone who did not prove it. */
export const NOBODY: SystemActor = { id: null, email: "Nobody (not signed in)" };

// A person's sign-ins, sign-outs and ended sessions are one history: entity "session", id theirs.
const UNKNOWN_ACCOUNT = "unknown";

const where = (device: SignInDevice) => ({
  device: deviceWords(device.userAgent),
  ip_address: device.ipAddress ?? null,
});

/** A sign-in that started a session, in the session's own transaction. */
export async function auditSignIn(
  db: Database,
  person: Actor,
  session: { id: string; method: string } & SignInDevice,
): Promise<void> {
  const from = where(session);
  await recordAudit(db, person, {
    action: "session.sign_in",
    entity: "session",
    entityId: person.id,
    summary: `${person.email} signed in (${from.device}, ${placeWords(session.ipAddress)}).`,
    before: null,
    after: { session_id: session.id, method: session.method, ...from },
  });
}

export type FailureReason = "wrong password" | "account deactivated";

/**
 * A sign-in refused. The address tried is kept only when it is a staff account's (whose owner may
 * want to know); anyone else's typing, a customer's address or a stranger's, is not kept at all.
 * The password never is.
 */
export async function auditFailedSignIn(
  db: Database,
  account: { id: string; email: string; role: UserRole } | undefined,
  reason: FailureReason,
  device: SignInDevice,
): Promise<void> {
  const staff = account && isStaffRole(account.role) ? account : undefined;
  await recordAudit(db, NOBODY, {
    action: "session.sign_in_failed",
    entity: "session",
    entityId: staff?.id ?? UNKNOWN_ACCOUNT,
    summary: staff
      ? `A sign-in as ${staff.email} failed (${reason}) from ${placeWords(device.ipAddress)}.`
      : `A sign-in failed for an address that is not a staff account, from ${placeWords(device.ipAddress)}.`,
    before: null,
    after: staff ? { email: staff.email, reason, ...where(device) } : where(device),
  });
}

/** A person signed out of the session they were using. */
export async function auditSignOut(db: Database, person: Actor, sessionId: string | null): Promise<void> {
  await recordAudit(db, person, {
    action: "session.sign_out",
    entity: "session",
    entityId: person.id,
    summary: `${person.email} signed out.`,
    before: sessionId ? { session_id: sessionId } : null,
    after: null,
  });
}
