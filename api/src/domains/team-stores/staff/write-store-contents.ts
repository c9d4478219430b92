import { type Database, teamStoreItems, teamStorePlayers } from "@store/db";
import { and, eq, notInArray } from "drizzle-orm";
import type { TeamStorePlayerFields } from "../schemas";
import type { CheckedItem } from "./check-items";

// Writing a store's items and roster as a whole list (create, copy, quote and the editors alike).

const itemValues = (item: CheckedItem, position: number) => ({
  price: item.price,
  fundraising: item.fundraising,
  sizes: item.sizes,
  personalisation: item.personalisation,
  personalisationRequired: item.personalisation_required,
  maxNameLength: item.max_name_length,
  personalisationFee: item.personalisation_fee,
  required: item.required,
  inBundle: item.in_bundle,
  position,
});

/**
 * The store's items become `items`, in that order. An item of a product already sold keeps its id
 * (order lines point at it); items of products left out are removed.
 */
export async function writeStoreItems(tx: Database, storeId: string, items: CheckedItem[]): Promise<void> {
  const kept = items.map((i) => i.product_id);
  await tx
    .delete(teamStoreItems)
    .where(
      and(
        eq(teamStoreItems.storeId, storeId),
        kept.length ? notInArray(teamStoreItems.productId, kept) : undefined,
      ),
    );
  for (const [position, item] of items.entries()) {
    const values = itemValues(item, position);
    await tx
      .insert(teamStoreItems)
      .values({ storeId, productId: item.product_id, ...values })
      .onConflictDoUpdate({ target: [teamStoreItems.storeId, teamStoreItems.productId], set: values });
  }
}

/** The roster becomes `players`, in that order. */
export async function writeStorePlayers(
  tx: Database,
  storeId: string,
  players: TeamStorePlayerFields[],
): Promise<void> {
  await tx.delete(teamStorePlayers).where(eq(teamStorePlayers.storeId, storeId));
  if (players.length === 0) return;
  await tx.insert(teamStorePlayers).values(
    players.map((p, position) => ({
      storeId,
      name: p.name,
      number: p.number,
      email: p.email ? p.email.toLowerCase() : null,
      position,
    })),
  );
}

/** What the audit log keeps of items: product, price and the rules, by product name. */
export const itemsForAudit = (items: CheckedItem[]) =>
  items.map((i) => ({
    product: i.product_name,
    price: i.price,
    fundraising: i.fundraising,
    sizes: i.sizes,
    personalisation: i.personalisation,
    personalisation_required: i.personalisation_required,
    max_name_length: i.max_name_length,
    personalisation_fee: i.personalisation_fee,
    required: i.required,
    in_bundle: i.in_bundle,
  }));
