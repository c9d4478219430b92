export const ADMIN_USER_STORAGE_KEY = "admin_user";

/**
 * Whether a stored admin_user record says "admin" (spec §6): only an object whose role is
 * "admin" counts; a missing, unparsable or otherwise shaped record does not.
 */
export function isAdminRecord(raw: string | null): boolean {
  if (!raw) return false;
  try {
    const record: unknown = JSON.parse(raw);
    return (
      typeof record === "object" &&
      record !== null &&
      !Array.isArray(record) &&
      (record as { role?: unknown }).role === "admin"
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
