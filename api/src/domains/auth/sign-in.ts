import { users } from "@store/db";
import { eq } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../../auth/passwords";
import type { ReadArgs } from "../service-args";
import type { LoginInput, PublicUser } from "./schemas";
import { auditFailedSignIn, type SignInDevice } from "./sign-in-audit";
import { hasSecondFactor, secondFactorsOf } from "./two-factor/factors";
import type { SecondFactorStep } from "./two-factor/schemas";
import { signedIn, startSecondFactor } from "./two-factor/second-factor";
import { normalizeEmail } from "./users";

// Verifying against this when the email is unknown makes both failures take the same time.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => {
  dummyHash ??= hashPassword("not-a-real-password-just-for-timing");
  return dummyHash;
};

export const INVALID_LOGIN = "Invalid email or password.";

/**
 * Checks the credentials; on success starts a session and returns the user and cookie token, or,
 * for someone with two-factor sign-in on, the step the second factor completes (no session yet). A
 * deactivated account is refused like a wrong password (the same words), and every refusal is
 * written to the audit log.
 */
export async function signIn({
  db,
  input,
  device = {},
  now = new Date(),
}: ReadArgs<LoginInput> & { device?: SignInDevice; now?: Date }): Promise<
  { user: PublicUser; token: string } | { secondFactor: SecondFactorStep } | null
> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(input.email)));
  const ok = await verifyPassword(row?.passwordHash ?? (await timingDummy()), input.password);
  if (!row || !ok || row.deactivatedAt) {
    await auditFailedSignIn(db, row, ok ? "account deactivated" : "wrong password", device);
    return null;
  }
  const factors = await secondFactorsOf(db, row.id);
  if (hasSecondFactor(factors)) return { secondFactor: await startSecondFactor(db, row.id, factors, now) };
  const { user, token } = await signedIn(db, row, "password", device);
  return { user, token };
}
