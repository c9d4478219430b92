import { customArtworkSubmissions, type Database, quotes } from "@store/db";
import { eq } from "drizzle-orm";

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
