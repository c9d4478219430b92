import { customArtworkSubmissions, type Database, profiles, quotes } from "@store/db";
import { and, eq, isNull, sql } from "drizzle-orm";

/**
 * The account an address proven by a link opens: its profile (made now if it never ordered), or
 * the one staff merged it into. The first sign-in is remembered.
 */
export async function accountForProvenEmail(db: Database, email: string, now: Date): Promise<string> {
  await db.insert(profiles).values({ email }).onConflictDoNothing();
  const [row] = await db
    .select({ id: profiles.id, mergedIntoId: profiles.mergedIntoId })
    .from(profiles)
    .where(eq(profiles.email, email));
  if (!row) throw new Error("profile for the sign-in is missing");
  const id = row.mergedIntoId ?? row.id;
  await db
    .update(profiles)
    .set({ firstSignedInAt: now })
    .where(and(eq(profiles.id, id), isNull(profiles.firstSignedInAt)));
  return id;
}

/**
 * Quotes and artwork requests sent from a proven address, not yet anyone's, become the account's.
 * Orders already are (each order's profile is its address's); only the address the link proved
 * is matched, never one merely typed.
 */
export async function attachByProvenEmail(db: Database, profileId: string, email: string): Promise<void> {
  await db
    .update(quotes)
    .set({ profileId })
    .where(and(isNull(quotes.profileId), sql`lower(${quotes.email}) = ${email}`));
  await db
    .update(customArtworkSubmissions)
    .set({ profileId })
    .where(
      and(
        isNull(customArtworkSubmissions.profileId),
        sql`lower(${customArtworkSubmissions.email}) = ${email}`,
      ),
    );
}
