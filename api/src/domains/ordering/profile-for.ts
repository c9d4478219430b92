import { customArtworkSubmissions, type Database, profiles, quotes } from "@store/db";
import { and, eq, isNull, sql } from "drizzle-orm";

/**
 * The profile an order, quote or request belongs to: the signed-in customer's when there is one,
 * else the one of the address typed (made on its first order), followed to the record staff merged
 * it into. Placing something never proves an address; only a sign-in link does.
 */
export async function profileFor(
  tx: Database,
  contact: { email: string; name: string | null },
  signedInId?: string | null,
): Promise<string> {
  if (signedInId) return signedInId;
  const email = contact.email.trim().toLowerCase();
  await tx.insert(profiles).values({ email, fullName: contact.name }).onConflictDoNothing();
  const [profile] = await tx
    .select({ id: profiles.id, mergedIntoId: profiles.mergedIntoId })
    .from(profiles)
    .where(eq(profiles.email, email));
  if (!profile) throw new Error("profile for the order is missing");
  return profile.mergedIntoId ?? profile.id;
}

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

/** A quote or request sent while signed in is the account's, whatever address was typed on the form. */
export async function claimForCustomer(
  ctx: { db: Database; customer: { id: string } | null },
  kind: "quote" | "artwork",
  id: string,
): Promise<void> {
  if (!ctx.customer) return;
  const table = kind === "quote" ? quotes : customArtworkSubmissions;
  await ctx.db.update(table).set({ profileId: ctx.customer.id }).where(eq(table.id, id));
}
