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
export function readSessionToken(
  cookieHeader: string | null | undefined,
  cookieName: string = SESSION_COOKIE,
): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === cookieName) return rest.join("=") || undefined;
  }
  return undefined;
}

/**
 * A customer's session lives in a cookie of its own, apart from staff sessions: no customer cookie
 * can ever be read as a staff one. Customers order a few times a year, so it lasts 30 days.
 */
export const CUSTOMER_COOKIE = "store_account";
export const CUSTOMER_SESSION_MS = 30 * 24 * 60 * 60 * 1000;

export function customerCookie(token: string, secure: boolean): string {
  return serialize(CUSTOMER_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure,
    path: "/",
    maxAge: CUSTOMER_SESSION_MS / 1000,
  });
}

export function clearedCustomerCookie(secure: boolean): string {
  return serialize(CUSTOMER_COOKIE, "", { httpOnly: true, sameSite: "Lax", secure, path: "/", maxAge: 0 });
}

/** Whether a request carries either session cookie (the same-origin guard asks). */
export const carriesSessionCookie = (cookieHeader: string | null | undefined) =>
  readSessionToken(cookieHeader) !== undefined ||
  readSessionToken(cookieHeader, CUSTOMER_COOKIE) !== undefined;
