import { type Database, profiles } from "@store/db";
import { eq } from "drizzle-orm";

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

/** Who placed an order, as the order row keeps it: the profile, and the name, address and phone typed. */
export async function orderBuyer(
  tx: Database,
  contact: { name: string; email: string; phone: string | null },
  signedInId?: string | null,
) {
  const email = contact.email.trim().toLowerCase();
  return {
    profileId: await profileFor(tx, { email, name: contact.name }, signedInId),
    customerName: contact.name,
    customerEmail: email,
    customerPhone: contact.phone,
  };
}
