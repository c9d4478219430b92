import { users } from "@store/db";
import { eq } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../../auth/passwords";
import type { ReadArgs } from "../service-args";
import { publicUserOf } from "./public-user";
import type { LoginInput, PublicUser } from "./schemas";
import { createSession } from "./sessions";
import { auditFailedSignIn, type SignInDevice } from "./sign-in-audit";
import { normalizeEmail } from "./users";

// Verifying against this when the email is unknown makes both failures take the same time.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => {
  dummyHash ??= hashPassword("not-a-real-password-just-for-timing");
  return dummyHash;
};

export const INVALID_LOGIN = "Invalid email or password.";

/**
 * Checks the credentials; on success starts a session and returns the user and cookie token. A
 * deactivated account is refused like a wrong password (the same words), and every refusal is
 * written to the audit log.
 */
export async function signIn({
  db,
  input,
  device = {},
}: ReadArgs<LoginInput> & { device?: SignInDevice }): Promise<{ user: PublicUser; token: string } | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(input.email)));
  const ok = await verifyPassword(row?.passwordHash ?? (await timingDummy()), input.password);
  if (!row || !ok || row.deactivatedAt) {
    await auditFailedSignIn(db, row, ok ? "account deactivated" : "wrong password", device);
    return null;
  }
  const token = await createSession(db, row.id, { ...device, method: "password" });
  return { user: publicUserOf(row), token };
}
