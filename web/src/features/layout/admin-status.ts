export const ADMIN_USER_STORAGE_KEY = "admin_user";

// "admin": a record kept from before staff roles (spec §6) still counts until the next sign-in.
const staffRoles: readonly unknown[] = ["admin", "owner", "manager", "counter", "production"];

/**
 * Whether a stored admin_user record says "staff" (spec §6, whose one "admin" role is now the
 * owner's, manager's, counter's or production's): a missing, unparsable or otherwise shaped record
 * does not count.
 */
export function isAdminRecord(raw: string | null): boolean {
  if (!raw) return false;
  try {
    const record: unknown = JSON.parse(raw);
    return (
      typeof record === "object" &&
      record !== null &&
      !Array.isArray(record) &&
      staffRoles.includes((record as { role?: unknown }).role)
    );
  } catch {
    return false;
  }
}

/** Reads the stored record; blocked storage counts as no record. */
export function readIsAdmin(): boolean {
  try {
    return isAdminRecord(window.localStorage.getItem(ADMIN_USER_STORAGE_KEY));
  } catch {
    return false;
  }
}
