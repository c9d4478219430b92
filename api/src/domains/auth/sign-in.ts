import { users } from "@store/db";
import { eq } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../../auth/passwords";
import type { ReadArgs } from "../service-args";
import { publicUserOf } from "./public-user";
import type { LoginInput, PublicUser } from "./schemas";
import { createSession } from "./sessions";
import { normalizeEmail } from "./users";

// Verifying against this when the email is unknown makes both failures take the same time.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => {
  dummyHash ??= hashPassword("not-a-real-password-just-for-timing");
  return dummyHash;
};

export const INVALID_LOGIN = "Invalid email or password.";

/** Checks the credentials; on success starts a session and returns the user and cookie token. */
export async function signIn({
  db,
  input,
}: ReadArgs<LoginInput>): Promise<{ user: PublicUser; token: string } | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(input.email)));
  const ok = await verifyPassword(row?.passwordHash ?? (await timingDummy()), input.password);
  if (!row || !ok) return null;
  const token = await createSession(db, row.id);
  return { user: publicUserOf(row), token };
}
