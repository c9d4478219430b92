import { type Database, users } from "@store/db";
import { hashPassword } from "../../auth/passwords";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Makes sure an owner's account with this email and password exists (the CLI's `admin create`):
 * creates it, or resets the password, makes it an owner and reactivates it when the email is
 * already registered.
 */
export async function ensureAdmin(db: Database, email: string, password: string) {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({ email: normalizeEmail(email), passwordHash, role: "owner" })
    .onConflictDoUpdate({
      target: users.email,
      set: { passwordHash, role: "owner", deactivatedAt: null, passwordChangedAt: new Date() },
    })
    .returning({ id: users.id, email: users.email, role: users.role });
  if (!row) throw new Error("admin upsert returned no row");
  return row;
}
