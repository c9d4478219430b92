import { serialize } from "hono/utils/cookie";

export const SESSION_COOKIE = "store_session";
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;

/** Set-Cookie for a new session: HttpOnly, SameSite=Lax, Secure when the site is served over HTTPS. */
export function sessionCookie(token: string, secure: boolean): string {
  return serialize(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure,
    path: "/",
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

/** Set-Cookie that makes the browser forget the session. */
export function clearedSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE, "", { httpOnly: true, sameSite: "Lax", secure, path: "/", maxAge: 0 });
}

/** The session token from a Cookie header, if any. */
export function readSessionToken(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return rest.join("=") || undefined;
  }
  return undefined;
}
