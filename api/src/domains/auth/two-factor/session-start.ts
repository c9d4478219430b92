import type { Database } from "@store/db";
import { createSession } from "../sessions";
import type { SignInDevice } from "../sign-in-audit";

/** How a sign-in was proved, kept on its session (sessions.method) for "your sessions" and the log. */
export type SignInMethod =
  | "password"
  | "password+totp"
  | "password+recovery"
  | "password+passkey"
  | "passkey";

/** Starts a session from a device, recording how the sign-in was proved; returns the cookie's token. */
export const startSession = (
  db: Database,
  userId: string,
  method: SignInMethod,
  device: SignInDevice = {},
): Promise<string> => createSession(db, userId, { ...device, method });
