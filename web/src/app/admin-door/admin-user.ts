import { ADMIN_USER_STORAGE_KEY } from "../../features/layout/admin-status";

/** The signed-in staff member as the server describes them. */
export interface AdminUser {
  id: string;
  email: string;
  role: string;
}

/**
 * Keeps the spec's `admin_user` record (§3, §6). It is only a hint for the public header's admin
 * icon; access itself is always decided by the server session.
 */
export function storeAdminUser(user: AdminUser): void {
  try {
    window.localStorage.setItem(ADMIN_USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Blocked storage only costs the header its hint.
  }
}

export function clearAdminUser(): void {
  try {
    window.localStorage.removeItem(ADMIN_USER_STORAGE_KEY);
  } catch {
    // As above.
  }
}
