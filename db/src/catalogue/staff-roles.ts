/** The staff roles the owner gives (their permissions: api/src/auth/permissions.ts). */
export const staffRoles = ["owner", "manager", "counter", "production"] as const;
export type StaffRole = (typeof staffRoles)[number];
