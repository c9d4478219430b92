import type { Permission } from "@store/api/contracts";
import { ADMIN_USER_STORAGE_KEY } from "../../features/layout/admin-status";

/** The signed-in staff member as the server describes them, with what their role allows. */
export interface AdminUser {
  id: string;
  email: string;
  role: string;
  permissions: Permission[];
}

/**
 * Keeps the spec's `admin_user` record (§3, §6). It is only a hint for the public header's admin
 * icon; access itself is always decided by the server session.
 */
export function storeAdminUser(user: AdminUser): void {
  try {
    // The hint keeps who and which role; what the role allows is always asked of the server.
    const { id, email, role } = user;
    window.localStorage.setItem(ADMIN_USER_STORAGE_KEY, JSON.stringify({ id, email, role }));
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
