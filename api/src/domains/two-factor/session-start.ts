import { type Database, sessions } from "@store/db";
import { eq } from "drizzle-orm";
import { sessionTokenHash } from "../../auth/session-token";
import { createSession } from "../auth/sessions";

/** How a sign-in was proved, kept on its session (sessions.method) for "your sessions" and the log. */
export type SignInMethod =
  | "password"
  | "password+totp"
  | "password+recovery"
  | "password+passkey"
  | "passkey";

/** Starts a session and records how the sign-in was proved; returns the cookie's token. */
export async function startSession(db: Database, userId: string, method: SignInMethod): Promise<string> {
  const token = await createSession(db, userId);
  await db
    .update(sessions)
    .set({ method })
    .where(eq(sessions.tokenHash, sessionTokenHash(token)));
  return token;
}
