import { type Database, users } from "@store/db";
import { hashPassword } from "../../auth/passwords";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Makes sure an admin account with this email and password exists: creates it, or resets the
 * password and promotes it when the email is already registered.
 */
export async function ensureAdmin(db: Database, email: string, password: string) {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({ email: normalizeEmail(email), passwordHash, role: "admin" })
    .onConflictDoUpdate({ target: users.email, set: { passwordHash, role: "admin" } })
    .returning({ id: users.id, email: users.email, role: users.role });
  if (!row) throw new Error("admin upsert returned no row");
  return row;
}
